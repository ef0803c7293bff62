import type { PurchaseRestrictionData } from '@spesa/shared/cart/cart.contract';
import { quantityRule } from '@spesa/shared/rules/quantity';
import type { Actor } from '../../lib/actor.js';
import { toApiProduct } from '../catalogue/product-mapper.js';
import { productsByIds, type CartDeps } from './cart-deps.js';
import * as repo from './cart.repository.js';
import { ancestorsOf, limitContext } from './purchase-limits.js';

/** spec §5: the limits that apply to each product of the cart, and how much of each is used. */
export async function purchaseRestriction(deps: CartDeps, actor: Actor): Promise<PurchaseRestrictionData> {
  const { db } = deps;
  const { tenantId, userId } = actor;
  const part = await deps.delivery.carts.view(actor);
  const [lines, reference] = await Promise.all([repo.listItems(db, part.cartId), deps.referenceOf(tenantId)]);
  const records = await productsByIds(
    deps,
    db,
    tenantId,
    lines.map((l) => l.productId),
  );
  const context = await limitContext(deps, db, tenantId, userId, records, reference);
  return {
    restrictions: records.map((record) => {
      const rule = quantityRule(toApiProduct(record, { warehouseId: 0, categoriesById: new Map() }));
      const chain = ancestorsOf(context.categoryOf.get(record.id), context.parentOf);
      const group = context.limits.find(
        (l) => l.kind === 'group' && l.categoryId !== null && chain.includes(l.categoryId),
      );
      const daily = context.limits.find((l) => l.kind === 'daily' && l.productId === record.id);
      return {
        productId: record.id,
        name: record.name,
        maxAcq: rule.maxAcq ?? null,
        minAcq: rule.minAcq ?? null,
        dailyMax: daily?.maxQuantity ?? null,
        boughtToday: context.orderedToday.get(record.id) ?? 0,
        productClass: group
          ? {
              name: group.name,
              max: group.maxQuantity,
              inCart: lines
                .filter((l) =>
                  ancestorsOf(context.categoryOf.get(l.productId), context.parentOf).includes(
                    group.categoryId!,
                  ),
                )
                .reduce((s, l) => s + l.quantity, 0),
            }
          : null,
      };
    }),
  };
}
