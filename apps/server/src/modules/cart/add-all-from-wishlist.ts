import type { Actor } from '../../lib/actor.js';
import { addCartLines } from './add-cart-lines.js';
import { productsAddedMessage } from './added-message.js';
import type { CartAnswer, CartDeps, ViewOptions } from './cart-deps.js';
import { cartAnswer } from './cart-view.js';
import { mutateCart } from './mutate-cart.js';

/** Adds the items of one of the shopper's lists, skipping what cannot be added. */
export async function addAllFromWishlist(
  deps: CartDeps,
  actor: Actor,
  listId: number,
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  const list = await deps.wishlists.view(actor, { listId });
  const result = await mutateCart(deps, tenantId, userId, (trx, cartId, now, reference) =>
    addCartLines(
      deps,
      trx,
      { tenantId, userId, cartId, now, reference },
      list.wishlistItems.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      true,
    ),
  );
  return cartAnswer(deps, actor, options, {
    infos: result.added ? [productsAddedMessage(result.added, `dalla lista ${list.name}`)] : [],
    warnings: result.warnings,
  });
}
