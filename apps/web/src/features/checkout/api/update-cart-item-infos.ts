import type { Cart, CartData, CartUpdateInfosBody } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /cart/update-infos, e.g. accept_alternatives of one line. */
export async function updateCartItemInfos(body: CartUpdateInfosBody): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/cart/update-infos', body)).data.cart;
}
