import { IDEMPOTENCY_KEY_HEADER, type CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** What the shopper chose on the payment page. */
export interface PaymentChoice {
  paymentTypeId: number;
  /** A saved card authorisation, when one was chosen. */
  userPaymentAuthId?: number;
  /** Keep the new card for the next orders. */
  saveCard?: boolean;
}

/** The query of /checkout/buy and /order/modify-payment-type (spec §7: payment_data as JSON text). */
export function paymentQuery(choice: PaymentChoice) {
  return {
    payment_type_id: choice.paymentTypeId,
    user_payment_auth_id: choice.userPaymentAuthId,
    payment_data: choice.saveCard ? JSON.stringify({ save_card: true }) : undefined,
  };
}

/**
 * spec §7: POST /checkout/buy. The idempotency key makes a doubled confirmation (a second tap, a retried
 * request) answer the first order instead of making another.
 */
export async function buy(choice: PaymentChoice, idempotencyKey: string): Promise<CheckoutBuyData> {
  return (
    await apiClient.postJson<CheckoutBuyData>(
      '/checkout/buy',
      {},
      { query: paymentQuery(choice), headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, notify: false },
    )
  ).data;
}
