import { createStore, useStore } from './create-store';

/** spec §4 "Pending requests": rises per request, falls per response, never below 0. */
export const pendingRequestsStore = createStore({ count: 0, lastActivityAt: 0 });

export function beginRequest(): void {
  pendingRequestsStore.set((state) => ({ count: state.count + 1 }));
}

export function endRequest(): void {
  pendingRequestsStore.set((state) => ({ count: Math.max(0, state.count - 1), lastActivityAt: Date.now() }));
}

export function usePendingRequestCount(): number {
  return useStore(pendingRequestsStore, (state) => state.count);
}
