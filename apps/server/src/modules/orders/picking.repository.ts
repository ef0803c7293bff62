import type { FinalOrderLine } from '@spesa/shared/orders/order.contract';
import type { CaptureState, PickingOutcome } from '@spesa/shared/admin/picking.contract';
import type { Db } from '../../db/database.js';

/** README "Picking": the statuses an order is listed for picking in (ordered, in preparation, almost ready). */
const LISTED_STATUSES = [3, 4, 5, 6];

export interface SlotOrderRecord {
  id: number;
  number: number;
  status: number;
}

/** The orders of one slot of a store that are, or were just, being picked; by number. */
export async function listSlotOrders(
  db: Db,
  tenantId: string,
  slot: { warehouseId: number; date: string; timeslotId: number },
): Promise<SlotOrderRecord[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('warehouse_id', '=', slot.warehouseId)
    .where('timeslot_date', '=', slot.date)
    .where('timeslot_id', '=', slot.timeslotId)
    .where('replaced', '=', 0)
    .where('status', 'in', LISTED_STATUSES)
    .orderBy('number')
    .limit(500)
    .execute();
}

export interface PickingLineRecord {
  orderId: number;
  orderItemId: number;
  outcome: PickingOutcome;
  weightGrams: number | null;
  substituteProductId: number | null;
  substituteQuantity: number | null;
}

export async function listPickingLines(db: Db, orderIds: readonly number[]): Promise<PickingLineRecord[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .selectFrom('order_picking_lines')
    .select([
      'order_id',
      'order_item_id',
      'outcome',
      'weight_grams',
      'substitute_product_id',
      'substitute_quantity',
    ])
    .where('order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    orderId: r.order_id,
    orderItemId: r.order_item_id,
    outcome: r.outcome as PickingOutcome,
    weightGrams: r.weight_grams,
    substituteProductId: r.substitute_product_id,
    substituteQuantity: r.substitute_quantity,
  }));
}

/** What the picker did with a line, replacing what was set before. */
export async function savePickingLine(
  db: Db,
  line: PickingLineRecord & { tenantId: string; staffUserId: number; now: number },
): Promise<void> {
  const values = {
    outcome: line.outcome,
    weight_grams: line.weightGrams,
    substitute_product_id: line.substituteProductId,
    substitute_quantity: line.substituteQuantity,
    staff_user_id: line.staffUserId,
    updated_at: line.now,
  };
  await db
    .insertInto('order_picking_lines')
    .values({ tenant_id: line.tenantId, order_id: line.orderId, order_item_id: line.orderItemId, ...values })
    .onConflict((oc) => oc.columns(['order_id', 'order_item_id']).doUpdateSet(values))
    .execute();
}

export interface PickingChange {
  orderItemId: number;
  name: string;
  outcome: Exclude<PickingOutcome, 'confirmed'>;
  /** Weighed: expected and real grams; substituted: the substitute. */
  expectedGrams?: number;
  weightGrams?: number;
  substituteName?: string;
  substituteQuantity?: number;
}

export interface PickedOrderRecord {
  orderId: number;
  tenantId: string;
  finalLines: FinalOrderLine[];
  changes: PickingChange[];
  goodsCents: number;
  giftCents: number;
  packageCents: number;
  deliveryFeeCents: number;
  finalCents: number;
  authorisedCents: number | null;
  captureState: CaptureState;
  /** When the capture was last claimed; null before any claim. */
  captureClaimedAt: number | null;
  capturedCents: number | null;
  captureError: string | null;
  finishedAt: number;
}

export async function insertPickedOrder(db: Db, p: PickedOrderRecord): Promise<void> {
  await db
    .insertInto('order_pickings')
    .values({
      order_id: p.orderId,
      tenant_id: p.tenantId,
      final_lines: JSON.stringify(p.finalLines),
      changes: JSON.stringify(p.changes),
      goods_cents: p.goodsCents,
      gift_cents: p.giftCents,
      package_cents: p.packageCents,
      delivery_fee_cents: p.deliveryFeeCents,
      final_cents: p.finalCents,
      authorised_cents: p.authorisedCents,
      capture_state: p.captureState,
      capture_claimed_at: p.captureClaimedAt,
      captured_cents: p.capturedCents,
      capture_error: p.captureError,
      finished_at: p.finishedAt,
      updated_at: p.finishedAt,
    })
    .execute();
}

