import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { cartQueryKey, cartQueryOptions, getCart, setCartDeliveryPart } from '../../../lib/cart-query';

/** The cart's address and timeslot are read from the cart itself (spec §7 GET /cart/view): one entry. */
export const cartDeliveryQueryKey = cartQueryKey;

export async function getCartDelivery(signal?: AbortSignal): Promise<CartDelivery> {
  return getCart(signal);
}

export const cartDeliveryQueryOptions = cartQueryOptions;

export function useCartDelivery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled: options.enabled ?? true });
}

/** Every address, store and timeslot call answers the cart: it replaces what the screens show. */
export function setCartDelivery(queryClient: QueryClient, cart: CartDelivery): void {
  setCartDeliveryPart(queryClient, cart);
}
