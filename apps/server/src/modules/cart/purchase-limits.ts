import { PRODUCT_GROUP_LIMIT_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { DAILY_MAX_EXCEEDED_MESSAGE, type QuantityRule } from '@spesa/shared/rules/quantity';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../lib/domain-error.js';
import { romeDateIso, romeInstant } from '../../lib/italy/rome-time.js';
import type { CartDeps } from './cart-deps.js';
import { capTo } from './cart-quantity.js';
import type { CartReference } from './cart-reference.js';
import type { ProductRecord } from './catalogue-records.js';
import type * as repo from './cart.repository.js';

export interface LimitContext {
  limits: repo.PurchaseLimitRecord[];
  categoryOf: Map<number, number>;
  parentOf: Map<number, number | null>;
  orderedToday: Map<number, number>;
}

export function ancestorsOf(categoryId: number | undefined, parentOf: Map<number, number | null>): number[] {
  const chain: number[] = [];
  let current = categoryId;
  while (current !== undefined && !chain.includes(current)) {
    chain.push(current);
    const parent = parentOf.get(current);
    current = parent === null || parent === undefined ? undefined : parent;
  }
  return chain;
}

/** `records`: the products of the cart and of the request. Reads the orders only for a daily limit. */
export async function limitContext(
  deps: CartDeps,
  trx: Db,
  tenantId: string,
  userId: number,
  records: readonly ProductRecord[],
  reference: CartReference,
): Promise<LimitContext> {
  const { limits, parentOf } = reference;
  const categoryOf = new Map(records.map((r) => [r.id, r.categoryId]));
  const daily = records
    .map((r) => r.id)
    .filter((id) => limits.some((l) => l.kind === 'daily' && l.productId === id));
  const since = romeInstant(romeDateIso(deps.clock.now()), '00:00');
  const orderedToday = daily.length
    ? await deps.orders.orderedSince(trx, tenantId, userId, daily, since)
    : new Map<number, number>();
  return { limits, categoryOf, parentOf, orderedToday };
}

/** spec §5 limits per product group and per day, on top of the per-product rules of checkQuantity. */
export function applyLimits(
  rule: QuantityRule,
  productId: number,
  target: number,
  otherLines: { productId: number; quantity: number }[],
  context: LimitContext,
): { quantity: number; warning?: string } {
  let quantity = target;
  let warning: string | undefined;
  const chain = ancestorsOf(context.categoryOf.get(productId), context.parentOf);
  for (const limit of context.limits) {
    if (limit.kind === 'group' && limit.categoryId !== null && chain.includes(limit.categoryId)) {
      const others = otherLines
        .filter((l) =>
          ancestorsOf(context.categoryOf.get(l.productId), context.parentOf).includes(limit.categoryId!),
        )
        .reduce((sum, l) => sum + l.quantity, 0);
      const allowed = limit.maxQuantity - others;
      if (quantity > allowed + 1e-9) {
        quantity = capTo(rule, allowed);
        warning = PRODUCT_GROUP_LIMIT_MESSAGE.replace('{count}', String(limit.maxQuantity))
          .replace('{unit}', rule.unit)
          .replace('{group}', limit.name);
      }
    }
    if (limit.kind === 'daily' && limit.productId === productId) {
      const others = otherLines.filter((l) => l.productId === productId).reduce((s, l) => s + l.quantity, 0);
      const allowed = limit.maxQuantity - (context.orderedToday.get(productId) ?? 0) - others;
      if (quantity > allowed + 1e-9) {
        quantity = capTo(rule, allowed);
        warning = DAILY_MAX_EXCEEDED_MESSAGE;
      }
    }
  }
  if (quantity <= 0 && target > 0 && warning) throw new DomainError('PURCHASE_LIMIT', warning);
  return warning ? { quantity, warning } : { quantity };
}
