import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';

/**
 * spec §7 POST /cart/add-all-from-wishlist (list_id): every available item goes into the cart; the server's
 * messages (added, or what could not be added) show as toasts.
 */
export async function addWishlistToCart(
  listId: number,
): Promise<{ cart: Cart | undefined; hasMessages: boolean }> {
  const envelope = await apiClient.postJson<Partial<CartData> | null>(
    '/cart/add-all-from-wishlist',
    {},
    { query: { list_id: listId } },
  );
  const { infos = [], warnings = [], errors = [] } = envelope.response;
  return { cart: envelope.data?.cart, hasMessages: infos.length + warnings.length + errors.length > 0 };
}

export function useAddWishlistToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistToCart,
    // spec §4: after each cart change the cart is replaced by the server's answer.
    onSuccess: ({ cart }) => {
      if (cart) setCart(queryClient, cart);
    },
  });
}
