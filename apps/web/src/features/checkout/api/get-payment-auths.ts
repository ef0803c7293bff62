import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentAuthListData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: GET /payment-type/list-auth, the shopper's saved card authorisations for a payment type. */
export async function getPaymentAuths(
  paymentTypeId: number,
  signal?: AbortSignal,
): Promise<PaymentAuthListData> {
  return (
    await apiClient.get<PaymentAuthListData>('/payment-type/list-auth', {
      query: { payment_type_id: paymentTypeId },
      notify: false,
      signal,
    })
  ).data;
}

export const paymentAuthsQueryOptions = (paymentTypeId: number) =>
  queryOptions({
    queryKey: ['checkout', 'payment-auths', paymentTypeId] as const,
    queryFn: ({ signal }) => getPaymentAuths(paymentTypeId, signal),
  });

export function usePaymentAuths(paymentTypeId: number | null) {
  return useQuery({ ...paymentAuthsQueryOptions(paymentTypeId ?? 0), enabled: paymentTypeId !== null });
}
