import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { addCartLines } from './add-cart-lines.js';
import type { CartDeps } from './cart-deps.js';
import * as repo from './cart.repository.js';
import { mutateCart } from './mutate-cart.js';

/** Moves another owner's cart lines into the actor's by the rules of an add; `afterMerge` runs inside. */
export async function mergeCart(
  deps: CartDeps,
  actor: Actor,
  fromUserId: number,
  afterMerge: (trx: Db) => Promise<void>,
): Promise<{ warnings: string[] }> {
  const { tenantId, userId } = actor;
  return mutateCart(deps, tenantId, userId, async (trx, cartId, now, reference) => {
    const fromCartId = await repo.findCurrentCartId(trx, tenantId, fromUserId);
    const lines = fromCartId === undefined ? [] : await repo.listItems(trx, fromCartId);
    const { warnings } = await addCartLines(
      deps,
      trx,
      { tenantId, userId, cartId, now, reference },
      lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        params: l.params,
        useWpid: l.useWpid ?? undefined,
        acceptAlternatives: String(l.acceptAlternatives),
        customWeight: l.customWeight === null ? undefined : String(l.customWeight),
        ...(l.pieces !== null ? { pieces: l.pieces } : {}),
        userNotes: l.userNotes,
      })),
      true,
    );
    await afterMerge(trx);
    return { warnings };
  });
}
