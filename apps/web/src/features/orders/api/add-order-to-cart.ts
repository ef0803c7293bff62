import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /cart/add-all-from-order; the answer's info is the cart.productsAddFromOrder text. */
export async function addOrderToCart(orderId: number): Promise<Cart> {
  return (
    await apiClient.postJson<CartData>(
      '/cart/add-all-from-order',
      {},
      { query: { order_id: orderId }, notify: false },
    )
  ).data.cart;
}
