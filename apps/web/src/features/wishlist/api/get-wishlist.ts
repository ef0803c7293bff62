import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { wishlistsQueryKey } from './get-wishlists';

export const wishlistQueryKey = (listId: number) => [...wishlistsQueryKey, 'list', listId] as const;

/** spec §7 GET /wishlist/view: a list with its available and inactive items. */
export async function getWishlist(listId: number, signal?: AbortSignal): Promise<Wishlist> {
  const envelope = await apiClient.get<Wishlist>('/wishlist/view', {
    query: { list_id: listId, calculate_stock: true },
    notify: false,
    signal,
  });
  return envelope.data;
}

export const wishlistQueryOptions = (listId: number) =>
  queryOptions({ queryKey: wishlistQueryKey(listId), queryFn: ({ signal }) => getWishlist(listId, signal) });

export function useWishlist(listId: number) {
  return useQuery(wishlistQueryOptions(listId));
}

/** Every change of a list answers the whole list: it replaces the cached one, and the counts move. */
export function setWishlist(queryClient: QueryClient, list: Wishlist): void {
  queryClient.setQueryData(wishlistQueryKey(list.listId), list);
  void queryClient.invalidateQueries({ queryKey: [...wishlistsQueryKey, 'lists'] });
}
