import type { CartData } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7 "Gift codes": POST /cart-giftcertificate/add_code; a refused code answers status 1. */
export async function addGiftCode(code: string): Promise<Envelope<CartData>> {
  return apiClient.postJson<CartData>('/cart-giftcertificate/add_code', {}, { query: { code } });
}
