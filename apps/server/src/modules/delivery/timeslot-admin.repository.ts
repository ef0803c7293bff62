import type { Db } from '../../db/database.js';
import { HOLD_STATUS } from './timeslot.repository.js';

export interface SlotBoardRecord {
  id: number;
  date: string;
  beginTime: string;
  endTime: string;
  beginAt: number;
  cutoffAt: number;
  capacity: number;
  bookings: number;
  holds: number;
  calendarOpen: boolean;
  closed: boolean;
  deliveryFeeCents: number | null;
}

interface DayOwner {
  tenantId: string;
  warehouseId: number;
  deliveryServiceId: number;
  date: string;
}

/** README "Back-office", Slots: one day's slots with their orders' bookings and the holds live at `now`. */
export async function listSlotBoard(db: Db, owner: DayOwner & { now: number }): Promise<SlotBoardRecord[]> {
  const rows = await db
    .selectFrom('timeslots as t')
    .select((eb) => {
      const holds = (live: boolean) =>
        eb
          .selectFrom('timeslot_holds as h')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('h.timeslot_id', '=', 't.id')
          .where('h.status', '=', HOLD_STATUS.HELD)
          .where('h.expires_at', live ? '>' : '<=', owner.now);
      return [
        't.id',
        't.slot_date',
        't.begin_time',
        't.end_time',
        't.begin_at',
        't.cutoff_at',
        't.capacity',
        't.active',
        't.closed',
        't.booked',
        't.delivery_fee_cents',
        holds(true).as('live_holds'),
        holds(false).as('expired_holds'),
      ];
    })
    .where('t.tenant_id', '=', owner.tenantId)
    .where('t.warehouse_id', '=', owner.warehouseId)
    .where('t.delivery_service_id', '=', owner.deliveryServiceId)
    .where('t.slot_date', '=', owner.date)
    .orderBy('t.begin_time')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.slot_date,
    beginTime: r.begin_time,
    endTime: r.end_time,
    beginAt: Number(r.begin_at),
    cutoffAt: Number(r.cutoff_at),
    capacity: r.capacity,
    // `booked` counts every place taken: the orders', the live holds' and the expired holds not swept yet.
    bookings: r.booked - Number(r.live_holds ?? 0) - Number(r.expired_holds ?? 0),
    holds: Number(r.live_holds ?? 0),
    calendarOpen: r.active === 1,
    closed: r.closed === 1,
    deliveryFeeCents: r.delivery_fee_cents === null ? null : Number(r.delivery_fee_cents),
  }));
}

/** The capacity, if no fewer places than are taken (holds and bookings): the check is the guard. */
export async function setCapacity(
  db: Db,
  tenantId: string,
  timeslotId: number,
  capacity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('timeslots')
    .set({ capacity })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', timeslotId)
    .where('booked', '<=', capacity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setClosed(
  db: Db,
  tenantId: string,
  timeslotId: number,
  closed: boolean,
): Promise<void> {
  await db
    .updateTable('timeslots')
    .set({ closed: closed ? 1 : 0 })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', timeslotId)
    .execute();
}

/** Closes or reopens every slot of the day; answers how many. */
export async function setDayClosed(db: Db, owner: DayOwner, closed: boolean): Promise<number> {
  const result = await db
    .updateTable('timeslots')
    .set({ closed: closed ? 1 : 0 })
    .where('tenant_id', '=', owner.tenantId)
    .where('warehouse_id', '=', owner.warehouseId)
    .where('delivery_service_id', '=', owner.deliveryServiceId)
    .where('slot_date', '=', owner.date)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The slot stops taking bookings `minutes` before it begins. */
export async function setCutoff(
  db: Db,
  tenantId: string,
  timeslotId: number,
  minutes: number,
): Promise<void> {
  await db
    .updateTable('timeslots')
    .set((eb) => ({ cutoff_at: eb('begin_at', '-', minutes * 60_000) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', timeslotId)
    .execute();
}

/** README "Delivery fee by slot": the slot's own delivery fee, or null for its zone's. */
export async function setDeliveryFee(
  db: Db,
  tenantId: string,
  timeslotId: number,
  feeCents: number | null,
): Promise<void> {
  await db
    .updateTable('timeslots')
    .set({ delivery_fee_cents: feeCents })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', timeslotId)
    .execute();
}
