import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import type { Wishlist, WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { notifyAnswer, notifyFailure } from '../../../lib/mutation-feedback';
import { setWishlist } from './get-wishlist';
import { wishlistsQueryKey } from './get-wishlists';
import '../../../lib/messages-it-wishlist';

/** spec §7 POST /wishlist/select (list_id): one of the shopper's own lists becomes the selected (default) one. */
export async function selectWishlist(listId: number): Promise<Envelope<Wishlist>> {
  return apiClient.postJson<Wishlist>('/wishlist/select', {}, { query: { list_id: listId }, notify: false });
}

/** spec §8: the server's messages, else the made-default toast naming the list. */
export function useSelectWishlist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: Pick<WishlistSummary, 'listId' | 'name'>) => selectWishlist(list.listId),
    onSuccess: (envelope, { name }) => {
      const list = envelope.data;
      setWishlist(queryClient, list);
      // The list selected before is no longer the default one.
      void queryClient.invalidateQueries({
        queryKey: [...wishlistsQueryKey, 'list'],
        predicate: (query) => query.queryKey[2] !== list.listId,
      });
      notifyAnswer(envelope, t('wishlists.madeDefault', { name }));
    },
    onError: (error) => notifyFailure(error),
  });
}
