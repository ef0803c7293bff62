import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';

/** spec §7: POST /cart-giftcertificate/remove_code. */
export async function removeGiftCode(code: string): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/cart-giftcertificate/remove_code', {}, { query: { code } }))
    .data.cart;
}

/** The api client shows a refusal; the answer replaces the cart. */
export function useRemoveGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeGiftCode, onSuccess: (cart) => setCart(queryClient, cart) });
}
