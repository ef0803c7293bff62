import type { CartData, CartUpdateBody } from '@spesa/shared/cart/cart.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';
import { useCartEnvelopeMutation } from '../hooks/use-cart-envelope-mutation';
import { quantityParts } from '../utils/quantity-parts';

/** spec §7: POST /cart/update; quantity 0 removes the line. */
export async function updateCartItem(
  itemId: number,
  quantity: number,
  pieces?: number,
): Promise<Envelope<CartData>> {
  const body: CartUpdateBody = { items: [{ itemId, quantity, ...(pieces !== undefined ? { pieces } : {}) }] };
  return apiClient.postJson<CartData>('/cart/update', body, { notify: false });
}

export interface UpdateCartItemVariables {
  itemId: number;
  /** The line's product, named in the toast. */
  product: Product;
  quantity: number;
  /** A product sold by weight asked by pieces: the line's new pieces. */
  pieces?: number | undefined;
}

/** Sets a cart line's quantity (0 removes it); the answer replaces the cart. */
export function useUpdateCartItem() {
  return useCartEnvelopeMutation(
    ({ itemId, quantity, pieces }: UpdateCartItemVariables) => updateCartItem(itemId, quantity, pieces),
    ({ product, quantity }, t) =>
      quantity === 0
        ? [t('cart.productRemoved', { name: product.name }), t('cart.removeError')]
        : [
            t('cart.productUpdated', { ...quantityParts(product, quantity), name: product.name }),
            t('cart.updateError'),
          ],
  );
}
