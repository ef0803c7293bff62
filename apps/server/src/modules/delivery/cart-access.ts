import type { Db } from '../../db/database.js';
import * as carts from './cart.repository.js';
import * as timeslots from './timeslot.repository.js';

/**
 * The user's current cart with its row lock held, created when they have none. Every write to a cart's
 * delivery takes this lock first, then slot locks, then hold rows: one order for all, so no deadlock.
 */
export async function lockCurrentCart(
  trx: Db,
  tenantId: string,
  userId: number,
  now: number,
): Promise<carts.CartRecord> {
  const existing = await carts.findCurrentCart(trx, tenantId, userId, { lock: true });
  if (existing) return existing;
  await carts.insertOpenCart(trx, tenantId, userId, now);
  const created = await carts.findCurrentCart(trx, tenantId, userId, { lock: true });
  if (!created) throw new Error('The cart just created is missing');
  return created;
}

/** Gives the cart's held place back; a booked one stays. True when the cart holds nothing any more. */
export async function releaseCartHold(trx: Db, cartId: number): Promise<boolean> {
  const before = await timeslots.findHold(trx, cartId);
  if (!before) return true;
  await timeslots.lockTimeslots(trx, [before.timeslotId]);
  const hold = await timeslots.findHold(trx, cartId);
  if (!hold) return true;
  if (hold.status !== timeslots.HOLD_STATUS.HELD) return false;
  if (await timeslots.deleteHold(trx, hold.id)) await timeslots.releasePlaces(trx, hold.timeslotId, 1);
  return true;
}
