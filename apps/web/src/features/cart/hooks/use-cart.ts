import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/cart-query';

/** The cart of spec §3; read only for a shopper who has one (signed in, or anonymous carts enabled). */
export function useCart(isEnabled: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled: isEnabled });
}
