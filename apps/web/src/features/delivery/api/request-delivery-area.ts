import { useMutation } from '@tanstack/react-query';
import type { DeliveryAreaRequestBody } from '@spesa/shared/delivery/delivery-area-request.contract';
import { apiClient } from '../../../lib/api-client';

/**
 * spec §7 POST /eurospin-address-form/save-new-address: be told by e-mail when the chain delivers to an
 * address it does not serve. Answers the confirmation to show in the form (no toast).
 */
export async function requestDeliveryArea(body: DeliveryAreaRequestBody): Promise<string> {
  const envelope = await apiClient.postJson<unknown>('/eurospin-address-form/save-new-address', body, {
    notify: false,
  });
  return envelope.response.infos?.[0]?.info ?? '';
}

export function useRequestDeliveryArea() {
  return useMutation({ mutationFn: requestDeliveryArea });
}
