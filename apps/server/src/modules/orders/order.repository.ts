import type { Insertable, Selectable } from 'kysely';
import type { Db, OrdersTable } from '../../db/database.js';
import { forUpdate } from '../../db/write-transaction.js';

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  product: string;
  quantity: number;
  weight: number | null;
  unit_price_cents: number;
  gross_cents: number;
  infos: string;
  position: number;
}

export interface TransactionRow {
  id: number;
  order_id: number;
  user_id: number;
  payment_type_id: number;
  status: number;
  amount_cents: number;
  user_payment_auth_id: number | null;
  save_card: number;
  card_last4: string | null;
  card_type: string | null;
  gateway_ref: string | null;
  created_at: number;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderItems(
  db: Db,
  items: {
    tenant_id: string;
    order_id: number;
    product_id: number;
    product: string;
    quantity: number;
    weight: number | null;
    unit_price_cents: number;
    gross_cents: number;
    infos: string;
    position: number;
  }[],
): Promise<void> {
  for (let i = 0; i < items.length; i += 100) {
    await db
      .insertInto('order_items')
      .values(items.slice(i, i + 100))
      .execute();
  }
}

/** The order, scoped to tenant and (when given) its owner: another shopper's id finds nothing. */
export async function findOrder(
  db: Db,
  tenantId: string,
  orderId: number,
  options: { userId?: number; lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', orderId);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  return (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
}

export async function findOrderByCart(
  db: Db,
  tenantId: string,
  cartId: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
}

export async function newestOrderSince(
  db: Db,
  tenantId: string,
  userId: number,
  since: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface OrderFilter {
  tenantId: string;
  userId: number;
  showPending: boolean;
  showReplaced: boolean;
  statusIds?: number[];
  fromCreated?: number;
  toCreated?: number;
  fromGrossCents?: number;
  toGrossCents?: number;
  orderId?: number;
  warehouseId?: number;
  fromDeliveryDate?: string;
  toDeliveryDate?: string;
  shippingAddressId?: number;
}

function filtered(db: Db, f: OrderFilter) {
  let query = db.selectFrom('orders').where('tenant_id', '=', f.tenantId).where('user_id', '=', f.userId);
  if (!f.showPending) query = query.where('status', 'not in', [1, 2]);
  if (!f.showReplaced) query = query.where('replaced', '=', 0);
  if (f.statusIds) query = query.where('status', 'in', f.statusIds);
  if (f.fromCreated !== undefined) query = query.where('created_at', '>=', f.fromCreated);
  if (f.toCreated !== undefined) query = query.where('created_at', '<', f.toCreated);
  if (f.fromGrossCents !== undefined) query = query.where('gross_cents', '>=', f.fromGrossCents);
  if (f.toGrossCents !== undefined) query = query.where('gross_cents', '<=', f.toGrossCents);
  if (f.orderId !== undefined) query = query.where('id', '=', f.orderId);
  if (f.warehouseId !== undefined) query = query.where('warehouse_id', '=', f.warehouseId);
  if (f.fromDeliveryDate !== undefined) query = query.where('timeslot_date', '>=', f.fromDeliveryDate);
  if (f.toDeliveryDate !== undefined) query = query.where('timeslot_date', '<=', f.toDeliveryDate);
  if (f.shippingAddressId !== undefined) query = query.where('shipping_address_id', '=', f.shippingAddressId);
  return query;
}

export async function listOrders(
  db: Db,
  filter: OrderFilter,
  paging: { offset: number; limit: number },
): Promise<{ total: number; rows: OrderRow[] }> {
  const [count, rows] = await Promise.all([
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, filter)
      .selectAll()
      .orderBy('id', 'desc')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

export async function listItems(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return [];
  return db
    .selectFrom('order_items')
    .select([
      'id',
      'order_id',
      'product_id',
      'product',
      'quantity',
      'weight',
      'unit_price_cents',
      'gross_cents',
      'infos',
      'position',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('position')
    .execute();
}

export async function setOrderStatus(
  db: Db,
  orderId: number,
  status: number,
  now: number,
  extra: Partial<
    Pick<
      OrderRow,
      'payment_expires_at' | 'replaced' | 'executed_by_agent' | 'payment_type_id' | 'prebilled_cents'
    >
  > = {},
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, updated_at: now, ...extra })
    .where('id', '=', orderId)
    .execute();
}

/** Moves the order from one of `from` to `to`; false when another writer changed it first. */
export async function transitionOrder(
  db: Db,
  orderId: number,
  from: readonly number[],
  to: number,
  now: number,
  extra: Partial<Pick<OrderRow, 'payment_expires_at'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now, ...extra })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Payment transactions

export async function insertTransaction(
  db: Db,
  t: {
    tenantId: string;
    orderId: number;
    userId: number;
    paymentTypeId: number;
    status: number;
    amountCents: number;
    userPaymentAuthId: number | null;
    saveCard: boolean;
    now: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('payment_transactions')
    .values({
      tenant_id: t.tenantId,
      order_id: t.orderId,
      user_id: t.userId,
      payment_type_id: t.paymentTypeId,
      status: t.status,
      amount_cents: t.amountCents,
      user_payment_auth_id: t.userPaymentAuthId,
      save_card: t.saveCard ? 1 : 0,
      card_last4: null,
      card_type: null,
      gateway_ref: null,
      created_at: t.now,
      updated_at: t.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const TRANSACTION_COLUMNS = [
  'id',
  'order_id',
  'user_id',
  'payment_type_id',
  'status',
  'amount_cents',
  'user_payment_auth_id',
  'save_card',
  'card_last4',
  'card_type',
  'gateway_ref',
  'created_at',
] as const;

export async function findTransaction(
  db: Db,
  tenantId: string,
  transactionId: number,
): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', transactionId)
    .executeTakeFirst();
}

export async function latestTransactions(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, TransactionRow>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, r]));
}

/** Settles an in-progress transaction; false when it was settled already (the feedback and the return race). */
export async function settleTransaction(
  db: Db,
  transactionId: number,
  status: number,
  card: { last4: string | null; type: string | null; reference: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_transactions')
    .set({
      status,
      card_last4: card.last4,
      card_type: card.type,
      gateway_ref: card.reference,
      updated_at: now,
    })
    .where('id', '=', transactionId)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTransactionsStatus(
  db: Db,
  orderId: number,
  from: readonly number[],
  to: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status: to, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', 'in', [...from])
    .execute();
}

// Saved cards

export interface PaymentAuthRow {
  id: number;
  payment_type_id: number;
  card_last4: string;
  card_type: string;
  expire_month: number;
  expire_year: number;
  gateway_token: string;
}

export async function listPaymentAuths(db: Db, tenantId: string, userId: number): Promise<PaymentAuthRow[]> {
  return db
    .selectFrom('user_payment_auths')
    .select([
      'id',
      'payment_type_id',
      'card_last4',
      'card_type',
      'expire_month',
      'expire_year',
      'gateway_token',
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export async function insertPaymentAuth(
  db: Db,
  a: {
    tenantId: string;
    userId: number;
    paymentTypeId: number;
    last4: string;
    type: string;
    month: number;
    year: number;
    token: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('user_payment_auths')
    .values({
      tenant_id: a.tenantId,
      user_id: a.userId,
      payment_type_id: a.paymentTypeId,
      card_last4: a.last4,
      card_type: a.type,
      expire_month: a.month,
      expire_year: a.year,
      gateway_token: a.token,
      created_at: a.now,
    })
    .execute();
}

// Idempotency

export async function findIdempotent(
  db: Db,
  tenantId: string,
  scope: string,
): Promise<{ userId: number; orderId: number | null; response: string | null } | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['user_id', 'order_id', 'response'])
    .where('tenant_id', '=', tenantId)
    .where('scope', '=', scope)
    .executeTakeFirst();
  return row && { userId: row.user_id, orderId: row.order_id, response: row.response };
}

export async function insertIdempotent(
  db: Db,
  r: { tenantId: string; scope: string; userId: number; orderId: number; response: string; now: number },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      tenant_id: r.tenantId,
      scope: r.scope,
      user_id: r.userId,
      order_id: r.orderId,
      response: r.response,
      created_at: r.now,
    })
    .execute();
}

export async function updateIdempotent(
  db: Db,
  tenantId: string,
  scope: string,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response })
    .where('tenant_id', '=', tenantId)
    .where('scope', '=', scope)
    .execute();
}

// Loyalty

/** Credits or debits the order's points once: the flag flips under a conditional update. */
export async function flipPointsCredited(db: Db, orderId: number, to: 0 | 1): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ points_credited: to })
    .where('id', '=', orderId)
    .where('points_credited', '=', to === 1 ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Notes

export interface NoteRow {
  id: number;
  order_id: number;
  rating: number;
  text: string;
  created_at: number;
  updated_at: number;
}

export async function listNotes(
  db: Db,
  tenantId: string,
  userId: number,
  orderIds?: readonly number[],
): Promise<NoteRow[]> {
  let query = db
    .selectFrom('order_notes')
    .select(['id', 'order_id', 'rating', 'text', 'created_at', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId);
  if (orderIds) {
    if (!orderIds.length) return [];
    query = query.where('order_id', 'in', orderIds);
  }
  return query.orderBy('id', 'desc').execute();
}

// Due dates

export async function listDueDates(db: Db, tenantId: string, userId: number) {
  return db
    .selectFrom('payment_due_dates')
    .select(['id', 'order_id', 'doc_number', 'due_date', 'amount_cents', 'paid_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('due_date', 'desc')
    .execute();
}

export async function insertDueDate(
  db: Db,
  d: {
    tenantId: string;
    userId: number;
    orderId: number;
    docNumber: string;
    dueDate: string;
    amountCents: number;
  },
) {
  await db
    .insertInto('payment_due_dates')
    .values({
      tenant_id: d.tenantId,
      user_id: d.userId,
      order_id: d.orderId,
      doc_number: d.docNumber,
      due_date: d.dueDate,
      amount_cents: d.amountCents,
      paid_at: null,
    })
    .execute();
}

export async function listExpiredUnpaid(db: Db, now: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'tenant_id'])
    .where('status', 'in', [1, 2])
    .where('payment_expires_at', '<=', now)
    .orderBy('payment_expires_at')
    .limit(limit)
    .execute();
}

export async function hasOrderWithStatus(
  db: Db,
  tenantId: string,
  userId: number,
  statuses: readonly number[],
) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', [...statuses])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Quantity of each product in the shopper's orders made since `since` (not cancelled, not replaced). */
export async function orderedSince(
  db: Db,
  tenantId: string,
  userId: number,
  productIds: readonly number[],
  since: number,
): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['oi.product_id', (eb) => eb.fn.sum<number>('oi.quantity').as('quantity')])
    .where('o.tenant_id', '=', tenantId)
    .where('o.user_id', '=', userId)
    .where('o.created_at', '>=', since)
    .where('o.status', 'not in', [10, 11])
    .where('o.replaced', '=', 0)
    .where('oi.product_id', 'in', [...new Set(productIds)])
    .groupBy('oi.product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.quantity)]));
}

export async function setParkingReserved(
  db: Db,
  orderId: number,
  distance: number | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ parking_reserved_at: now, parking_distance: distance, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

export async function updateNote(
  db: Db,
  noteId: number,
  note: { rating: number; text: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('order_notes')
    .set({ rating: note.rating, text: note.text, updated_at: now })
    .where('id', '=', noteId)
    .execute();
}

export async function insertNote(
  db: Db,
  note: { tenantId: string; userId: number; orderId: number; rating: number; text: string },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('order_notes')
    .values({
      tenant_id: note.tenantId,
      user_id: note.userId,
      order_id: note.orderId,
      rating: note.rating,
      text: note.text,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
