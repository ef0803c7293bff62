import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/write-transaction.js';

export const HOLD_STATUS = { HELD: 0, BOOKED: 1 } as const;

export interface TimeslotRecord {
  id: number;
  warehouseId: number;
  deliveryServiceId: number;
  date: string;
  beginTime: string;
  endTime: string;
  beginAt: number;
  cutoffAt: number;
  capacity: number;
  booked: number;
  /** Open to bookings: open in the calendar and not closed by the store. */
  active: boolean;
  /** Closed by the store (README "Back-office", Slots). */
  closed: boolean;
  /** README "Delivery fee by slot": the slot's own fee; null = its zone's. */
  deliveryFeeCents: number | null;
}

export interface HoldRecord {
  id: number;
  timeslotId: number;
  status: number;
  expiresAt: number | null;
}

export interface NewTimeslot {
  date: string;
  beginTime: string;
  endTime: string;
  beginAt: number;
  cutoffAt: number;
  capacity: number;
  active: boolean;
  /** README "Delivery fee by slot": null or absent, the zone's fee. */
  deliveryFeeCents?: number | null;
}

const COLUMNS = [
  't.id',
  't.warehouse_id',
  't.delivery_service_id',
  't.slot_date',
  't.begin_time',
  't.end_time',
  't.begin_at',
  't.cutoff_at',
  't.capacity',
  't.booked',
  't.active',
  't.closed',
  't.delivery_fee_cents',
] as const;

function toRecord(row: {
  id: number;
  warehouse_id: number;
  delivery_service_id: number;
  slot_date: string;
  begin_time: string;
  end_time: string;
  begin_at: number;
  cutoff_at: number;
  capacity: number;
  booked: number;
  active: number;
  closed: number;
  delivery_fee_cents: number | null;
}): TimeslotRecord {
  return {
    id: row.id,
    warehouseId: row.warehouse_id,
    deliveryServiceId: row.delivery_service_id,
    date: row.slot_date,
    beginTime: row.begin_time,
    endTime: row.end_time,
    beginAt: Number(row.begin_at),
    cutoffAt: Number(row.cutoff_at),
    capacity: row.capacity,
    booked: row.booked,
    // README "Back-office", Slots: a slot the store closed sells no more, like one the calendar keeps shut.
    active: row.active === 1 && row.closed === 0,
    closed: row.closed === 1,
    deliveryFeeCents: row.delivery_fee_cents === null ? null : Number(row.delivery_fee_cents),
  };
}

interface Owner {
  tenantId: string;
  warehouseId: number;
  deliveryServiceId: number;
}

/**
 * The owner's slots between two days, with how many of their counted places belong to holds that have
 * expired but are not swept yet: those places are free to everyone else.
 */
export async function listTimeslots(
  db: Db,
  owner: Owner & { fromDate: string; toDate: string; now: number },
): Promise<(TimeslotRecord & { expiredHolds: number })[]> {
  const rows = await db
    .selectFrom('timeslots as t')
    .select((eb) => [
      ...COLUMNS,
      eb
        .selectFrom('timeslot_holds as h')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('h.timeslot_id', '=', 't.id')
        .where('h.status', '=', HOLD_STATUS.HELD)
        .where('h.expires_at', '<=', owner.now)
        .as('expired_holds'),
    ])
    .where('t.tenant_id', '=', owner.tenantId)
    .where('t.warehouse_id', '=', owner.warehouseId)
    .where('t.delivery_service_id', '=', owner.deliveryServiceId)
    .where('t.slot_date', '>=', owner.fromDate)
    .where('t.slot_date', '<=', owner.toDate)
    .orderBy('t.slot_date')
    .orderBy('t.begin_time')
    .execute();
  return rows.map((row) => ({ ...toRecord(row), expiredHolds: Number(row.expired_holds ?? 0) }));
}

