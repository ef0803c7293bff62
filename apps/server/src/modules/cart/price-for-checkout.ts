import { minimumOrderRefusal } from '@spesa/shared/rules/order-thresholds';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CartDeps } from './cart-deps.js';
import { priceCart, type PricedCart } from './cart-pricing.js';

/**
 * The cart priced inside the caller's transaction (the checkout), the delivery fee read in it too. A cart with
 * lines below the chain's minimum order for its delivery service is refused (rules/order-thresholds.ts): the
 * error rolls the caller's transaction back, so nothing changes. An empty cart is the caller's to refuse.
 */
export async function priceForCheckout(
  deps: CartDeps,
  trx: Db,
  tenantId: string,
  cartId: number,
  warehouseId: number,
): Promise<PricedCart> {
  const priced = await priceCart(trx, tenantId, cartId, {
    warehouseId,
    feeOf: (id, goods) => deps.delivery.carts.deliveryFeeCents(tenantId, id, goods, trx),
    catalogue: deps.catalogue,
  });
  if (priced.lines.length > 0 && !priced.thresholds.minimumReached) {
    throw new DomainError('MINIMUM_ORDER_NOT_REACHED', minimumOrderRefusal(priced.thresholds));
  }
  return priced;
}
