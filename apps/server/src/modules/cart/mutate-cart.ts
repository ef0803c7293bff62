import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { CartDeps } from './cart-deps.js';
import type { CartReference } from './cart-reference.js';
import * as repo from './cart.repository.js';

/** Runs a change of the user's current cart under its row lock; a cart locked for payment reopens. */
export async function mutateCart<T>(
  deps: CartDeps,
  tenantId: string,
  userId: number,
  work: (trx: Db, cartId: number, now: number, reference: CartReference) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  // Read before the transaction: on SQLite its one connection is the transaction's until it ends.
  const reference = await deps.referenceOf(tenantId);
  return writeTransaction(
    deps.db,
    async (trx) => {
      const cart = await deps.cartAccess.lockCurrent(trx, tenantId, userId, now);
      // A change after /checkout/prepare invalidates it: the shopper prepares again.
      if (cart.status === CART_STATUS.LOCKED) await repo.setCartStatus(trx, cart.id, CART_STATUS.OPEN, now);
      return work(trx, cart.id, now, reference);
    },
    // An open cart's lines may go back a few changes after a power cut (write-transaction.ts); the
    // checkout copies them into the order in a durable transaction.
    { durable: false },
  );
}
