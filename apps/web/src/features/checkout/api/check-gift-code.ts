import type { GiftCodeCheckData } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7 / §8: GET /cart-giftcertificate/check is silent: a wrong code answers valid false. */
export async function checkGiftCode(code: string): Promise<GiftCodeCheckData> {
  return (
    await apiClient.get<GiftCodeCheckData>('/cart-giftcertificate/check', { query: { code }, notify: false })
  ).data;
}
