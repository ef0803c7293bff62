import type { Selectable, Updateable } from 'kysely';
import type { OrderAdjustment, OrderPackage } from '@spesa/shared/cart/cart.contract';
import type { Order, OrderItem } from '@spesa/shared/orders/order.contract';
import {
  AWAITING_PAYMENT_STATUS_IDS,
  VOIDED_STATUS_IDS,
  PAYMENT_TRANSACTION_STATUSES as TX,
} from '@spesa/shared/rules/order-status';
import type { Db, OrderItemsTable, OrdersTable } from '../../db/database.js';
import { forUpdate } from '../../db/write-transaction.js';

/** The shipping address as the order keeps it, whatever the address book becomes. */
export type OrderAddress = Order['shippingAddress'];
/** The product as the order keeps it: what the shopper bought, whatever the catalogue becomes. */
export type ProductSnapshot = OrderItem['product'];
export type OrderItemInfos = OrderItem['cartItemInfo'] & { quantityDisplay?: string };

export interface NewOrderRecord {
  tenantId: string;
  userId: number;
  cartId: number;
  status: number;
  createdAt: number;
  updatedAt: number;
  deliveryServiceId: number;
  warehouseId: number;
  zoneId: number | null;
  shippingAddressId: number;
  address: OrderAddress;
  timeslotId: number;
  timeslotDate: string;
  beginTime: string;
  endTime: string;
  goodsCents: number;
  variableCents: number;
  giftCents: number;
  packageCents: number;
  deliveryFeeCents: number;
  grossCents: number;
  prebilledCents: number | null;
  paymentTypeId: number;
  infos: Record<string, string>;
  adjustments: OrderAdjustment[];
  packages: OrderPackage[];
  loyaltyPoints: number;
  paymentExpiresAt: number | null;
}

export interface OrderRecord extends NewOrderRecord {
  id: number;
  pointsCredited: boolean;
  executedByAgent: boolean;
  replaced: boolean;
  parkingReservedAt: number | null;
  parkingDistance: number | null;
}

export interface NewOrderItemRecord {
  tenantId: string;
  orderId: number;
  productId: number;
  product: ProductSnapshot;
  quantity: number;
  weight: number | null;
  unitPriceCents: number;
  grossCents: number;
  infos: OrderItemInfos;
  position: number;
}

export type OrderItemRecord = Omit<NewOrderItemRecord, 'tenantId'> & { id: number };

export interface TransactionRecord {
  id: number;
  tenantId: string;
  orderId: number;
  userId: number;
  paymentTypeId: number;
  status: number;
  amountCents: number;
  userPaymentAuthId: number | null;
  saveCard: boolean;
  cardLast4: string | null;
  cardType: string | null;
  gatewayRef: string | null;
  createdAt: number;
  /** The shop gave the attempt up and the gateway has not yet been told. */
  voidDue: boolean;
}

export interface PaymentAuthRecord {
  id: number;
  paymentTypeId: number;
  cardLast4: string;
  cardType: string;
  expireMonth: number;
  expireYear: number;
  gatewayToken: string;
}

export interface NoteRecord {
  id: number;
  orderId: number;
  rating: number;
  text: string;
  createdAt: number;
  updatedAt: number;
}

export interface DueDateRecord {
  id: number;
  orderId: number;
  docNumber: string;
  dueDate: string;
  amountCents: number;
  paidAt: number | null;
}

