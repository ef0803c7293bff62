import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';

/** spec §7 POST /wishlist/update_prods: sets an item's quantity. */
export async function updateWishlistItem(input: {
  listId: number;
  itemId: number;
  quantity: number;
}): Promise<Wishlist> {
  const envelope = await apiClient.postJson<Wishlist>('/wishlist/update_prods', {
    wishlistId: input.listId,
    items: [{ itemId: input.itemId, quantity: input.quantity }],
  });
  return envelope.data;
}

export function useUpdateWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWishlistItem, onSuccess: (list) => setWishlist(queryClient, list) });
}
