import type { CheckoutPrepareData, CheckoutPrepareParams } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §4 / §7: POST /checkout/prepare checks the spec §5 rules and locks the cart for the payment. */
export async function prepareCheckout(params: CheckoutPrepareParams): Promise<CheckoutPrepareData> {
  return (await apiClient.postJson<CheckoutPrepareData>('/checkout/prepare', params, { notify: false })).data;
}
