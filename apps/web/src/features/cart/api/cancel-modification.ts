import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';

/**
 * spec §4 'Annulla modifiche': POST /order/modify-cancel gives the modification up; the order stays as
 * confirmed (nothing to refresh there) and the cart comes back as it was. The client shows the answer's message.
 */
export async function cancelModification(): Promise<Cart> {
  return (await apiClient.postJson<CartData>('/order/modify-cancel', {})).data.cart;
}

export function useCancelModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelModification,
    onSuccess: (cart) => setCart(queryClient, cart),
  });
}
