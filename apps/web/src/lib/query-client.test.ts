import { describe, expect, it } from 'vitest';
import { createQueryClient, MAX_CACHED_QUERIES, RESPONSE_CACHE_MS } from './query-client';

describe('query client', () => {
  it('keeps responses 15 minutes and at most 50 of them (spec §9)', () => {
    const queryClient = createQueryClient();
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(RESPONSE_CACHE_MS);
    expect(RESPONSE_CACHE_MS).toBe(900_000);

    for (let index = 0; index < 80; index += 1) queryClient.setQueryData(['products', index], index);

    const cached = queryClient.getQueryCache().getAll();
    expect(cached).toHaveLength(MAX_CACHED_QUERIES);
    expect(queryClient.getQueryData(['products', 79])).toBe(79);
    expect(queryClient.getQueryData(['products', 0])).toBeUndefined();
  });
});
