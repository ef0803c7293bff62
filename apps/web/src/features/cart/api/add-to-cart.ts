import type { CartAddBody, CartData } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';

/**
 * spec §7: POST /cart/add. The whole envelope comes back: spec §8 shows the server's messages when there are
 * any, and the success toast only when there are none.
 */
export async function addToCart(body: CartAddBody): Promise<Envelope<CartData>> {
  return apiClient.postJson<CartData>('/cart/add', body, { notify: false });
}
