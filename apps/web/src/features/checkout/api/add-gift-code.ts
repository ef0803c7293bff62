import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /cart-giftcertificate/add_code; a refused code is an ApiError with the spec §5 message. */
export async function addGiftCode(code: string): Promise<Cart> {
  return (
    await apiClient.postJson<CartData>(
      '/cart-giftcertificate/add_code',
      {},
      { query: { code }, notify: false },
    )
  ).data.cart;
}