function toOrderRecord(row: Selectable<OrdersTable>): OrderRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    cartId: row.cart_id,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deliveryServiceId: row.delivery_service_id,
    warehouseId: row.warehouse_id,
    zoneId: row.zone_id,
    shippingAddressId: row.shipping_address_id,
    address: JSON.parse(row.address) as OrderAddress,
    timeslotId: row.timeslot_id,
    timeslotDate: row.timeslot_date,
    beginTime: row.begin_time,
    endTime: row.end_time,
    goodsCents: row.goods_cents,
    variableCents: row.variable_cents,
    giftCents: row.gift_cents,
    packageCents: row.package_cents,
    deliveryFeeCents: row.delivery_fee_cents,
    grossCents: row.gross_cents,
    prebilledCents: row.prebilled_cents,
    paymentTypeId: row.payment_type_id,
    infos: JSON.parse(row.infos) as Record<string, string>,
    adjustments: JSON.parse(row.adjustments) as OrderAdjustment[],
    packages: JSON.parse(row.packages) as OrderPackage[],
    loyaltyPoints: row.loyalty_points,
    pointsCredited: row.points_credited === 1,
    executedByAgent: row.executed_by_agent === 1,
    replaced: row.replaced === 1,
    paymentExpiresAt: row.payment_expires_at,
    parkingReservedAt: row.parking_reserved_at,
    parkingDistance: row.parking_distance,
  };
}

export async function insertOrder(db: Db, order: NewOrderRecord): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      tenant_id: order.tenantId,
      user_id: order.userId,
      cart_id: order.cartId,
      status: order.status,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
      delivery_service_id: order.deliveryServiceId,
      warehouse_id: order.warehouseId,
      zone_id: order.zoneId,
      shipping_address_id: order.shippingAddressId,
      address: JSON.stringify(order.address),
      timeslot_id: order.timeslotId,
      timeslot_date: order.timeslotDate,
      begin_time: order.beginTime,
      end_time: order.endTime,
      goods_cents: order.goodsCents,
      variable_cents: order.variableCents,
      gift_cents: order.giftCents,
      package_cents: order.packageCents,
      delivery_fee_cents: order.deliveryFeeCents,
      gross_cents: order.grossCents,
      prebilled_cents: order.prebilledCents,
      payment_type_id: order.paymentTypeId,
      infos: JSON.stringify(order.infos),
      adjustments: JSON.stringify(order.adjustments),
      packages: JSON.stringify(order.packages),
      loyalty_points: order.loyaltyPoints,
      payment_expires_at: order.paymentExpiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderItems(db: Db, items: readonly NewOrderItemRecord[]): Promise<void> {
  for (let i = 0; i < items.length; i += 100) {
    await db
      .insertInto('order_items')
      .values(
        items.slice(i, i + 100).map((item) => ({
          tenant_id: item.tenantId,
          order_id: item.orderId,
          product_id: item.productId,
          product: JSON.stringify(item.product),
          quantity: item.quantity,
          weight: item.weight,
          unit_price_cents: item.unitPriceCents,
          gross_cents: item.grossCents,
          infos: JSON.stringify(item.infos),
          position: item.position,
        })),
      )
      .execute();
  }
}

/** The order, scoped to tenant and (when given) its owner: another shopper's id finds nothing. */
export async function findOrder(
  db: Db,
  tenantId: string,
  orderId: number,
  options: { userId?: number; lock?: boolean } = {},
): Promise<OrderRecord | undefined> {
  let query = db.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', orderId);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  const row = await (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
  return row && toOrderRecord(row);
}

export async function findOrderByCart(
  db: Db,
  tenantId: string,
  cartId: number,
): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return row && toOrderRecord(row);
}

export async function newestOrderSince(
  db: Db,
  tenantId: string,
  userId: number,
  since: number,
): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toOrderRecord(row);
}

export interface OrderFilter {
  tenantId: string;
  userId: number;
  showPending: boolean;
  showReplaced: boolean;
  statusIds?: readonly number[];
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
  if (!f.showPending) query = query.where('status', 'not in', [...AWAITING_PAYMENT_STATUS_IDS]);
  if (!f.showReplaced) query = query.where('replaced', '=', 0);
  if (f.statusIds) query = query.where('status', 'in', [...f.statusIds]);
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
): Promise<{ total: number; orders: OrderRecord[] }> {
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
  return { total: Number(count.n), orders: rows.map(toOrderRecord) };
}

export async function listItems(db: Db, orderIds: readonly number[]): Promise<OrderItemRecord[]> {
  if (!orderIds.length) return [];
  const rows: Omit<Selectable<OrderItemsTable>, 'tenant_id'>[] = await db
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
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    product: JSON.parse(row.product) as ProductSnapshot,
    quantity: row.quantity,
    weight: row.weight,
    unitPriceCents: row.unit_price_cents,
    grossCents: row.gross_cents,
    infos: JSON.parse(row.infos) as OrderItemInfos,
    position: row.position,
  }));
}

