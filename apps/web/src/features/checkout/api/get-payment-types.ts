import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentTypeListData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §9: GET /payment-type/list, the payment types the chain enables. */
export async function getPaymentTypes(signal?: AbortSignal): Promise<PaymentTypeListData> {
  return (await apiClient.get<PaymentTypeListData>('/payment-type/list', { notify: false, signal })).data;
}

export const paymentTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-types'] as const,
    queryFn: ({ signal }) => getPaymentTypes(signal),
  });

export function usePaymentTypes() {
  return useQuery(paymentTypesQueryOptions());
}
