import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { apiClient } from './api-client';

/**
 * spec §4: one cart, replaced by the server's answer after every change. The cart feature (items, totals)
 * and the delivery feature (address, timeslot) read the same entry, so neither shows a stale copy.
 */
export const cartQueryKey = ['cart'] as const;

/** Every change answers the cart again; a minute covers a shopper's tour of the dialogs. */
const CART_FRESH_MS = 60_000;

/** spec §7: GET /cart/view. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const envelope = await apiClient.get<CartData>('/cart/view', { notify: false, signal });
  return envelope.data.cart;
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart(signal),
    staleTime: CART_FRESH_MS,
  });

export function setCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartQueryKey, cart);
}

/**
 * The address, store and timeslot calls answer the delivery part of the cart: it replaces that part at once,
 * and the whole cart is read again (another warehouse has other prices, fees and availability).
 */
export function setCartDeliveryPart(queryClient: QueryClient, delivery: CartDelivery): void {
  queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? { ...cart, ...delivery } : cart));
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
}
