import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { notifyFailure } from '../../../lib/mutation-feedback';
import { notify } from '../../../lib/notify';
import { orderActionMutationKey } from './get-orders';

/** spec §7: POST /cart/add-all-from-order; the answer's info is the cart.productsAddFromOrder text. */
export async function addOrderToCart(orderId: number): Promise<Cart> {
  return (
    await apiClient.postJson<CartData>(
      '/cart/add-all-from-order',
      {},
      { query: { order_id: orderId }, notify: false },
    )
  ).data.cart;
}

export function useAddOrderToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderActionMutationKey,
    mutationFn: addOrderToCart,
    onSuccess: (cart) => {
      setCart(queryClient, cart);
      notify(t('cart.productsAddFromOrder'), 'success');
    },
    onError: (error) => notifyFailure(error),
  });
}
