import {
  SLOT_CAPACITY_BELOW_BOOKINGS_MESSAGE,
  SLOT_NOT_FOUND_MESSAGE,
  type SlotBoardQuery,
  type SlotBoardRow,
  type SlotCapacityBody,
  type SlotClosedBody,
  type SlotCutoffBody,
  type SlotDayClosedBody,
  type SlotFeeBody,
} from '@spesa/shared/admin/slots.contract';
import { centsToEuro, euroToCents } from '@spesa/shared/common/money';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays, romeDateIso } from '../../lib/italy/rome-time.js';
import * as admin from './timeslot-admin.repository.js';
import * as repo from './timeslot.repository.js';
import { ensureCalendar } from './timeslot.service.js';

/** How far ahead the store may shape its calendar (README "Back-office", Slots). */
export const SLOT_PLANNING_DAYS = 60;

/**
 * README "Back-office", Slots: what the store manager and the chain admin do with the slots. The shopper's
 * own calls read the same rows, so a change shows to them at the next call.
 */
export interface TimeslotAdminService {
  /** The store (warehouse) a slot of the chain belongs to; NotFoundError for anything else. */
  storeOf(tenantId: string, timeslotId: number): Promise<number>;
  board(tenantId: string, query: SlotBoardQuery): Promise<SlotBoardRow[]>;
  setCapacity(tenantId: string, body: SlotCapacityBody): Promise<SlotBoardRow>;
  setClosed(tenantId: string, body: SlotClosedBody): Promise<SlotBoardRow>;
  /** Answers the day's slots as they are now. */
  setDayClosed(tenantId: string, body: SlotDayClosedBody): Promise<SlotBoardRow[]>;
  setCutoff(tenantId: string, body: SlotCutoffBody): Promise<SlotBoardRow>;
  /** README "Delivery fee by slot": the slot's own fee, or none (null) to charge its zone's. */
  setDeliveryFee(tenantId: string, body: SlotFeeBody): Promise<SlotBoardRow>;
}

function toRow(r: admin.SlotBoardRecord): SlotBoardRow {
  return {
    timeslotId: r.id,
    date: r.date,
    beginTime: r.beginTime,
    endTime: r.endTime,
    capacity: r.capacity,
    bookings: r.bookings,
    holds: r.holds,
    free: Math.max(0, r.capacity - r.bookings - r.holds),
    cutoffAt: r.cutoffAt,
    cutoffMinutes: Math.round((r.beginAt - r.cutoffAt) / 60_000),
    calendarOpen: r.calendarOpen,
    closed: r.closed,
    deliveryFee: r.deliveryFeeCents === null ? null : centsToEuro(r.deliveryFeeCents),
  };
}

export function createTimeslotAdminService(deps: { db: Db; clock: Clock }): TimeslotAdminService {
  const { db, clock } = deps;

  async function slotOf(tenantId: string, timeslotId: number): Promise<repo.TimeslotRecord> {
    const slot = await repo.findTimeslot(db, tenantId, timeslotId);
    if (!slot) throw new NotFoundError(SLOT_NOT_FOUND_MESSAGE);
    return slot;
  }

  /** The day's slots, the calendar's days from today on created first, as the shopper's list does. */
  async function day(
    owner: { tenantId: string; warehouseId: number; deliveryServiceId: number },
    date: string,
  ) {
    const now = clock.now();
    const today = romeDateIso(now);
    if (date < today || date > addDays(today, SLOT_PLANNING_DAYS)) {
      throw new DomainError(
        'VALIDATION',
        `Puoi gestire le fasce orarie da oggi a ${SLOT_PLANNING_DAYS} giorni.`,
        400,
        400,
      );
    }
    await ensureCalendar(db, owner, [date]);
    return (await admin.listSlotBoard(db, { ...owner, date, now })).map(toRow);
  }

  async function rowOf(tenantId: string, timeslotId: number): Promise<SlotBoardRow> {
    const slot = await slotOf(tenantId, timeslotId);
    const rows = await admin.listSlotBoard(db, { ...slot, tenantId, now: clock.now() });
    return toRow(rows.find((r) => r.id === timeslotId)!);
  }

  return {
    async storeOf(tenantId, timeslotId) {
      return (await slotOf(tenantId, timeslotId)).warehouseId;
    },

    board(tenantId, query) {
      const owner = { tenantId, warehouseId: query.store_id, deliveryServiceId: query.delivery_service_id };
      return day(owner, query.date);
    },

    async setCapacity(tenantId, { timeslotId, capacity }) {
      const now = clock.now();
      const refused = await writeTransaction(db, async (trx) => {
        await repo.lockTimeslots(trx, [timeslotId]);
        // Expired holds keep no place: they are given back before the new capacity is checked.
        await repo.releasePlaces(trx, timeslotId, await repo.deleteExpiredHolds(trx, timeslotId, now));
        if (await admin.setCapacity(trx, tenantId, timeslotId, capacity)) return undefined;
        return (await repo.findTimeslot(trx, tenantId, timeslotId))?.booked;
      });
      if (refused !== undefined) {
        throw new DomainError(
          'SLOT_CAPACITY_BELOW_BOOKINGS',
          SLOT_CAPACITY_BELOW_BOOKINGS_MESSAGE.replace('{count}', String(refused)),
        );
      }
      return rowOf(tenantId, timeslotId);
    },

    async setClosed(tenantId, { timeslotId, closed }) {
      await admin.setClosed(db, tenantId, timeslotId, closed);
      return rowOf(tenantId, timeslotId);
    },

    async setDayClosed(tenantId, body) {
      const owner = { tenantId, warehouseId: body.storeId, deliveryServiceId: body.deliveryServiceId };
      await day(owner, body.date);
      await admin.setDayClosed(db, { ...owner, date: body.date }, body.closed);
      return day(owner, body.date);
    },

    async setCutoff(tenantId, { timeslotId, cutoffMinutes }) {
      await admin.setCutoff(db, tenantId, timeslotId, cutoffMinutes);
      return rowOf(tenantId, timeslotId);
    },

    async setDeliveryFee(tenantId, { timeslotId, deliveryFee }) {
      await admin.setDeliveryFee(
        db,
        tenantId,
        timeslotId,
        deliveryFee === null ? null : euroToCents(deliveryFee),
      );
      return rowOf(tenantId, timeslotId);
    },
  };
}
