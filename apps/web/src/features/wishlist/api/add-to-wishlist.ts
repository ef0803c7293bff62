import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist, WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { setWishlist } from './get-wishlist';
import '../../../lib/messages-it-wishlist';

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

export interface AddToWishlistVariables {
  list: Pick<WishlistSummary, 'listId' | 'name'>;
  product: { productId: number; name: string };
}

/** The api client shows a refusal; the added toast names the product and the list. */
export function useAddToWishlist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, product }: AddToWishlistVariables) =>
      addToWishlist({ listId: list.listId, productId: product.productId }),
    onSuccess: (added, { list, product }) => {
      setWishlist(queryClient, added);
      notify(t('list.productAddToList', { name: product.name, list: list.name }), 'success');
    },
  });
}
