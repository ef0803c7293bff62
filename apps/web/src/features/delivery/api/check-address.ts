import { useMutation } from '@tanstack/react-query';
import type { AddressCheckBody, AddressCheckData } from '@spesa/shared/delivery/address.contract';
import { apiClient } from '../../../lib/api-client';

/**
 * spec §7: POST /user-address/check geocodes the address and says whether home delivery serves it. Its
 * messages show inside the form, not as toasts.
 */
export async function checkAddress(body: AddressCheckBody): Promise<AddressCheckData> {
  const envelope = await apiClient.postJson<AddressCheckData>('/user-address/check', body, {
    notify: false,
  });
  return envelope.data;
}

export function useCheckAddress() {
  return useMutation({ mutationFn: checkAddress });
}
