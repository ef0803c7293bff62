import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import * as modification from './cart-modification.repository.js';
import * as repo from './cart.repository.js';

/** How a modification ends: confirmed into the order, or given up ('Annulla modifiche', the cut-off). */
export type ModificationEnd = 'confirmed' | 'given-up';

const SWEEP_BATCH = 100;

/**
 * spec §4 'Modifica ordine': opens an empty cart that modifies the order until `until`, the shopper's own cart
 * set aside meanwhile. A modification already open (of this order or another) is given up first.
 */
export async function startModification(
  trx: Db,
  p: { tenantId: string; userId: number; orderId: number; orderNumber: number; until: number; now: number },
): Promise<number> {
  await endModification(trx, p.tenantId, p.userId, 'given-up', p.now);
  await modification.setAsideCurrentCarts(trx, p.tenantId, p.userId, p.now);
  return modification.insertEditingCart(trx, p);
}

/**
 * Ends the user's open modification, if any: its cart is closed and the cart set aside comes back as it was.
 * Answers the cart that modified the order and the order's id.
 */
export async function endModification(
  trx: Db,
  tenantId: string,
  userId: number,
  end: ModificationEnd,
  now: number,
): Promise<{ cartId: number; orderId: number } | undefined> {
  const cart = await repo.findCurrentCart(trx, tenantId, userId, { lock: true });
  if (!cart || cart.editingOrderId === null) return undefined;
  const status = end === 'confirmed' ? CART_STATUS.ORDERED : CART_STATUS.DISCARDED;
  await modification.closeEditingCart(trx, cart.id, status, now);
  await modification.restoreSetAsideCarts(trx, tenantId, userId, now);
  return { cartId: cart.id, orderId: cart.editingOrderId };
}

/**
 * The order can no longer be modified (cancelled, or taken in charge by the store): a modification of it still
 * open is given up, so the shopper's cart comes back. Answers whether one was.
 */
export async function endModificationOfOrder(
  trx: Db,
  p: { tenantId: string; userId: number; orderId: number; now: number },
): Promise<boolean> {
  const cart = await repo.findCurrentCart(trx, p.tenantId, p.userId, { lock: true });
  if (cart?.editingOrderId !== p.orderId) return false;
  await endModification(trx, p.tenantId, p.userId, 'given-up', p.now);
  return true;
}

/** Lazily at read time: a modification past its cut-off is given up (the order stays as confirmed). */
export async function expireModification(
  trx: Db,
  tenantId: string,
  userId: number,
  cart: repo.CartRecord,
  now: number,
): Promise<boolean> {
  if (cart.editingUntil === null || cart.editingUntil > now) return false;
  await endModification(trx, tenantId, userId, 'given-up', now);
  return true;
}

/** The periodic sweep: gives up the modifications past their cut-off. Answers how many. */
export async function sweepExpiredModifications(db: Db, now: number): Promise<number> {
  let count = 0;
  for (const { tenantId, userId } of await modification.listExpiredEditing(db, now, SWEEP_BATCH)) {
    const ended = await writeTransaction(db, async (trx) => {
      const cart = await repo.findCurrentCart(trx, tenantId, userId, { lock: true });
      return cart ? expireModification(trx, tenantId, userId, cart, now) : false;
    });
    if (ended) count += 1;
  }
  return count;
}