export async function listTimeslotDates(
  db: Db,
  owner: Owner & { fromDate: string; toDate: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('timeslots')
    .select('slot_date')
    .distinct()
    .where('tenant_id', '=', owner.tenantId)
    .where('warehouse_id', '=', owner.warehouseId)
    .where('delivery_service_id', '=', owner.deliveryServiceId)
    .where('slot_date', '>=', owner.fromDate)
    .where('slot_date', '<=', owner.toDate)
    .execute();
  return rows.map((r) => r.slot_date);
}

/** Idempotent: a slot another process created meanwhile is left as it is. */
export async function insertTimeslots(db: Db, owner: Owner, slots: readonly NewTimeslot[]): Promise<void> {
  if (slots.length === 0) return;
  await db
    .insertInto('timeslots')
    .values(
      slots.map((s) => ({
        tenant_id: owner.tenantId,
        warehouse_id: owner.warehouseId,
        delivery_service_id: owner.deliveryServiceId,
        slot_date: s.date,
        begin_time: s.beginTime,
        end_time: s.endTime,
        begin_at: s.beginAt,
        cutoff_at: s.cutoffAt,
        capacity: s.capacity,
        active: s.active ? 1 : 0,
        delivery_fee_cents: s.deliveryFeeCents ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'warehouse_id', 'delivery_service_id', 'slot_date', 'begin_time']).doNothing(),
    )
    .execute();
}

export async function findTimeslot(
  db: Db,
  tenantId: string,
  timeslotId: number,
): Promise<TimeslotRecord | undefined> {
  const row = await db
    .selectFrom('timeslots as t')
    .select(COLUMNS)
    .where('t.tenant_id', '=', tenantId)
    .where('t.id', '=', timeslotId)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Row locks on the slots in ascending id order: every writer takes them so, and none waits in a cycle. */
export async function lockTimeslots(db: Db, timeslotIds: readonly number[]): Promise<void> {
  const ids = [...new Set(timeslotIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await forUpdate(db, db.selectFrom('timeslots').select('id').where('id', 'in', ids).orderBy('id')).execute();
}

/**
 * Takes one place if one is left and the slot still sells. The WHERE is the guard against overbooking:
 * concurrent writers re-check it on the row they update.
 */
export async function takePlace(db: Db, tenantId: string, timeslotId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('timeslots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', timeslotId)
    .where((eb) => eb('booked', '<', eb.ref('capacity')))
    .where('active', '=', 1)
    .where('closed', '=', 0)
    .where('cutoff_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releasePlaces(db: Db, timeslotId: number, places: number): Promise<void> {
  if (places <= 0) return;
  await db
    .updateTable('timeslots')
    .set((eb) => ({ booked: eb('booked', '-', places) }))
    .where('id', '=', timeslotId)
    .where('booked', '>=', places)
    .execute();
}

/**
 * Deletes the slot's expired holds and says how many went. Each deleted row gives back exactly one place:
 * a hold another writer already deleted is not counted again.
 */
export async function deleteExpiredHolds(db: Db, timeslotId: number, now: number): Promise<number> {
  const result = await db
    .deleteFrom('timeslot_holds')
    .where('timeslot_id', '=', timeslotId)
    .where('status', '=', HOLD_STATUS.HELD)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findHold(db: Db, cartId: number): Promise<HoldRecord | undefined> {
  const row = await db
    .selectFrom('timeslot_holds')
    .select(['id', 'timeslot_id', 'status', 'expires_at'])
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      timeslotId: row.timeslot_id,
      status: row.status,
      expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    }
  );
}

/** The cart's held or booked slot, as the cart shows it. */
export async function findCartTimeslot(
  db: Db,
  tenantId: string,
  cartId: number,
): Promise<(TimeslotRecord & { hold: HoldRecord }) | undefined> {
  const row = await db
    .selectFrom('timeslot_holds as h')
    .innerJoin('timeslots as t', 't.id', 'h.timeslot_id')
    .select([...COLUMNS, 'h.id as hold_id', 'h.status as hold_status', 'h.expires_at as hold_expires_at'])
    .where('h.tenant_id', '=', tenantId)
    .where('h.cart_id', '=', cartId)
    .executeTakeFirst();
  return (
    row && {
      ...toRecord(row),
      hold: {
        id: row.hold_id,
        timeslotId: row.id,
        status: row.hold_status,
        expiresAt: row.hold_expires_at === null ? null : Number(row.hold_expires_at),
      },
    }
  );
}

/** True when this call deleted it (and so owes its slot one place back). */
export async function deleteHold(db: Db, holdId: number): Promise<boolean> {
  const result = await db.deleteFrom('timeslot_holds').where('id', '=', holdId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertHold(
  db: Db,
  hold: {
    tenantId: string;
    cartId: number;
    userId: number;
    timeslotId: number;
    status: number;
    now: number;
    expiresAt: number | null;
  },
): Promise<void> {
  await db
    .insertInto('timeslot_holds')
    .values({
      tenant_id: hold.tenantId,
      cart_id: hold.cartId,
      user_id: hold.userId,
      timeslot_id: hold.timeslotId,
      status: hold.status,
      created_at: hold.now,
      expires_at: hold.expiresAt,
    })
    .execute();
}

/**
 * Extends the user's held places. A hold past its time but not swept still owns its place in `booked`, so
 * extending it is safe; a swept one is gone and stays gone.
 */
export async function extendUserHolds(
  db: Db,
  tenantId: string,
  userId: number,
  expiresAt: number,
): Promise<number> {
  const result = await db
    .updateTable('timeslot_holds')
    .set({ expires_at: expiresAt })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', '=', HOLD_STATUS.HELD)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function extendHold(db: Db, holdId: number, expiresAt: number): Promise<void> {
  await db
    .updateTable('timeslot_holds')
    .set({ expires_at: expiresAt })
    .where('id', '=', holdId)
    .where('status', '=', HOLD_STATUS.HELD)
    .execute();
}

/** True when the held place became a booking. */
export async function bookHold(db: Db, holdId: number): Promise<boolean> {
  const result = await db
    .updateTable('timeslot_holds')
    .set({ status: HOLD_STATUS.BOOKED, expires_at: null })
    .where('id', '=', holdId)
    .where('status', '=', HOLD_STATUS.HELD)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
