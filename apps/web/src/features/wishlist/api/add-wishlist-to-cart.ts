import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartData } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { notifyAnswer, notifyFailure } from '../../../lib/mutation-feedback';
import '../../../lib/messages-it-wishlist';

/** spec §7 POST /cart/add-all-from-wishlist (list_id): every available item goes into the cart. */
export async function addWishlistToCart(listId: number): Promise<Envelope<Partial<CartData> | null>> {
  return apiClient.postJson<Partial<CartData> | null>(
    '/cart/add-all-from-wishlist',
    {},
    { query: { list_id: listId }, notify: false },
  );
}

/** spec §8: the server's messages (added, or what could not be added), else the added toast. */
export function useAddWishlistToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistToCart,
    onSuccess: (envelope) => {
      // spec §4: after each cart change the cart is replaced by the server's answer.
      const cart = envelope.data?.cart;
      if (cart) setCart(queryClient, cart);
      notifyAnswer(envelope, t('wishlists.addedToCart'));
    },
    onError: (error) => notifyFailure(error),
  });
}
