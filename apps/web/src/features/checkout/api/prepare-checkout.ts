import type { Cart } from '@spesa/shared/cart/cart.contract';
import type { CheckoutPrepareData, CheckoutPrepareParams } from '@spesa/shared/orders/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart-query';
import { notifyFailure } from '../../../lib/mutation-feedback';

/** spec §4 / §7: POST /checkout/prepare checks the spec §5 rules and locks the cart for the payment. */
export async function prepareCheckout(params: CheckoutPrepareParams): Promise<CheckoutPrepareData> {
  return (await apiClient.postJson<CheckoutPrepareData>('/checkout/prepare', params, { notify: false })).data;
}

export function usePrepareCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareCheckout,
    // The locked cart's total is the one the payment asks for.
    onSuccess: ({ grossTotal }) =>
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? { ...cart, grossTotal } : cart)),
    // spec §8: "lock" refused raises its first error text.
    onError: (error) => notifyFailure(error),
  });
}
