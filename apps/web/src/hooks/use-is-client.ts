import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true after: for what only the browser knows
 * (the stored cookie choice), which a first HTML must not guess.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
