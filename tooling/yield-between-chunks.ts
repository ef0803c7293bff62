/**
 * UX.md "Speed": a Vite (Rolldown) plugin that starts the named chunks of the browser's build with a yield to
 * the browser. The chunks the entry imports (React, MUI, the other libraries, the app) otherwise run in one
 * task, the longest of a page's start on a phone. A chunk that awaits before its code runs its code in a task
 * of its own, and the chunks importing it wait for it: the evaluation comes in one task per chunk, and a tap in
 * between is answered. (A yield at a chunk's end would not do: two chunks waiting for the same one would run in
 * the same task.) `scheduler.yield()` resumes ahead of other waiting tasks where the browser has it; a message
 * (not a timer, which a tab in the background delays up to a second) elsewhere.
 */
export const YIELD_STATEMENT =
  'await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(null); }));';

interface RenderedChunk {
  name: string;
  isEntry: boolean;
}

/** Puts the yield before the code of every chunk listed by name (vite.config.ts's groups). */
export function yieldBetweenChunks(chunkNames: readonly string[]) {
  const names = new Set(chunkNames);
  return {
    name: 'spesa-yield-between-chunks',
    apply: 'build' as const,
    renderChunk(code: string, chunk: RenderedChunk) {
      if (!names.has(chunk.name) || chunk.isEntry) return null;
      return { code: `${YIELD_STATEMENT}\n${code}`, map: null };
    },
  };
}
