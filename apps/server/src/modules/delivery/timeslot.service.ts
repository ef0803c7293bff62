import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import type { ErrorCode } from '@spesa/shared/common/error-codes';
import { centsToEuro } from '@spesa/shared/common/money';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import {
  ADDRESS_REQUIRED_MESSAGE,
  TIMESLOT_CHANGE_REFUSED_MESSAGE,
  TIMESLOT_CLOSED_MESSAGE,
  TIMESLOT_DAYS,
  TIMESLOT_FULL_MESSAGE,
  TIMESLOT_NOT_FOUND_MESSAGE,
  type Timeslot,
  type TimeslotDay,
  type TimeslotListData,
  type TimeslotStatus,
} from '@spesa/shared/delivery/timeslot.contract';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays } from '../../lib/italy/rome-time.js';
import { calendarSlots, upcomingDates } from '../../lib/timeslot-calendar.js';
import type { CartAccessService } from '../cart/cart-access.service.js';
import { feeCentsOf, type CartDeliveryService } from './cart-delivery.service.js';
import { moveBookingToCart, releaseCartHold } from './cart-hold.js';
import * as repo from './timeslot.repository.js';
import * as zones from './zone.repository.js';

export interface ConfirmedTimeslot {
  timeslotId: number;
  date: string;
  beginTime: string;
  endTime: string;
  warehouseId: number;
  deliveryServiceId: number;
}

export interface TimeslotService {
  list(actor: Actor, options: { showClosed: boolean }): Promise<TimeslotListData>;
  select(actor: Actor, choice: { date: string; timeslotId: number }): Promise<CartDelivery>;
  /** Extends the user's held place while they are active (cart calls call it too). True when one is held. */
  renewHold(actor: Actor): Promise<boolean>;
  /**
   * For the checkout, inside its transaction (on SQLite one started by writeTransaction): turns the cart's
   * hold into a booking, or books the cart's slot again if its hold lapsed and a place is left.
   */
  confirmHold(trx: Db, tenantId: string, cartId: number): Promise<ConfirmedTimeslot>;
  /** For a cancelled order, inside the caller's transaction: gives its place back. */
  releaseBooking(trx: Db, tenantId: string, cartId: number): Promise<boolean>;
  /** Inside the caller's transaction, under the cart's row lock: gives a held place back, a booked one stays. */
  releaseCartHold(trx: Db, cartId: number): Promise<boolean>;
  /** Inside the caller's transaction: one cart's booked place becomes another cart's hold (an order modified). */
  moveBookingToCart(
    trx: Db,
    move: {
      tenantId: string;
      userId: number;
      fromCartId: number;
      toCartId: number;
      now: number;
      expiresAt: number;
    },
  ): Promise<void>;
}

/** Share of the capacity left under which a slot shows as almost full ('intermediate'). */
const ALMOST_FULL_SHARE = 0.25;

export function statusOf(capacity: number, taken: number): TimeslotStatus {
  const left = capacity - taken;
  if (left <= 0) return 'full';
  return left <= capacity * ALMOST_FULL_SHARE ? 'intermediate' : 'empty';
}

type Outcome = { refused: DomainError } | undefined;

const refuse = (code: ErrorCode, message: string): Outcome => ({ refused: new DomainError(code, message) });

/** Days that passed since the seed are topped up here, idempotently, for the days to come. */
export async function ensureCalendar(
  db: Db,
  owner: { tenantId: string; warehouseId: number; deliveryServiceId: number },
  dates: readonly string[],
): Promise<void> {
  const existing = new Set(
    await repo.listTimeslotDates(db, { ...owner, fromDate: dates[0]!, toDate: dates[dates.length - 1]! }),
  );
  const missing = dates.filter((d) => !existing.has(d));
  if (missing.length === 0) return;
  const feeOf = await lastWeekFees(db, owner, missing);
  await repo.insertTimeslots(
    db,
    owner,
    missing.flatMap((date) =>
      calendarSlots(date, owner.deliveryServiceId).map((slot) => ({
        ...slot,
        deliveryFeeCents: feeOf(date, slot.beginTime),
      })),
    ),
  );
}

/**
 * README "Delivery fee by slot": a new day's slot opens at the fee its slot had a week before (the same weekday
 * and time), so the store's prices carry on from week to week; none found, the zone's (null).
 */
