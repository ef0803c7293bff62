import { IDEMPOTENCY_KEY_HEADER, type CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, apiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart-query';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyFailure } from '../../../lib/mutation-feedback';

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

/** Confirms the order; the cart it came from is read again. */
export function useBuy() {
  const queryClient = useQueryClient();
  // One key per confirmation: a second tap or a retried request replays the first order.
  const idempotencyKey = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (choice: PaymentChoice) => buy(choice, idempotencyKey.current),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    onError: (error) => {
      // A refused confirmation is final: the next attempt is a new one. A lost answer keeps its key.
      if (!(error instanceof ApiError && error.httpStatus === 0))
        idempotencyKey.current = newIdempotencyKey();
      notifyFailure(error);
    },
  });
}
