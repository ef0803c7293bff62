import { QueryClient } from '@tanstack/react-query';

/** spec §7 "Other" and §9: responses are cached 15 minutes, at most 50 entries. */
export const RESPONSE_CACHE_MS = 15 * 60 * 1000;
export const MAX_CACHED_QUERIES = 50;

/** Drops the least recently updated unobserved queries once the cache holds more than `max`. */
export function capQueryCache(queryClient: QueryClient, max: number): () => void {
  const cache = queryClient.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added') return;
    const queries = cache.getAll();
    let excess = queries.length - max;
    if (excess <= 0) return;
    const removable = queries
      .filter((query) => query.getObserversCount() === 0 && query !== event.query)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of removable) {
      if (excess <= 0) break;
      cache.remove(query);
      excess -= 1;
    }
  });
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: RESPONSE_CACHE_MS,
        staleTime: RESPONSE_CACHE_MS,
        // A failed call already told the shopper with a toast; retrying would repeat it.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  capQueryCache(queryClient, MAX_CACHED_QUERIES);
  return queryClient;
}