export interface OrderStatusExtra {
  paymentExpiresAt?: number | null;
  replaced?: boolean;
  executedByAgent?: boolean;
  paymentTypeId?: number;
  prebilledCents?: number | null;
}

function statusExtraColumns(extra: OrderStatusExtra): Updateable<OrdersTable> {
  const columns: Updateable<OrdersTable> = {};
  if (extra.paymentExpiresAt !== undefined) columns.payment_expires_at = extra.paymentExpiresAt;
  if (extra.replaced !== undefined) columns.replaced = extra.replaced ? 1 : 0;
  if (extra.executedByAgent !== undefined) columns.executed_by_agent = extra.executedByAgent ? 1 : 0;
  if (extra.paymentTypeId !== undefined) columns.payment_type_id = extra.paymentTypeId;
  if (extra.prebilledCents !== undefined) columns.prebilled_cents = extra.prebilledCents;
  return columns;
}

export async function setOrderStatus(
  db: Db,
  orderId: number,
  status: number,
  now: number,
  extra: OrderStatusExtra = {},
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, updated_at: now, ...statusExtraColumns(extra) })
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
  extra: Pick<OrderStatusExtra, 'paymentExpiresAt' | 'paymentTypeId' | 'prebilledCents'> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now, ...statusExtraColumns(extra) })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reserveParking(
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
  'tenant_id',
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
  'void_due',
] as const;

function toTransactionRecord(row: {
  id: number;
  tenant_id: string;
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
  void_due: number;
}): TransactionRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    orderId: row.order_id,
    userId: row.user_id,
    paymentTypeId: row.payment_type_id,
    status: row.status,
    amountCents: row.amount_cents,
    userPaymentAuthId: row.user_payment_auth_id,
    saveCard: row.save_card === 1,
    cardLast4: row.card_last4,
    cardType: row.card_type,
    gatewayRef: row.gateway_ref,
    createdAt: row.created_at,
    voidDue: row.void_due === 1,
  };
}

export async function findTransaction(
  db: Db,
  tenantId: string,
  transactionId: number,
): Promise<TransactionRecord | undefined> {
  const row = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return row && toTransactionRecord(row);
}

export async function latestTransactions(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, TransactionRecord>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, toTransactionRecord(r)]));
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
    .where('status', '=', TX.inProgress)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The shop gives up the order's attempts in one of `from` (superseded, or the order cancelled): they move to
 * `to` and stay flagged until the gateway has been told (a pending session closed, an authorisation voided).
 */
export async function giveUpTransactions(
  db: Db,
  orderId: number,
  from: readonly number[],
  to: typeof TX.cancelled | typeof TX.reversed,
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status: to, void_due: 1, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', 'in', [...from])
    .execute();
}

/** One attempt given up, if still in progress (see giveUpTransactions). */
export async function giveUpTransaction(db: Db, transactionId: number, now: number): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status: TX.cancelled, void_due: 1, updated_at: now })
    .where('id', '=', transactionId)
    .where('status', '=', TX.inProgress)
    .execute();
}

