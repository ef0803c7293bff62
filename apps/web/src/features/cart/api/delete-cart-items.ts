import type { CartData, CartDeleteBody } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { notifyAnswer, notifyFailure } from '../../../lib/mutation-feedback';

/** spec §7: POST /cart/delete; without items it empties the cart. */
export async function deleteCartItems(itemIds?: readonly number[]): Promise<Envelope<CartData>> {
  const body: CartDeleteBody = itemIds ? { items: itemIds.map((itemId) => ({ itemId })) } : {};
  return apiClient.postJson<CartData>('/cart/delete', body, { notify: false });
}

/** Empties the cart; the answer replaces it. */
export function useEmptyCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCartItems(),
    onSuccess: (envelope) => {
      setCart(queryClient, envelope.data.cart);
      notifyAnswer(envelope, t('cart.productsRemoved'));
    },
    onError: (error) => notifyFailure(error, t('cart.emptyError')),
  });
}
