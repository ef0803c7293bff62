import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';

/** spec §7 POST /wishlist/add_prod; quantities add up to those already in the list. */
export async function addToWishlist(input: {
  listId: number;
  productId: number;
  quantity?: number;
}): Promise<Wishlist> {
  const envelope = await apiClient.postJson<Wishlist>('/wishlist/add_prod', {
    wishlistId: input.listId,
    items: [{ productId: input.productId, quantity: input.quantity ?? 1 }],
  });
  return envelope.data;
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToWishlist, onSuccess: (list) => setWishlist(queryClient, list) });
}
