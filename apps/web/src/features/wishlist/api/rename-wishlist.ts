import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { apiClient } from '../../../lib/api-client';
import { setWishlist } from './get-wishlist';

/** spec §7 POST /wishlist/update (list_id, name). */
export async function renameWishlist(input: { listId: number; name: string }): Promise<Wishlist> {
  const envelope = await apiClient.postJson<Wishlist>(
    '/wishlist/update',
    {},
    { query: { list_id: input.listId, name: input.name } },
  );
  return envelope.data;
}

export function useRenameWishlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameWishlist, onSuccess: (list) => setWishlist(queryClient, list) });
}
