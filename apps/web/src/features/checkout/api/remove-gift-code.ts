import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /cart-giftcertificate/remove_code. */
export async function removeGiftCode(code: string): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/cart-giftcertificate/remove_code', {}, { query: { code } }))
    .data.cart;
}
