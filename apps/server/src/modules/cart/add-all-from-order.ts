import type { Actor } from '../../lib/actor.js';
import { NotFoundError } from '../../lib/domain-error.js';
import { addCartLines } from './add-cart-lines.js';
import { productsAddedMessage } from './added-message.js';
import type { CartAnswer, CartDeps, ViewOptions } from './cart-deps.js';
import { cartAnswer } from './cart-view.js';
import { mutateCart } from './mutate-cart.js';

/** Adds the lines of one of the shopper's orders, skipping what cannot be added. */
export async function addAllFromOrder(
  deps: CartDeps,
  actor: Actor,
  orderId: number,
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  const lines = await deps.orders.orderLines(actor, orderId);
  if (!lines) throw new NotFoundError("L'ordine non esiste.");
  const result = await mutateCart(deps, tenantId, userId, (trx, cartId, now, reference) =>
    addCartLines(deps, trx, { tenantId, userId, cartId, now, reference }, lines, true),
  );
  return cartAnswer(deps, actor, options, {
    infos: result.added ? [productsAddedMessage(result.added, `dall'ordine ${orderId}`)] : [],
    warnings: result.warnings,
  });
}
