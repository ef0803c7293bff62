import { QueryClient, type Query } from '@tanstack/react-query';
import { onNonGetRequest, type RequestOptions } from './api-client';

/** spec §7 "Other" and §9: responses are cached 15 minutes, at most 50 entries. */
export const RESPONSE_CACHE_MS = 15 * 60 * 1000;
export const MAX_CACHED_QUERIES = 50;

/**
 * spec §7: the endpoints whose GET answers are cached: products, category, adv, warehouse-locator, article and
 * content. The category blocks and the search suggestions are category and product answers too.
 */
const CACHED_ENDPOINTS = [
  /^\/products$/,
  /^\/category$/,
  /^\/category-block\//,
  /^\/search\/autocomplete$/,
  /^\/adv(\/|$)/,
  /^\/warehouse-locator(\/|$)/,
  /^\/article(\/|$)/,
  /^\/p\/wp-json\//,
];

/** spec §7: products are cached except the wish-list and preferred lists, which follow the shopper's actions. */
const UNCACHED_PRODUCT_PARAMETERS = ['preferred', 'wishlist_id', 'list_id'];

interface ResponseCacheMeta extends Record<string, unknown> {
  apiPath: string;
  isResponseCached: boolean;
}

export function isCachedEndpoint(path: string, query: RequestOptions['query'] = {}): boolean {
  if (!CACHED_ENDPOINTS.some((endpoint) => endpoint.test(path))) return false;
  if (path !== '/products') return true;
  return !UNCACHED_PRODUCT_PARAMETERS.some((name) => {
    const value = query[name];
    return value !== undefined && value !== null && value !== false && value !== 'false';
  });
}

/**
 * The cache options of a query on GET `path` (spread into `queryOptions`): an answer spec §7 caches is fresh
 * for 15 minutes; any other is fetched again whenever a screen needs it.
 */
export function responseCache(path: string, query?: RequestOptions['query']) {
  const isResponseCached = isCachedEndpoint(path, query);
  const meta: ResponseCacheMeta = { apiPath: path, isResponseCached };
  return isResponseCached ? { staleTime: RESPONSE_CACHE_MS, gcTime: RESPONSE_CACHE_MS, meta } : { meta };
}

const isResponseCacheEntry = (query: Query) => query.meta?.isResponseCached === true;

/** Drops the least recently updated unobserved answers once the response cache holds more than `max`. */
export function capQueryCache(queryClient: QueryClient, max: number): () => void {
  const cache = queryClient.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added' || event.query.meta?.isResponseCached !== true) return;
    const entries = cache.getAll().filter(isResponseCacheEntry);
    let excess = entries.length - max;
    if (excess <= 0) return;
    const removable = entries
      .filter((query) => query.getObserversCount() === 0 && query !== event.query)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of removable) {
      if (excess <= 0) break;
      cache.remove(query);
      excess -= 1;
    }
  });
}

/** spec §7: a non-GET request clears the cached answers of the same endpoint. */
export function clearEndpointOnWrite(queryClient: QueryClient): () => void {
  return onNonGetRequest((path) => {
    queryClient.removeQueries({ predicate: (query) => query.meta?.apiPath === path });
  });
}

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A failed call already told the shopper with a toast; retrying would repeat it.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

/** The browser's one client: its cache capped and cleared by writes (spec §7). */
export function createQueryClient(): QueryClient {
  const queryClient = newQueryClient();
  capQueryCache(queryClient, MAX_CACHED_QUERIES);
  clearEndpointOnWrite(queryClient);
  return queryClient;
}

/** A server render's client: one page's answers, dropped with the request, so nothing listens for writes. */
export const createServerQueryClient = newQueryClient;
