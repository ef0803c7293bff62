import type { Db } from '../../db/database.js';
import type { CartDeps } from './cart-deps.js';
import { priceCart, type PricedCart } from './cart-pricing.js';

/** The cart priced inside the caller's transaction (the checkout), the delivery fee read in it too. */
export function priceForCheckout(
  deps: CartDeps,
  trx: Db,
  tenantId: string,
  cartId: number,
  warehouseId: number,
): Promise<PricedCart> {
  return priceCart(trx, tenantId, cartId, {
    warehouseId,
    feeOf: (id, goods) => deps.delivery.carts.deliveryFeeCents(tenantId, id, goods, trx),
    catalogue: deps.catalogue,
  });
}
