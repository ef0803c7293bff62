import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';

/** spec §7 POST /wishlist/delete_prods: items with quantity 0, by item id. */
export async function removeWishlistItem(input: {
  listId: number;
  itemId: number;
  productId: number;
}): Promise<Wishlist> {
  const envelope = await apiClient.postJson<Wishlist>('/wishlist/delete_prods', {
    wishlistId: input.listId,
    items: [{ itemId: input.itemId, productId: input.productId, quantity: 0 }],
  });
  return envelope.data;
}

export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeWishlistItem, onSuccess: (list) => setWishlist(queryClient, list) });
}
