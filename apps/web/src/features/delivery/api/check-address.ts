import { useMutation } from '@tanstack/react-query';
import type { AddressCheckBody, AddressCheckData } from '@spesa/shared/delivery/address.contract';
import { apiClient } from '../../../lib/api-client';

/**
 * spec §7: POST /user-address/check geocodes the address and says whether home delivery serves it. Its
 * messages show inside the form, not as toasts.
 */
export interface CheckedAddress extends AddressCheckData {
  /** Why home delivery does not serve the address, in the server's words (its answer's warning). */
  refusal: string | null;
}

export async function checkAddress(body: AddressCheckBody): Promise<CheckedAddress> {
  const envelope = await apiClient.postJson<AddressCheckData>('/user-address/check', body, {
    notify: false,
  });
  return { ...envelope.data, refusal: envelope.response.warnings[0]?.warning ?? null };
}

export function useCheckAddress() {
  return useMutation({ mutationFn: checkAddress });
}
