import { useMutation } from '@tanstack/react-query';
import type { DeliveryFeeData } from '@spesa/shared/delivery/delivery-fee.contract';
import { apiClient } from '../../../lib/api-client';

/**
 * spec §7 GET /delivery-fee/view with a postal code: the home-delivery zone serving it (null when none) and
 * its fee. No session needed: a visitor asks before signing in.
 */
export async function checkPostalCode(postalCode: string): Promise<DeliveryFeeData> {
  const envelope = await apiClient.get<DeliveryFeeData>('/delivery-fee/view', {
    query: { postalcode: postalCode },
    notify: false,
  });
  return envelope.data;
}

export function useCheckPostalCode() {
  return useMutation({ mutationFn: checkPostalCode });
}
