import type { Actor } from '../../lib/actor.js';
import type { CartAnswer, CartDeps, ViewOptions } from './cart-deps.js';
import { cartAnswer } from './cart-view.js';
import * as repo from './cart.repository.js';
import { mutateCart } from './mutate-cart.js';

/** Removes the lines named by item or by product; no items empties the cart. */
export async function removeCartItems(
  deps: CartDeps,
  actor: Actor,
  items: { itemId?: number | undefined; productId?: number | undefined }[] | undefined,
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  await mutateCart(deps, tenantId, userId, async (trx, cartId) => {
    if (!items || items.length === 0) {
      await repo.deleteItems(trx, cartId);
      return;
    }
    const lines = await repo.listItems(trx, cartId);
    const ids = lines
      .filter((l) =>
        items.some((i) => (i.itemId !== undefined ? i.itemId === l.id : i.productId === l.productId)),
      )
      .map((l) => l.id);
    await repo.deleteItems(trx, cartId, ids);
  });
  return cartAnswer(deps, actor, options);
}
