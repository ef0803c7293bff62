import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { currentPath, track } from './analytics';
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

function quantities(cart: Cart): Map<number, { quantity: number; unitPrice: number }> {
  const lines = new Map<number, { quantity: number; unitPrice: number }>();
  for (const item of cart.cartItems) {
    const line = lines.get(item.product.productId);
    lines.set(item.product.productId, {
      quantity: (line?.quantity ?? 0) + item.quantity,
      unitPrice: item.unitPrice,
    });
  }
  return lines;
}

/** spec §1 analytics: every cart change the server confirms, whatever screen made it, is an add or a removal. */
function trackCartChange(before: Cart, after: Cart): void {
  const old = quantities(before);
  const now = quantities(after);
  for (const productId of new Set([...old.keys(), ...now.keys()])) {
    const line = now.get(productId) ?? old.get(productId)!;
    const delta = (now.get(productId)?.quantity ?? 0) - (old.get(productId)?.quantity ?? 0);
    if (delta === 0) continue;
    const quantity = Math.round(Math.abs(delta) * 1000) / 1000;
    track({
      name: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
      path: currentPath(),
      productId,
      quantity,
      value: Math.round(quantity * line.unitPrice * 100) / 100,
    });
  }
}

export function setCart(queryClient: QueryClient, cart: Cart): void {
  const before = queryClient.getQueryData<Cart>(cartQueryKey);
  queryClient.setQueryData(cartQueryKey, cart);
  if (before) trackCartChange(before, cart);
}

/**
 * The address, store and timeslot calls answer the delivery part of the cart: it replaces that part at once,
 * and the whole cart is read again (another warehouse has other prices, fees and availability).
 */
export function setCartDeliveryPart(queryClient: QueryClient, delivery: CartDelivery): void {
  queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? { ...cart, ...delivery } : cart));
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
}
