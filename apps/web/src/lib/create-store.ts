import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  /** The state the store starts with: what a server render shows, and what hydration starts from. */
  getInitial: () => T;
  set: (update: Partial<T> | ((state: T) => Partial<T>)) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A minimal external store for UI state (ARCHITECTURE §7): drawers, dialogs, the pending-request counter. */
export function createStore<T extends object>(initialState: T): Store<T> {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    getInitial: () => initialState,
    set: (update) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T extends object, S>(store: Store<T>, selector: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.getInitial()),
  );
}
