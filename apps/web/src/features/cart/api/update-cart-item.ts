import type { CartData, CartUpdateBody } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /cart/update; quantity 0 removes the line. */
export async function updateCartItem(itemId: number, quantity: number): Promise<Envelope<CartData>> {
  const body: CartUpdateBody = { items: [{ itemId, quantity }] };
  return apiClient.postJson<CartData>('/cart/update', body, { notify: false });
}
