import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';

/**
 * spec §7 POST /wishlist/confirm (address_id, list_id): one of the shopper's own lists is confirmed for one of
 * their addresses; the server's messages show as toasts, `hasMessages` tells whether it sent any.
 */
export async function confirmWishlist(input: {
  listId: number;
  addressId: number;
}): Promise<{ list: Wishlist; hasMessages: boolean }> {
  const envelope = await apiClient.postJson<Wishlist>(
    '/wishlist/confirm',
    {},
    { query: { address_id: input.addressId, list_id: input.listId } },
  );
  const { infos = [], warnings = [], errors = [] } = envelope.response;
  return { list: envelope.data, hasMessages: infos.length + warnings.length + errors.length > 0 };
}

export function useConfirmWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWishlist,
    onSuccess: ({ list }) => setWishlist(queryClient, list),
  });
}
