import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /order/modify reopens the order as the cart. */
export async function modifyOrder(orderId: number): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/order/modify', {}, { query: { order_id: orderId } })).data
    .cart;
}
