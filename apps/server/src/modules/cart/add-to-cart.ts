import type { CartAddRequest } from '@spesa/shared/cart/cart.contract';
import type { Actor } from '../../lib/actor.js';
import { addCartLines } from './add-cart-lines.js';
import type { CartAnswer, CartDeps, ViewOptions } from './cart-deps.js';
import { cartAnswer } from './cart-view.js';
import { mutateCart } from './mutate-cart.js';

export async function addToCart(
  deps: CartDeps,
  actor: Actor,
  body: CartAddRequest,
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  const result = await mutateCart(deps, tenantId, userId, (trx, cartId, now, reference) =>
    addCartLines(
      deps,
      trx,
      { tenantId, userId, cartId, now, reference },
      body.items.map((i) => ({
        productId: i.productId,
        quantity: i.quantity,
        params: i.params,
        useWpid: i.use_wpid,
        acceptAlternatives: i.infos?.accept_alternatives,
        customWeight: i.infos?.custom_weight,
        pieces: i.infos?.pieces,
      })),
      false,
    ),
  );
  return cartAnswer(deps, actor, options, { warnings: result.warnings });
}
