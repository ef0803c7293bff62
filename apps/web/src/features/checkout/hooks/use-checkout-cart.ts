import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/cart-query';

/** The shopper's cart (the checkout routes need a signed-in shopper). */
export function useCheckoutCart() {
  return useQuery(cartQueryOptions());
}
