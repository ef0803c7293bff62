import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../testing/build-envelope';
import { stubFetch } from '../testing/stub-fetch';
import { apiClient } from './api-client';
import {
  createQueryClient,
  isCachedEndpoint,
  MAX_CACHED_QUERIES,
  RESPONSE_CACHE_MS,
  responseCache,
} from './query-client';

describe('response cache (spec §7)', () => {
  it('caches products, category, adv, warehouse-locator, article and content answers', () => {
    for (const path of [
      '/products',
      '/category',
      '/category-block/info',
      '/adv/list',
      '/warehouse-locator/list',
      '/article/view',
      '/p/wp-json/wp/v2/pages',
    ]) {
      expect(isCachedEndpoint(path), path).toBe(true);
    }
    for (const path of ['/cart/view', '/auth/test', '/order/list', '/wishlist/view', '/timeslot/list']) {
      expect(isCachedEndpoint(path), path).toBe(false);
    }
  });

  it('does not cache the preferred and wish-list product lists', () => {
    expect(isCachedEndpoint('/products', { parent_category_id: 2, promo: true })).toBe(true);
    expect(isCachedEndpoint('/products', { preferred: true })).toBe(false);
    expect(isCachedEndpoint('/products', { preferred: false })).toBe(true);
    expect(isCachedEndpoint('/products', { wishlist_id: 7 })).toBe(false);
  });

  it('keeps a cached answer fresh 15 minutes and refetches the others', () => {
    expect(RESPONSE_CACHE_MS).toBe(900_000);
    expect(responseCache('/products', { q: 'latte' })).toMatchObject({
      staleTime: RESPONSE_CACHE_MS,
      gcTime: RESPONSE_CACHE_MS,
    });
    expect(responseCache('/cart/view')).not.toHaveProperty('staleTime');
  });

  it('holds at most 50 cached answers, dropping the oldest first', () => {
    const queryClient = createQueryClient();
    for (let index = 0; index < 80; index += 1) {
      queryClient.getQueryCache().build(queryClient, {
        queryKey: ['products', index],
        ...responseCache('/products'),
      });
      queryClient.setQueryData(['products', index], index);
    }
    queryClient.setQueryData(['auth', 'user'], { userId: 1 });

    const cached = queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.meta?.isResponseCached === true });
    expect(cached).toHaveLength(MAX_CACHED_QUERIES);
    expect(queryClient.getQueryData(['products', 79])).toBe(79);
    expect(queryClient.getQueryData(['products', 0])).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'user'])).toEqual({ userId: 1 });
  });

  it('clears the cached answers of an endpoint when a non-GET request goes to it', async () => {
    stubFetch({
      'POST /ebsn/api/products': { body: buildEnvelope(null) },
      'POST /ebsn/api/cart/add': { body: buildEnvelope(null) },
    });
    const queryClient = createQueryClient();
    for (const [key, path] of [
      [['products'], '/products'],
      [['category'], '/category'],
    ] as const) {
      queryClient.getQueryCache().build(queryClient, { queryKey: key, ...responseCache(path) });
      queryClient.setQueryData(key, path);
    }

    await apiClient.postJson('/cart/add', {});
    expect(queryClient.getQueryData(['products'])).toBe('/products');

    await apiClient.postJson('/products', {});
    expect(queryClient.getQueryData(['products'])).toBeUndefined();
    expect(queryClient.getQueryData(['category'])).toBe('/category');
  });
});
