import type { Db } from '../../db/database.js';
import * as timeslots from './timeslot.repository.js';

/**
 * Gives the cart's held place back; a booked one stays. True when the cart holds nothing any more. Runs
 * under the cart's row lock, then takes the slot lock, then reads the hold again: the order every writer
 * of a cart's delivery follows, so no deadlock.
 */
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

/** The booked place of one cart moves to another as a hold: the slot is kept, capacity unchanged. */
export async function moveBookingToCart(
  trx: Db,
  move: {
    tenantId: string;
    userId: number;
    fromCartId: number;
    toCartId: number;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  const booking = await timeslots.findHold(trx, move.fromCartId);
  if (!booking) return;
  await timeslots.deleteHold(trx, booking.id);
  await timeslots.insertHold(trx, {
    tenantId: move.tenantId,
    cartId: move.toCartId,
    userId: move.userId,
    timeslotId: booking.timeslotId,
    status: timeslots.HOLD_STATUS.HELD,
    now: move.now,
    expiresAt: move.expiresAt,
  });
}
