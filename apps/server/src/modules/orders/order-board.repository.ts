import type { Db } from '../../db/database.js';

export interface BoardFilter {
  tenantId: string;
  warehouseId: number;
  date?: string | undefined;
  timeslotId?: number | undefined;
  statusIds?: readonly number[] | undefined;
  /** The chain's own order number (spec §3 "Order"), the one staff and shoppers read. */
  orderNumber?: number | undefined;
  userIds?: readonly number[] | undefined;
}

export interface BoardOrderRecord {
  id: number;
  number: number;
  userId: number;
  status: number;
  warehouseId: number;
  deliveryServiceId: number;
  timeslotId: number;
  timeslotDate: string;
  beginTime: string;
  endTime: string;
  grossCents: number;
  createdAt: number;
}

const BOARD_LIMIT = 500;

/** The store's orders of the filter, by slot then number: at most 500, a store's busiest day. */
export async function listBoardOrders(db: Db, f: BoardFilter): Promise<BoardOrderRecord[]> {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'user_id',
      'status',
      'warehouse_id',
      'delivery_service_id',
      'timeslot_id',
      'timeslot_date',
      'begin_time',
      'end_time',
      'gross_cents',
      'created_at',
    ])
    .where('tenant_id', '=', f.tenantId)
    .where('warehouse_id', '=', f.warehouseId)
    .where('replaced', '=', 0);
  if (f.date !== undefined) query = query.where('timeslot_date', '=', f.date);
  if (f.timeslotId !== undefined) query = query.where('timeslot_id', '=', f.timeslotId);
  if (f.statusIds?.length) query = query.where('status', 'in', [...f.statusIds]);
  if (f.orderNumber !== undefined || f.userIds !== undefined) {
    const { orderNumber, userIds } = f;
    query = query.where((eb) =>
      eb.or([
        ...(orderNumber !== undefined ? [eb('number', '=', orderNumber)] : []),
        ...(userIds?.length ? [eb('user_id', 'in', [...userIds])] : []),
        ...(orderNumber === undefined && !userIds?.length ? [eb.lit(false)] : []),
      ]),
    );
  }
  const rows = await query
    .orderBy('timeslot_date')
    .orderBy('begin_time')
    .orderBy('number')
    .limit(BOARD_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    userId: r.user_id,
    status: r.status,
    warehouseId: r.warehouse_id,
    deliveryServiceId: r.delivery_service_id,
    timeslotId: r.timeslot_id,
    timeslotDate: r.timeslot_date,
    beginTime: r.begin_time,
    endTime: r.end_time,
    grossCents: r.gross_cents,
    createdAt: Number(r.created_at),
  }));
}
