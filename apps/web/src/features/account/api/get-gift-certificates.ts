import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  GiftCertificateListData,
  UserGiftCertificate,
} from '@spesa/shared/account/gift-certificate.contract';
import { apiClient } from '../../../lib/api-client';

/**
 * spec §7 GET /giftcertificate/list and /giftcertificate/list-manual-assigned: the shopper's discount codes,
 * those usable now and those customer service assigned, once each.
 */
export async function getGiftCertificates(signal?: AbortSignal): Promise<UserGiftCertificate[]> {
  const [usable, manual] = await Promise.all([
    apiClient.get<GiftCertificateListData>('/giftcertificate/list', { signal }),
    apiClient.get<GiftCertificateListData>('/giftcertificate/list-manual-assigned', { signal }),
  ]);
  const byId = new Map<number, UserGiftCertificate>();
  for (const code of [...usable.data.giftCertificates, ...manual.data.giftCertificates]) {
    byId.set(code.userGiftCertificateId, code);
  }
  return [...byId.values()].sort((a, b) => a.validUntil.localeCompare(b.validUntil));
}

export const giftCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'gift-certificates'],
    queryFn: ({ signal }) => getGiftCertificates(signal),
  });

export function useGiftCertificates() {
  return useQuery(giftCertificatesQueryOptions());
}
