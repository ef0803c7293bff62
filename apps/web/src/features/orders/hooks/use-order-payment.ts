import type { CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import { useCallback } from 'react';
import { settleMutation } from '../../../lib/mutation-feedback';
import { usePayOrder, type OrderPaymentChoice } from '../api/pay-order';

interface OrderPaymentOptions {
  /** Opens the gateway's payment page (a full page load). */
  openPaymentPage: (url: string) => void;
  /** Nothing left to pay (a type confirmed at once). */
  onPaid: (answer: CheckoutBuyData) => void;
}

/** spec §4 "Failed payment": retry, or pay with another type, then on to the gateway or the result. */
export function useOrderPayment(orderId: number, { openPaymentPage, onPaid }: OrderPaymentOptions) {
  const { mutateAsync: payOrder } = usePayOrder(orderId);
  return useCallback(
    async (choice: OrderPaymentChoice | null): Promise<void> => {
      const answer = await settleMutation(payOrder(choice));
      if (!answer) return;
      if (answer.paymentUrl) openPaymentPage(answer.paymentUrl);
      else onPaid(answer);
    },
    [payOrder, openPaymentPage, onPaid],
  );
}
