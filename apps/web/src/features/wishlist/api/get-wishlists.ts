import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistListData, WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';

export const wishlistsQueryKey = ['wishlist'] as const;

/** A shopper has at most 100 lists of their own (the server's limit): one page holds them all. */
const LISTS_PAGE_SIZE = 100;

/** spec §7 GET /wishlist/list: the shopper's lists and those shared with them, with item counts. */
export async function getWishlists(signal?: AbortSignal): Promise<WishlistSummary[]> {
  const envelope = await apiClient.get<WishlistListData>('/wishlist/list', {
    query: { page: 1, pageSize: LISTS_PAGE_SIZE },
    signal,
  });
  return envelope.data.personalList.lists;
}

export const wishlistsQueryOptions = () =>
  queryOptions({
    queryKey: [...wishlistsQueryKey, 'lists'],
    queryFn: ({ signal }) => getWishlists(signal),
  });

export function useWishlists(options: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistsQueryOptions(), enabled: options.enabled ?? true });
}

/** spec §6: a list shared with grant READ cannot be changed. */
export function isReadOnly(list: Pick<WishlistSummary, 'sharingData'>): boolean {
  return list.sharingData?.grant === 'READ';
}
