import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/cart-query';

/** The number of products in the cart (spec §2: the count text and the cart button's badge). */
export function useCartItemCount(isEnabled: boolean): number {
  const { data } = useQuery({
    ...cartQueryOptions(),
    enabled: isEnabled,
    select: (cart) => cart.totalItems,
  });
  // After a logout the last shopper's cart may still be cached: a visitor has none.
  return isEnabled ? (data ?? 0) : 0;
}
