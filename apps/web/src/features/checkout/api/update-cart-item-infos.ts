import type { Cart, CartData, CartUpdateInfosBody } from '@spesa/shared/cart/cart.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';

/** spec §7: POST /cart/update-infos, e.g. accept_alternatives of one line. */
export async function updateCartItemInfos(body: CartUpdateInfosBody): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/cart/update-infos', body)).data.cart;
}

/** The api client shows the server's messages, a refusal too; the answer replaces the cart (spec §4). */
export function useUpdateCartItemInfos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCartItemInfos, onSuccess: (cart) => setCart(queryClient, cart) });
}
