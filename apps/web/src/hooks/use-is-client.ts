import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true after: for what only the browser knows
 * (the stored cookie choice), which a first HTML must not guess. The switch after the hydration comes in a
 * deferred render, which yields to the browser (UX.md "Speed"): the render React forces once the hydration is
 * committed, in one task, still sees false and redraws nothing.
 */
export function useIsClient(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribeNever,
      () => true,
      () => false,
    ),
  );
}
