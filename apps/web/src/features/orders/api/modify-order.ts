import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { notifyFailure } from '../../../lib/mutation-feedback';
import { notify } from '../../../lib/notify';
import { orderActionMutationKey, ordersQueryKey } from './get-orders';

/** spec §7: POST /order/modify reopens the order as the cart. */
export async function modifyOrder(orderId: number): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/order/modify', {}, { query: { order_id: orderId } })).data
    .cart;
}

/** The reopened order becomes the cart, and the order's status changes in every list. */
export function useModifyOrder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderActionMutationKey,
    mutationFn: modifyOrder,
    onSuccess: (cart) => {
      setCart(queryClient, cart);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      notify(t('orders.modifyStarted', { orderNumber: cart.editingOrderNumber }), 'success');
    },
    onError: (error) => notifyFailure(error),
  });
}
