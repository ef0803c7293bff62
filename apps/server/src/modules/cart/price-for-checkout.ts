import { minimumOrderRefusal } from '@spesa/shared/rules/order-thresholds';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CartDeps } from './cart-deps.js';
import { priceCart, priceCartWithItems, type PricedCart } from './cart-pricing.js';
import type { CartItemRecord } from './cart.repository.js';

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

/**
 * A picked order's lines (real weights, substitutes, missing lines gone) priced by the same rules as its cart
 * (codes, packages, thresholds, the delivery fee of its zone), read in the caller's transaction. The order's
 * own lines keep the unit price the shopper confirmed (`agreedUnitCents`, by line id).
 */
export function pricePickedLines(
  deps: CartDeps,
  trx: Db,
  order: { tenantId: string; cartId: number; warehouseId: number },
  items: CartItemRecord[],
  agreedUnitCents: ReadonlyMap<number, number>,
): Promise<PricedCart> {
  const { tenantId, cartId } = order;
  return priceCartWithItems(trx, tenantId, cartId, items, {
    warehouseId: order.warehouseId,
    feeOf: (id, goods) => deps.delivery.carts.deliveryFeeCents(tenantId, id, goods, trx),
    catalogue: deps.catalogue,
    agreedUnitCents,
  });
}
