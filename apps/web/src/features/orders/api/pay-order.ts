import { IDEMPOTENCY_KEY_HEADER, type CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** What the shopper chose to pay a waiting order with. */
export interface OrderPaymentChoice {
  paymentTypeId: number;
  userPaymentAuthId?: number;
  saveCard?: boolean;
}

/**
 * spec §4 "Failed payment": POST /order/payment retries with the same payment type, or, given a choice,
 * POST /order/modify-payment-type changes it. Both are idempotent by key (issue 5 point 7).
 */
export async function payOrder(
  orderId: number,
  choice: OrderPaymentChoice | null,
  idempotencyKey: string,
): Promise<CheckoutBuyData> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  if (!choice) {
    return (
      await apiClient.postJson<CheckoutBuyData>(
        '/order/payment',
        {},
        { query: { order_id: orderId }, headers, notify: false },
      )
    ).data;
  }
  return (
    await apiClient.postJson<CheckoutBuyData>(
      '/order/modify-payment-type',
      {},
      {
        query: {
          order_id: orderId,
          payment_type_id: choice.paymentTypeId,
          user_payment_auth_id: choice.userPaymentAuthId,
          payment_data: choice.saveCard ? JSON.stringify({ save_card: true }) : undefined,
        },
        headers,
        notify: false,
      },
    )
  ).data;
}
