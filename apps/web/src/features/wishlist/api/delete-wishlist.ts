import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wishlistsQueryKey } from './get-wishlists';

/** spec §7 POST /wishlist/delete (list_id); only the owner may delete a list. */
export async function deleteWishlist(listId: number): Promise<void> {
  await apiClient.postJson<unknown>('/wishlist/delete', {}, { query: { list_id: listId } });
}

export function useDeleteWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWishlist,
    // The deleted list's own entry is left to expire: its screen may still be on its way out.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...wishlistsQueryKey, 'lists'] }),
  });
}
