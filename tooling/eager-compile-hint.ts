/**
 * UX.md "Speed": marks the named chunks of the browser's build for eager compilation (V8's explicit compile
 * hints, Chromium 136 and later: the `//# allFunctionsCalledOnLoad` magic comment on the file's first line).
 * Most functions of the start's chunks run while a page starts and hydrates; compiled lazily, each is parsed
 * again on the main thread at its first call (V8.ParseFunction in a trace), in the tasks Total Blocking Time
 * counts. Marked, they are compiled with the file, on a background thread while it streams in. Other engines
 * read the line as a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Rolldown's `output.postBanner` (written after minification, which drops comments): the hint, or nothing. */
export function eagerCompileBanner(chunkNames: readonly string[]) {
  const names = new Set(chunkNames);
  return (chunk: { name: string }) => (names.has(chunk.name) ? EAGER_COMPILE_HINT : '');
}
