import type { Cart, CartData, CartInfoBody } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /cart/update-cart-info {property, value} (note, invoice, alternatives, bag, terms). */
export async function updateCartInfo(body: CartInfoBody): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/cart/update-cart-info', body)).data.cart;
}
