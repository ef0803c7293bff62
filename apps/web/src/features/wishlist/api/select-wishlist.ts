import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';
import { wishlistsQueryKey } from './get-wishlists';

/**
 * spec §7 POST /wishlist/select (list_id): one of the shopper's own lists becomes the selected (default) one;
 * the server's messages show as toasts, `hasMessages` tells whether it sent any.
 */
export async function selectWishlist(listId: number): Promise<{ list: Wishlist; hasMessages: boolean }> {
  const envelope = await apiClient.postJson<Wishlist>('/wishlist/select', {}, { query: { list_id: listId } });
  const { infos = [], warnings = [], errors = [] } = envelope.response;
  return { list: envelope.data, hasMessages: infos.length + warnings.length + errors.length > 0 };
}

export function useSelectWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectWishlist,
    onSuccess: ({ list }) => {
      setWishlist(queryClient, list);
      // The list selected before is no longer the default one.
      void queryClient.invalidateQueries({
        queryKey: [...wishlistsQueryKey, 'list'],
        predicate: (query) => query.queryKey[2] !== list.listId,
      });
    },
  });
}