export async function findPickedOrders(
  db: Db,
  tenantId: string,
  orderIds: readonly number[],
): Promise<Map<number, PickedOrderRecord>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('order_pickings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Map(
    rows.map((r) => [
      r.order_id,
      {
        orderId: r.order_id,
        tenantId: r.tenant_id,
        finalLines: JSON.parse(r.final_lines) as FinalOrderLine[],
        changes: JSON.parse(r.changes) as PickingChange[],
        goodsCents: r.goods_cents,
        giftCents: r.gift_cents,
        packageCents: r.package_cents,
        deliveryFeeCents: r.delivery_fee_cents,
        finalCents: r.final_cents,
        authorisedCents: r.authorised_cents,
        captureState: r.capture_state as CaptureState,
        captureClaimedAt: r.capture_claimed_at === null ? null : Number(r.capture_claimed_at),
        capturedCents: r.captured_cents,
        captureError: r.capture_error,
        finishedAt: Number(r.finished_at),
      },
    ]),
  );
}

/**
 * Takes the capture of a picked order for the caller, from one of the `from` states or, when `staleBefore` is
 * given, from a `capturing` claim taken before it (its process stopped: README "Picking"): of two callers at
 * once exactly one gets the claim (one conditional update, on both databases). The claim is its time, which
 * settles it.
 */
export async function claimCapture(
  db: Db,
  orderId: number,
  from: readonly CaptureState[],
  now: number,
  staleBefore?: number,
): Promise<number | null> {
  const result = await db
    .updateTable('order_pickings')
    .set({ capture_state: 'capturing', capture_claimed_at: now, updated_at: now })
    .where('order_id', '=', orderId)
    .where((eb) =>
      eb.or([
        ...(from.length ? [eb('capture_state', 'in', [...from])] : []),
        ...(staleBefore === undefined
          ? []
          : [
              eb.and([
                eb('capture_state', '=', 'capturing'),
                eb.or([eb('capture_claimed_at', 'is', null), eb('capture_claimed_at', '<', staleBefore)]),
              ]),
            ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? now : null;
}

/** The picked orders of every chain whose capture claim was taken before `staleBefore` (a stopped process). */
export async function listStaleCaptures(
  db: Db,
  staleBefore: number,
  limit: number,
): Promise<{ orderId: number; tenantId: string }[]> {
  const rows = await db
    .selectFrom('order_pickings')
    .select(['order_id', 'tenant_id'])
    .where('capture_state', '=', 'capturing')
    .where((eb) => eb.or([eb('capture_claimed_at', 'is', null), eb('capture_claimed_at', '<', staleBefore)]))
    .orderBy('order_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ orderId: r.order_id, tenantId: r.tenant_id }));
}

/**
 * The capture's outcome: captured (with what was taken) or failed (da riprovare, with the reason), recorded
 * only by the holder of the claim taken at `claimedAt` (a claim taken over is no longer its own).
 */
export async function settleCapture(
  db: Db,
  orderId: number,
  claimedAt: number,
  outcome: { state: 'captured'; capturedCents: number } | { state: 'failed'; error: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('order_pickings')
    .set(
      outcome.state === 'captured'
        ? {
            capture_state: 'captured',
            captured_cents: outcome.capturedCents,
            capture_error: null,
            updated_at: now,
          }
        : { capture_state: 'failed', capture_error: outcome.error.slice(0, 500), updated_at: now },
    )
    .where('order_id', '=', orderId)
    .where('capture_state', '=', 'capturing')
    .where('capture_claimed_at', '=', claimedAt)
    .execute();
}
