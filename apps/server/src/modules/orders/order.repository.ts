import type { Selectable } from 'kysely';
import type { OrderAdjustment, OrderPackage } from '@spesa/shared/cart/cart.contract';
import type { Order, OrderItem } from '@spesa/shared/orders/order.contract';
import { AWAITING_PAYMENT_STATUS_IDS, VOIDED_STATUS_IDS } from '@spesa/shared/rules/order-status';
import type { Db, OrderItemsTable, OrdersTable } from '../../db/database.js';
import { forUpdate } from '../../db/write-transaction.js';

// The orders and their lines as read (order-write.repository.ts writes them).

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
  /** The chain's own order number, the one the shopper reads. */
  number: number;
  pointsCredited: boolean;
  executedByAgent: boolean;
  replaced: boolean;
  parkingReservedAt: number | null;
  parkingDistance: number | null;
  /** README "Back-office" (Refunds): what refunds gave back, and how many points they took back. */
  refundedCents: number;
  pointsReversed: number;
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

function toOrderRecord(row: Selectable<OrdersTable>): OrderRecord {
  return {
    id: row.id,
    number: row.number,
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
    refundedCents: row.refunded_cents,
    pointsReversed: row.points_reversed,
  };
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
