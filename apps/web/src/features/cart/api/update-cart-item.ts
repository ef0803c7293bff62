import type { CartData, CartUpdateBody } from '@spesa/shared/cart/cart.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { notifyAnswer, notifyFailure } from '../../../lib/mutation-feedback';
import { quantityParts } from '../utils/quantity-parts';

/** spec §7: POST /cart/update; quantity 0 removes the line. */
export async function updateCartItem(itemId: number, quantity: number): Promise<Envelope<CartData>> {
  const body: CartUpdateBody = { items: [{ itemId, quantity }] };
  return apiClient.postJson<CartData>('/cart/update', body, { notify: false });
}

export interface UpdateCartItemVariables {
  itemId: number;
  /** The line's product, named in the toast. */
  product: Product;
  quantity: number;
}

/** Sets a cart line's quantity (0 removes it); the answer replaces the cart. */
export function useUpdateCartItem() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity }: UpdateCartItemVariables) => updateCartItem(itemId, quantity),
    onSuccess: (envelope, { product, quantity }) => {
      setCart(queryClient, envelope.data.cart);
      notifyAnswer(
        envelope,
        quantity === 0
          ? t('cart.productRemoved', { name: product.name })
          : t('cart.productUpdated', { ...quantityParts(product, quantity), name: product.name }),
      );
    },
    onError: (error, { quantity }) =>
      notifyFailure(error, t(quantity === 0 ? 'cart.removeError' : 'cart.updateError')),
  });
}
