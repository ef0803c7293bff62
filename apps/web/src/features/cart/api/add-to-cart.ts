import type { CartAddBody, CartData } from '@spesa/shared/cart/cart.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { notifyAnswer, notifyFailure } from '../../../lib/mutation-feedback';
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: AddToCartVariables) => addToCart(body),
    onSuccess: (envelope, { product, quantity }) => {
      setCart(queryClient, envelope.data.cart);
      notifyAnswer(
        envelope,
        t('cart.productAddText', { ...quantityParts(product, quantity), name: product.name }),
      );
    },
    onError: (error) => notifyFailure(error, t('cart.productAddError')),
  });
}
