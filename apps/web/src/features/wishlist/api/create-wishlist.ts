import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';

/** spec §7 POST /wishlist/insert (name); the success toast comes from the answer. */
export async function createWishlist(name: string): Promise<Wishlist> {
  const envelope = await apiClient.postJson<Wishlist>('/wishlist/insert', {}, { query: { name } });
  return envelope.data;
}

export function useCreateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWishlist, onSuccess: (list) => setWishlist(queryClient, list) });
}
