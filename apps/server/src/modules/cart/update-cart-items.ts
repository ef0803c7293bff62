import { CART_ITEM_NOT_FOUND_MESSAGE, PRODUCT_NOT_AVAILABLE_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { quantityRule } from '@spesa/shared/rules/quantity';
import type { Actor } from '../../lib/actor.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { toApiProduct } from '../catalogue/product-mapper.js';
import { productsByIds, type CartAnswer, type CartDeps, type ViewOptions } from './cart-deps.js';
import { checkPieces, checkQuantity } from './cart-quantity.js';
import { cartAnswer } from './cart-view.js';
import * as repo from './cart.repository.js';
import { mutateCart } from './mutate-cart.js';
import { applyLimits, limitContext } from './purchase-limits.js';

/**
 * Sets the quantity of lines, or the pieces of a product sold by weight (spec §3 WEIGHT_SELLING_SINGLE_UNIT;
 * a quantity sets it back to weight); a line brought to zero by its limits goes away.
 */
export async function updateCartItems(
  deps: CartDeps,
  actor: Actor,
  items: { itemId: number; quantity: number; pieces?: number | undefined }[],
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  const warnings = await mutateCart(deps, tenantId, userId, async (trx, cartId, now, reference) => {
    const found: string[] = [];
    const lines = await repo.listItems(trx, cartId);
    const records = await productsByIds(
      deps,
      trx,
      tenantId,
      lines.map((l) => l.productId),
    );
    const context = await limitContext(deps, trx, tenantId, userId, records, reference);
    for (const change of items) {
      const line = lines.find((l) => l.id === change.itemId);
      if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND_MESSAGE);
      const record = records.find((r) => r.id === line.productId);
      if (!record) throw new DomainError('PRODUCT_NOT_AVAILABLE', PRODUCT_NOT_AVAILABLE_MESSAGE);
      const product = toApiProduct(record, { warehouseId: 0, categoriesById: new Map() });
      const rule = quantityRule(product);
      const checked =
        change.pieces !== undefined
          ? checkPieces(product, change.pieces)
          : { ...checkQuantity(rule, change.quantity), pieces: null };
      const limited = applyLimits(
        rule,
        line.productId,
        checked.quantity,
        lines.filter((l) => l !== line),
        context,
      );
      for (const w of [checked.warning, limited.warning]) if (w && !found.includes(w)) found.push(w);
      if (limited.quantity <= 0) {
        await repo.deleteItems(trx, cartId, [line.id]);
        lines.splice(lines.indexOf(line), 1);
      } else {
        await repo.updateItem(
          trx,
          cartId,
          line.id,
          { quantity: limited.quantity, pieces: checked.pieces },
          now,
        );
        line.quantity = limited.quantity;
      }
    }
    return found;
  });
  return cartAnswer(deps, actor, options, { warnings });
}
