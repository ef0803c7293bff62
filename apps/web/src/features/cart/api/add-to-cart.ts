import type { CartAddBody, CartData } from '@spesa/shared/cart/cart.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';
import { useCartEnvelopeMutation } from '../hooks/use-cart-envelope-mutation';
import { quantityParts } from '../utils/quantity-parts';

/**
 * spec §7: POST /cart/add. The whole envelope comes back: spec §8 shows the server's messages when there are
 * any, and the success toast only when there are none.
 */
export async function addToCart(body: CartAddBody): Promise<Envelope<CartData>> {
  return apiClient.postJson<CartData>('/cart/add', body, { notify: false });
}

export interface AddToCartVariables {
  body: CartAddBody;
  /** The product added, named in the toast. */
  product: Product;
  quantity: number;
}

export function useAddToCart() {
  return useCartEnvelopeMutation(
    ({ body }: AddToCartVariables) => addToCart(body),
    ({ product, quantity }, t) => [
      t('cart.productAddText', { ...quantityParts(product, quantity), name: product.name }),
      t('cart.productAddError'),
    ],
  );
}
