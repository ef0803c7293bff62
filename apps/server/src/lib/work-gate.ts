import { ClientGoneError, OverloadedError } from './load-errors.js';

/**
 * Bounds work that does not show as event-loop delay, such as password hashing on libuv's thread pool: at
 * most `concurrency` run at once and `maxQueued` wait; past that a caller gets OverloadedError (503) at once
 * instead of queueing without end, and a waiting caller whose client has gone away leaves the queue.
 */
export interface WorkGate {
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createWorkGate(options: { concurrency: number; maxQueued: number }): WorkGate {
  let running = 0;
  const waiting: { start: () => void }[] = [];

  function release(): void {
    running -= 1;
    const next = waiting.shift();
    if (next) next.start();
  }

  async function turn(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) throw new ClientGoneError();
    if (running < options.concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= options.maxQueued) throw new OverloadedError();
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        reject(new ClientGoneError());
      };
      const entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          running += 1;
          resolve();
        },
      };
      waiting.push(entry);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  return {
    async run(work, signal) {
      await turn(signal);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
