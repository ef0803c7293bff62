import type { Cart } from '@spesa/shared/cart/cart.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartQueryOptions, setCart } from '../../../lib/cart-query';

/** The shopper's cart (the checkout routes need a signed-in shopper). */
export function useCheckoutCart() {
  return useQuery(cartQueryOptions());
}

/** Runs a cart call and puts its answer in place of the cart (spec §4); undefined when it failed. */
export function useApplyCartAnswer() {
  const queryClient = useQueryClient();
  return useCallback(
    async (call: () => Promise<Cart>): Promise<Cart | undefined> => {
      try {
        const cart = await call();
        setCart(queryClient, cart);
        return cart;
      } catch {
        // The call's own toast has told the shopper.
        return undefined;
      }
    },
    [queryClient],
  );
}
