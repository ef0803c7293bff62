import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDueDateListData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** GET /payment-due-date/list: the invoices due (spec §1 payment deadlines). */
export async function getPaymentDueDates(signal?: AbortSignal): Promise<PaymentDueDateListData> {
  return (await apiClient.get<PaymentDueDateListData>('/payment-due-date/list', { notify: false, signal }))
    .data;
}

export const paymentDueDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'due-dates'] as const,
    queryFn: ({ signal }) => getPaymentDueDates(signal),
  });

export function usePaymentDueDates() {
  return useQuery(paymentDueDatesQueryOptions());
}