/** An approval the shop does not keep: recorded as reversed with its card, until the gateway voids it. */
export async function reverseTransaction(
  db: Db,
  transactionId: number,
  card: { last4: string | null; type: string | null; reference: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({
      status: TX.reversed,
      card_last4: card.last4,
      card_type: card.type,
      gateway_ref: card.reference,
      void_due: 1,
      updated_at: now,
    })
    .where('id', '=', transactionId)
    .execute();
}

/** The gateway has been told: the flag drops, and an attempt it had approved is recorded as reversed. */
export async function markGatewayTold(
  db: Db,
  transactionId: number,
  reversed: { last4: string | null; type: string | null; reference: string } | undefined,
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({
      void_due: 0,
      updated_at: now,
      ...(reversed
        ? {
            status: TX.reversed,
            card_last4: reversed.last4,
            card_type: reversed.type,
            gateway_ref: reversed.reference,
          }
        : {}),
    })
    .where('id', '=', transactionId)
    .where('void_due', '=', 1)
    .execute();
}

/** The attempts the gateway must still be told about, oldest first; of one order when given. */
export async function listVoidDue(
  db: Db,
  options: { orderId?: number; limit: number },
): Promise<TransactionRecord[]> {
  let query = db.selectFrom('payment_transactions').select(TRANSACTION_COLUMNS).where('void_due', '=', 1);
  if (options.orderId !== undefined) query = query.where('order_id', '=', options.orderId);
  const rows = await query.orderBy('id').limit(options.limit).execute();
  return rows.map(toTransactionRecord);
}

export async function listTransactions(
  db: Db,
  orderId: number,
  statuses: readonly number[],
): Promise<TransactionRecord[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('order_id', '=', orderId)
    .where('status', 'in', [...statuses])
    .orderBy('id')
    .execute();
  return rows.map(toTransactionRecord);
}

/**
 * Card attempts still in progress, begun before `createdBefore`, on orders that do not wait for a payment:
 * a confirmed order's change to card that the shopper left unpaid.
 */
export async function listStaleAttempts(
  db: Db,
  createdBefore: number,
  limit: number,
): Promise<TransactionRecord[]> {
  const rows = await db
    .selectFrom('payment_transactions as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(TRANSACTION_COLUMNS.map((c) => `t.${c}` as const))
    .where('t.status', '=', TX.inProgress)
    .where('t.created_at', '<=', createdBefore)
    .where('o.status', 'not in', [...AWAITING_PAYMENT_STATUS_IDS])
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map(toTransactionRecord);
}

// Saved cards

export async function listPaymentAuths(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<PaymentAuthRecord[]> {
  const rows = await db
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
  return rows.map((row) => ({
    id: row.id,
    paymentTypeId: row.payment_type_id,
    cardLast4: row.card_last4,
    cardType: row.card_type,
    expireMonth: row.expire_month,
    expireYear: row.expire_year,
    gatewayToken: row.gateway_token,
  }));
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

export async function listNotes(
  db: Db,
  tenantId: string,
  userId: number,
  orderIds?: readonly number[],
): Promise<NoteRecord[]> {
  let query = db
    .selectFrom('order_notes')
    .select(['id', 'order_id', 'rating', 'text', 'created_at', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId);
  if (orderIds) {
    if (!orderIds.length) return [];
    query = query.where('order_id', 'in', orderIds);
  }
  const rows = await query.orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    rating: row.rating,
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function insertNote(
  db: Db,
  n: { tenantId: string; userId: number; orderId: number; rating: number; text: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('order_notes')
    .values({
      tenant_id: n.tenantId,
      user_id: n.userId,
      order_id: n.orderId,
      rating: n.rating,
      text: n.text,
      created_at: n.now,
      updated_at: n.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

// Due dates

export async function listDueDates(db: Db, tenantId: string, userId: number): Promise<DueDateRecord[]> {
  const rows = await db
    .selectFrom('payment_due_dates')
    .select(['id', 'order_id', 'doc_number', 'due_date', 'amount_cents', 'paid_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('due_date', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    docNumber: row.doc_number,
    dueDate: row.due_date,
    amountCents: row.amount_cents,
    paidAt: row.paid_at,
  }));
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

export async function listExpiredUnpaid(
  db: Db,
  now: number,
  limit: number,
): Promise<{ id: number; tenantId: string }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'tenant_id'])
    .where('status', 'in', [...AWAITING_PAYMENT_STATUS_IDS])
    .where('payment_expires_at', '<=', now)
    .orderBy('payment_expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, tenantId: row.tenant_id }));
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
    .where('o.status', 'not in', [...VOIDED_STATUS_IDS])
    .where('o.replaced', '=', 0)
    .where('oi.product_id', 'in', [...new Set(productIds)])
    .groupBy('oi.product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.quantity)]));
}
