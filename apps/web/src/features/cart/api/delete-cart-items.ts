import type { CartData, CartDeleteBody } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';
import { useCartEnvelopeMutation } from '../hooks/use-cart-envelope-mutation';
import '../../../lib/messages-it-cart';

/** spec §7: POST /cart/delete; without items it empties the cart. */
export async function deleteCartItems(itemIds?: readonly number[]): Promise<Envelope<CartData>> {
  const body: CartDeleteBody = itemIds ? { items: itemIds.map((itemId) => ({ itemId })) } : {};
  return apiClient.postJson<CartData>('/cart/delete', body, { notify: false });
}

/** Empties the cart; the answer replaces it. */
export function useEmptyCart() {
  return useCartEnvelopeMutation(
    () => deleteCartItems(),
    (_, t) => [t('cart.productsRemoved'), t('cart.emptyError')],
  );
}
