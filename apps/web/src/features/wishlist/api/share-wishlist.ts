import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';

/** spec §6: the read-only link of a list, opened or closed by its owner. */
async function postLink(url: string, listId: number): Promise<Wishlist> {
  return (await apiClient.postJson<Wishlist>(url, {}, { query: { list_id: listId } })).data;
}

/** spec §6: the owner shares a list read-only with another shopper (grant READ), or stops sharing it. */
async function postShare(url: string, input: { listId: number; email: string }): Promise<Wishlist> {
  const envelope = await apiClient.postJson<Wishlist>(
    url,
    {},
    // The dialog shows a refusal beside the e-mail field.
    { query: { list_id: input.listId, email: input.email }, notify: false },
  );
  return envelope.data;
}

/** The four sharing calls of the owner; each answers the whole list, which replaces the cached one. */
export function useShareWishlist() {
  const queryClient = useQueryClient();
  const onSuccess = (list: Wishlist) => setWishlist(queryClient, list);
  return {
    openLink: useMutation({
      mutationFn: (listId: number) => postLink('/wishlist/share-link', listId),
      onSuccess,
    }),
    closeLink: useMutation({
      mutationFn: (listId: number) => postLink('/wishlist/share-link/close', listId),
      onSuccess,
    }),
    share: useMutation({
      mutationFn: (input: { listId: number; email: string }) => postShare('/wishlist/share', input),
      onSuccess,
    }),
    unshare: useMutation({
      mutationFn: (input: { listId: number; email: string }) => postShare('/wishlist/unshare', input),
      onSuccess,
    }),
  };
}

/** spec §6 GET /wishlist/shared (token): the list a read-only link opens, for anybody who has it. */
export async function getSharedWishlist(token: string, signal?: AbortSignal): Promise<Wishlist> {
  const envelope = await apiClient.get<Wishlist>('/wishlist/shared', {
    query: { token },
    notify: false,
    signal,
  });
  return envelope.data;
}

export const sharedWishlistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['wishlist', 'shared', token],
    queryFn: ({ signal }) => getSharedWishlist(token, signal),
    retry: false,
  });

export function useSharedWishlist(token: string) {
  return useQuery(sharedWishlistQueryOptions(token));
}