async function lastWeekFees(
  db: Db,
  owner: { tenantId: string; warehouseId: number; deliveryServiceId: number },
  dates: readonly string[],
): Promise<(date: string, beginTime: string) => number | null> {
  const weekBefore = (date: string) => addDays(date, -7);
  const before = await repo.listTimeslots(db, {
    ...owner,
    fromDate: weekBefore(dates[0]!),
    toDate: weekBefore(dates[dates.length - 1]!),
    now: 0,
  });
  const fees = new Map(before.map((slot) => [`${slot.date} ${slot.beginTime}`, slot.deliveryFeeCents]));
  return (date, beginTime) => fees.get(`${weekBefore(date)} ${beginTime}`) ?? null;
}

export function createTimeslotService(deps: {
  db: Db;
  clock: Clock;
  holdMs: number;
  carts: CartDeliveryService;
  cartAccess: CartAccessService;
}): TimeslotService {
  const { db, clock, holdMs, cartAccess: carts } = deps;

  async function renewHold({ tenantId, userId }: Actor): Promise<boolean> {
    const now = clock.now();
    const renewed = await writeTransaction(db, (trx) =>
      repo.extendUserHolds(trx, tenantId, userId, now + holdMs),
    );
    return renewed > 0;
  }

  return {
    renewHold,

    async list(actor, { showClosed }) {
      const { tenantId, userId } = actor;
      const now = clock.now();
      const cart = await carts.findCurrent(db, tenantId, userId);
      if (!cart || cart.warehouseId === null || cart.deliveryServiceId === null) {
        throw new DomainError('ADDRESS_REQUIRED', ADDRESS_REQUIRED_MESSAGE);
      }
      const owner = { tenantId, warehouseId: cart.warehouseId, deliveryServiceId: cart.deliveryServiceId };
      const dates = upcomingDates(now, TIMESLOT_DAYS);
      await Promise.all([ensureCalendar(db, owner, dates), renewHold(actor)]);
      const [slots, held, zone] = await Promise.all([
        repo.listTimeslots(db, { ...owner, fromDate: dates[0]!, toDate: dates[dates.length - 1]!, now }),
        repo.findHold(db, cart.id),
        cart.zoneId === null ? undefined : zones.findZone(db, tenantId, cart.zoneId),
      ]);
      // README "Delivery fee by slot": the cart's rule, below any free-delivery threshold; no zone, no fee.
      const feeOf = (slot: repo.TimeslotRecord) =>
        zone ? centsToEuro(feeCentsOf(zone, 0, slot.deliveryFeeCents)) : 0;
      const byDate = new Map<string, Timeslot[]>();
      for (const slot of slots) {
        const bookable = slot.active && slot.cutoffAt > now;
        if (!bookable && !showClosed) continue;
        const day = byDate.get(slot.date) ?? [];
        day.push({
          timeslotId: slot.id,
          beginTime: slot.beginTime,
          endTime: slot.endTime,
          name: `${slot.beginTime} - ${slot.endTime}`,
          active: bookable ? 1 : 0,
          status: statusOf(slot.capacity, slot.booked - slot.expiredHolds),
          selected: held?.timeslotId === slot.id,
          deliveryFee: feeOf(slot),
        });
        byDate.set(slot.date, day);
      }
      // spec §5: days without any slot to show are dropped.
      const days: TimeslotDay[] = dates
        .filter((date) => byDate.has(date))
        .map((date) => {
          const timeslots = byDate.get(date)!;
          return { dateIso: date, timeslots, selected: timeslots.some((t) => t.selected) };
        });
      return { deliveryServiceId: owner.deliveryServiceId, warehouseId: owner.warehouseId, days };
    },

    async select(actor, { date, timeslotId }) {
      const { tenantId, userId } = actor;
      const now = clock.now();
      const outcome = await writeTransaction(db, async (trx): Promise<Outcome> => {
        const cart = await carts.lockCurrent(trx, tenantId, userId, now);
        // spec §4: nor while the cart modifies an order, which keeps its slot ('Modifica ordine').
        if (cart.status === CART_STATUS.LOCKED || cart.editingOrderId !== null) {
          return refuse('CART_LOCKED', TIMESLOT_CHANGE_REFUSED_MESSAGE);
        }
        if (cart.warehouseId === null || cart.deliveryServiceId === null) {
          return refuse('ADDRESS_REQUIRED', ADDRESS_REQUIRED_MESSAGE);
        }
        const slot = await repo.findTimeslot(trx, tenantId, timeslotId);
        if (
          !slot ||
          slot.warehouseId !== cart.warehouseId ||
          slot.deliveryServiceId !== cart.deliveryServiceId ||
          slot.date !== date
        ) {
          return { refused: new NotFoundError(TIMESLOT_NOT_FOUND_MESSAGE) };
        }
        const before = await repo.findHold(trx, cart.id);
        await repo.lockTimeslots(trx, before ? [slot.id, before.timeslotId] : [slot.id]);
        // Read again under the slot locks: a sweep may have taken the hold away meanwhile.
        const hold = before && (await repo.findHold(trx, cart.id));
        if (hold && hold.status !== repo.HOLD_STATUS.HELD) {
          return refuse('TIMESLOT_BOOKED', TIMESLOT_CHANGE_REFUSED_MESSAGE);
        }
        if (hold?.timeslotId === slot.id) {
          await repo.extendHold(trx, hold.id, now + holdMs);
          await carts.setTimeslot(trx, cart.id, { timeslotId: slot.id, date: slot.date }, now);
          return undefined;
        }
        if (!slot.active || slot.cutoffAt <= now) return refuse('TIMESLOT_CLOSED', TIMESLOT_CLOSED_MESSAGE);
        await repo.releasePlaces(trx, slot.id, await repo.deleteExpiredHolds(trx, slot.id, now));
        if (!(await repo.takePlace(trx, tenantId, slot.id, now))) {
          return refuse('TIMESLOT_FULL', TIMESLOT_FULL_MESSAGE);
        }
        if (hold && (await repo.deleteHold(trx, hold.id))) await repo.releasePlaces(trx, hold.timeslotId, 1);
        await repo.insertHold(trx, {
          tenantId,
          cartId: cart.id,
          userId,
          timeslotId: slot.id,
          status: repo.HOLD_STATUS.HELD,
          now,
          expiresAt: now + holdMs,
        });
        await carts.setTimeslot(trx, cart.id, { timeslotId: slot.id, date: slot.date }, now);
        return undefined;
      });
      if (outcome) throw outcome.refused;
      return deps.carts.view(actor);
    },

    async confirmHold(trx, tenantId, cartId) {
      const now = clock.now();
      const cart = await carts.find(trx, tenantId, cartId, { lock: true });
      if (!cart) throw new NotFoundError();
      const before = await repo.findHold(trx, cartId);
      const timeslotId = before?.timeslotId ?? cart.timeslotId;
      if (timeslotId === null) throw new DomainError('TIMESLOT_REQUIRED', TIMESLOT_CHANGE_REFUSED_MESSAGE);
      await repo.lockTimeslots(trx, [timeslotId]);
      const slot = await repo.findTimeslot(trx, tenantId, timeslotId);
      if (!slot) throw new NotFoundError(TIMESLOT_NOT_FOUND_MESSAGE);
      const confirmed: ConfirmedTimeslot = {
        timeslotId: slot.id,
        date: slot.date,
        beginTime: slot.beginTime,
        endTime: slot.endTime,
        warehouseId: slot.warehouseId,
        deliveryServiceId: slot.deliveryServiceId,
      };
      const hold = before && (await repo.findHold(trx, cartId));
      if (hold?.status === repo.HOLD_STATUS.BOOKED) return confirmed;
      if (!slot.active || slot.cutoffAt <= now) {
        throw new DomainError('TIMESLOT_CLOSED', TIMESLOT_CLOSED_MESSAGE);
      }
      if (hold && (await repo.bookHold(trx, hold.id))) return confirmed;
      await repo.releasePlaces(trx, slot.id, await repo.deleteExpiredHolds(trx, slot.id, now));
      if (!(await repo.takePlace(trx, tenantId, slot.id, now))) {
        throw new DomainError('TIMESLOT_FULL', TIMESLOT_FULL_MESSAGE);
      }
      await repo.insertHold(trx, {
        tenantId,
        cartId,
        userId: cart.userId,
        timeslotId: slot.id,
        status: repo.HOLD_STATUS.BOOKED,
        now,
        expiresAt: null,
      });
      return confirmed;
    },

    async releaseBooking(trx, tenantId, cartId) {
      const cart = await carts.find(trx, tenantId, cartId, { lock: true });
      const before = cart && (await repo.findHold(trx, cartId));
      if (!before) return false;
      await repo.lockTimeslots(trx, [before.timeslotId]);
      const hold = await repo.findHold(trx, cartId);
      if (!hold || !(await repo.deleteHold(trx, hold.id))) return false;
      await repo.releasePlaces(trx, hold.timeslotId, 1);
      return true;
    },

    releaseCartHold,
    moveBookingToCart,
  };
}
