import type { Cart, CartData, CartInfoBody } from '@spesa/shared/cart/cart.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';

/** spec §7: POST /cart/update-cart-info {property, value} (note, invoice, alternatives, bag, terms). */
export async function updateCartInfo(body: CartInfoBody): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/cart/update-cart-info', body)).data.cart;
}

/** The api client shows the server's messages, a refusal too; the answer replaces the cart (spec §4). */
export function useUpdateCartInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCartInfo, onSuccess: (cart) => setCart(queryClient, cart) });
}
