import { IDEMPOTENCY_KEY_HEADER, type CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, apiClient } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyFailure } from '../../../lib/mutation-feedback';
import { setOrder } from './get-order';

/** What the shopper chose to pay a waiting order with. */
export interface OrderPaymentChoice {
  paymentTypeId: number;
  userPaymentAuthId?: number;
  saveCard?: boolean;
}

/**
 * spec §4 "Failed payment": POST /order/payment retries with the same payment type, or, given a choice,
 * POST /order/modify-payment-type changes it. Both are idempotent by key.
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

/** A doubled tap replays the first answer; the answer's order replaces the cached one. */
export function usePayOrder(orderId: number) {
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: (choice: OrderPaymentChoice | null) => {
      idempotencyKey.current ??= newIdempotencyKey();
      return payOrder(orderId, choice, idempotencyKey.current);
    },
    onSuccess: (answer) => setOrder(queryClient, answer.order),
    onError: (error) => {
      // A refused payment is final: the next attempt is a new one. A lost answer keeps its key.
      if (!(error instanceof ApiError && error.httpStatus === 0)) idempotencyKey.current = null;
      notifyFailure(error);
    },
  });
}
