import type { CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/notify';
import { setOrder } from '../api/get-order';
import { payOrder, type OrderPaymentChoice } from '../api/pay-order';

interface PayOrderOptions {
  /** Opens the gateway's payment page (a full page load). */
  openPaymentPage: (url: string) => void;
  /** Nothing left to pay (a type confirmed at once). */
  onPaid: (answer: CheckoutBuyData) => void;
}

/** spec §4 "Failed payment": retry, or pay with another type; a doubled tap replays the first answer. */
export function usePayOrder(orderId: number, { openPaymentPage, onPaid }: PayOrderOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string | null>(null);

  return useCallback(
    async (choice: OrderPaymentChoice | null): Promise<void> => {
      idempotencyKey.current ??= newIdempotencyKey();
      try {
        const answer = await payOrder(orderId, choice, idempotencyKey.current);
        setOrder(queryClient, answer.order);
        if (answer.paymentUrl) openPaymentPage(answer.paymentUrl);
        else onPaid(answer);
      } catch (error) {
        if (!(error instanceof ApiError && error.httpStatus === 0)) idempotencyKey.current = null;
        notify(error instanceof ApiError ? error.message : t('errors.generic'), 'error');
      }
    },
    [orderId, openPaymentPage, onPaid, queryClient, t],
  );
}
