import { CART_STATUS, CURRENT_CART_STATUS_IDS } from '@spesa/shared/cart/cart-status';
import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/write-transaction.js';

export interface CartItemRecord {
  id: number;
  productId: number;
  quantity: number;
  params: string;
  useWpid: number | null;
  acceptAlternatives: boolean;
  customWeight: number | null;
  /** A product sold by weight asked by pieces: how many; `quantity` is their expected weight. */
  pieces: number | null;
  /** The shopper's note for the counter (butcher, deli). */
  userNotes: string | null;
  createdAt: number;
}

/** A new line: pieces and note are optional. */
export type NewCartItem = Omit<CartItemRecord, 'id' | 'createdAt' | 'pieces' | 'userNotes'> &
  Partial<Pick<CartItemRecord, 'pieces' | 'userNotes'>>;

export type CartItemChange = Partial<
  Pick<
    CartItemRecord,
    'quantity' | 'useWpid' | 'acceptAlternatives' | 'customWeight' | 'pieces' | 'userNotes'
  >
>;

export interface CartExtraRecord {
  id: number;
  userId: number;
  status: number;
  infos: Record<string, string>;
  packagingTypeId: number | null;
  editingOrderId: number | null;
  editingOrderNumber: number | null;
  /** spec §9: 1 pick-up, 2 home delivery; null until the shopper chooses (the default store is pick-up). */
  deliveryServiceId: number | null;
  /** The modified order's cut-off (spec §4), while this cart modifies it. */
  editingUntil: number | null;
}

export async function findCartExtra(
  db: Db,
  tenantId: string,
  cartId: number,
): Promise<CartExtraRecord | undefined> {
  const row = await db
    .selectFrom('carts')
    .select([
      'id',
      'user_id',
      'status',
      'infos',
      'packaging_type_id',
      'editing_order_id',
      'editing_order_number',
      'delivery_service_id',
      'editing_until',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', cartId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      status: row.status,
      infos: row.infos ? (JSON.parse(row.infos) as Record<string, string>) : {},
      packagingTypeId: row.packaging_type_id,
      editingOrderId: row.editing_order_id,
      editingOrderNumber: row.editing_order_number,
      deliveryServiceId: row.delivery_service_id,
      editingUntil: row.editing_until === null ? null : Number(row.editing_until),
    }
  );
}

/** The id of the user's open (or locked for payment) cart, the newest. */
export async function findCurrentCartId(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('carts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', CURRENT_CART_STATUS_IDS)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

// The cart's delivery choice

export interface CartRecord {
  id: number;
  status: number;
  deliveryServiceId: number | null;
  shippingAddressId: number | null;
  zoneId: number | null;
  warehouseId: number | null;
  timeslotId: number | null;
  timeslotDate: string | null;
  /** The order this cart modifies and its cut-off (spec §4 'Modifica ordine'), else null. */
  editingOrderId: number | null;
  /** The chain's number of that order, the one the shopper reads. */
  editingOrderNumber: number | null;
  editingUntil: number | null;
}

const CART_COLUMNS = [
  'id',
  'status',
  'delivery_service_id',
  'shipping_address_id',
  'zone_id',
  'warehouse_id',
  'timeslot_id',
  'timeslot_date',
  'editing_order_id',
  'editing_order_number',
  'editing_until',
] as const;

function toCartRecord(row: {
  id: number;
  status: number;
  delivery_service_id: number | null;
  shipping_address_id: number | null;
  zone_id: number | null;
  warehouse_id: number | null;
  timeslot_id: number | null;
  timeslot_date: string | null;
  editing_order_id: number | null;
  editing_order_number: number | null;
  editing_until: number | null;
}): CartRecord {
  return {
    id: row.id,
    status: row.status,
    deliveryServiceId: row.delivery_service_id,
    shippingAddressId: row.shipping_address_id,
    zoneId: row.zone_id,
    warehouseId: row.warehouse_id,
    timeslotId: row.timeslot_id,
    timeslotDate: row.timeslot_date,
    editingOrderId: row.editing_order_id,
    editingOrderNumber: row.editing_order_number,
    editingUntil: row.editing_until === null ? null : Number(row.editing_until),
  };
}

/**
 * The user's current cart: the newest one still open or locked for payment. `lock` takes its row lock
 * first, so two writes to one cart run one after the other.
 */
export async function findCurrentCart(
  db: Db,
  tenantId: string,
  userId: number,
  options: { lock: boolean } = { lock: false },
): Promise<CartRecord | undefined> {
  const query = db
    .selectFrom('carts')
    .select(CART_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', CURRENT_CART_STATUS_IDS)
    .orderBy('id', 'desc')
    .limit(1);
  const row = await (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
  return row && toCartRecord(row);
}

export async function listCurrentCartIds(db: Db, tenantId: string, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('carts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', CURRENT_CART_STATUS_IDS)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function findCart(
  db: Db,
  tenantId: string,
  cartId: number,
  options: { lock: boolean } = { lock: false },
): Promise<(CartRecord & { userId: number }) | undefined> {
  const query = db
    .selectFrom('carts')
    .select([...CART_COLUMNS, 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', cartId);
  const row = await (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
  return row && { ...toCartRecord(row), userId: row.user_id };
}

export async function insertOpenCart(db: Db, tenantId: string, userId: number, now: number): Promise<void> {
  await db
    .insertInto('carts')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      status: CART_STATUS.OPEN,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The user's open cart (only status open, unlike the current cart), created when they have none. */
export async function findOrCreateOpenCart(
  db: Db,
  tenantId: string,
  userId: number,
  now: number,
): Promise<number> {
  const existing = await db
    .selectFrom('carts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', '=', CART_STATUS.OPEN)
    .executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto('carts')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      status: CART_STATUS.OPEN,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface CartDeliveryChoice {
  deliveryServiceId: number;
  shippingAddressId: number;
  zoneId: number;
  warehouseId: number;
  clearTimeslot: boolean;
}

export async function setCartDelivery(
  db: Db,
  cartId: number,
  delivery: CartDeliveryChoice,
  now: number,
): Promise<void> {
  await db
    .updateTable('carts')
    .set({
      delivery_service_id: delivery.deliveryServiceId,
      shipping_address_id: delivery.shippingAddressId,
      zone_id: delivery.zoneId,
      warehouse_id: delivery.warehouseId,
      ...(delivery.clearTimeslot ? { timeslot_id: null, timeslot_date: null } : {}),
      updated_at: now,
    })
    .where('id', '=', cartId)
    .execute();
}

export async function setCartTimeslot(
  db: Db,
  cartId: number,
  timeslot: { timeslotId: number; date: string } | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('carts')
    .set({
      timeslot_id: timeslot?.timeslotId ?? null,
      timeslot_date: timeslot?.date ?? null,
      updated_at: now,
    })
    .where('id', '=', cartId)
    .execute();
}

export async function findCartWarehouseId(db: Db, cartId: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('carts').select('warehouse_id').where('id', '=', cartId).executeTakeFirst();
  return row?.warehouse_id;
}

export async function setCartStatus(db: Db, cartId: number, status: number, now: number): Promise<void> {
  await db.updateTable('carts').set({ status, updated_at: now }).where('id', '=', cartId).execute();
}

export async function setCartInfos(db: Db, cartId: number, infos: Record<string, string>, now: number) {
  await db
    .updateTable('carts')
    .set({ infos: JSON.stringify(infos), updated_at: now })
    .where('id', '=', cartId)
    .execute();
}

export async function setCartPackaging(db: Db, cartId: number, packagingTypeId: number | null, now: number) {
  await db
    .updateTable('carts')
    .set({ packaging_type_id: packagingTypeId, updated_at: now })
    .where('id', '=', cartId)
    .execute();
}

export async function listItems(db: Db, cartId: number): Promise<CartItemRecord[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select([
      'id',
      'product_id',
      'quantity',
      'params',
      'use_wpid',
      'accept_alternatives',
      'custom_weight',
      'pieces',
      'user_notes',
      'created_at',
    ])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    quantity: r.quantity,
    params: r.params,
    useWpid: r.use_wpid,
    acceptAlternatives: r.accept_alternatives === 1,
    customWeight: r.custom_weight,
    pieces: r.pieces,
    userNotes: r.user_notes,
    createdAt: r.created_at,
  }));
}

export async function insertItem(
  db: Db,
  tenantId: string,
  cartId: number,
  item: NewCartItem,
  now: number,
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      tenant_id: tenantId,
      cart_id: cartId,
      product_id: item.productId,
      quantity: item.quantity,
      params: item.params,
      use_wpid: item.useWpid,
      accept_alternatives: item.acceptAlternatives ? 1 : 0,
      custom_weight: item.customWeight,
      pieces: item.pieces ?? null,
      user_notes: item.userNotes ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateItem(
  db: Db,
  cartId: number,
  itemId: number,
  change: CartItemChange,
  now: number,
): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({
      ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
      ...(change.useWpid !== undefined ? { use_wpid: change.useWpid } : {}),
      ...(change.acceptAlternatives !== undefined
        ? { accept_alternatives: change.acceptAlternatives ? 1 : 0 }
        : {}),
      ...(change.customWeight !== undefined ? { custom_weight: change.customWeight } : {}),
      ...(change.pieces !== undefined ? { pieces: change.pieces } : {}),
      ...(change.userNotes !== undefined ? { user_notes: change.userNotes } : {}),
      updated_at: now,
    })
    .where('cart_id', '=', cartId)
    .where('id', '=', itemId)
    .execute();
}

export async function deleteItems(db: Db, cartId: number, itemIds?: readonly number[]): Promise<void> {
  let query = db.deleteFrom('cart_items').where('cart_id', '=', cartId);
  if (itemIds) {
    if (!itemIds.length) return;
    query = query.where('id', 'in', itemIds);
  }
  await query.execute();
}

export async function copyItems(db: Db, tenantId: string, fromCartId: number, toCartId: number, now: number) {
  const items = await listItems(db, fromCartId);
  for (const item of items) await insertItem(db, tenantId, toCartId, item, now);
}

// Gift codes on the cart

export interface CartGiftRecord {
  userGiftCertificateId: number;
  giftCertificateId: number;
  code: string;
  description: string;
  discountCents: number | null;
  discountPct: number | null;
  minOrderCents: number | null;
  usedAt: number | null;
}

function giftQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('user_gift_certificates as ugc')
    .innerJoin('gift_certificates as gc', 'gc.id', 'ugc.gift_certificate_id')
    .select([
      'ugc.id as ugc_id',
      'gc.id as gc_id',
      'gc.code',
      'gc.description',
      'gc.discount_cents',
      'gc.discount_pct',
      'gc.min_order_cents',
      'ugc.used_at',
      'gc.valid_from',
      'gc.valid_until',
    ])
    .where('ugc.tenant_id', '=', tenantId)
    .where('gc.tenant_id', '=', tenantId);
}

type GiftRow = {
  ugc_id: number;
  gc_id: number;
  code: string;
  description: string;
  discount_cents: number | null;
  discount_pct: number | null;
  min_order_cents: number | null;
  used_at: number | null;
};

function toGift(r: GiftRow): CartGiftRecord {
  return {
    userGiftCertificateId: r.ugc_id,
    giftCertificateId: r.gc_id,
    code: r.code,
    description: r.description,
    discountCents: r.discount_cents,
    discountPct: r.discount_pct,
    minOrderCents: r.min_order_cents,
    usedAt: r.used_at,
  };
}

/** The shopper's code with this text (case-insensitive), unused and valid now. */
export async function findUsableUserGift(
  db: Db,
  tenantId: string,
  userId: number,
  code: string,
  now: number,
): Promise<CartGiftRecord | undefined> {
  const rows = await giftQuery(db, tenantId)
    .where('ugc.user_id', '=', userId)
    .where('ugc.used_at', 'is', null)
    .where('gc.valid_from', '<=', now)
    .where('gc.valid_until', '>=', now)
    .where((eb) => eb.or([eb('gc.max_uses', 'is', null), eb('gc.times_used', '<', eb.ref('gc.max_uses'))]))
    .execute();
  const row = rows.find((r) => r.code.toUpperCase() === code.trim().toUpperCase());
  return row && toGift(row);
}

export async function listCartGifts(db: Db, tenantId: string, cartId: number): Promise<CartGiftRecord[]> {
  const rows = await giftQuery(db, tenantId)
    .innerJoin('cart_gift_certificates as cgc', 'cgc.user_gift_certificate_id', 'ugc.id')
    .where('cgc.cart_id', '=', cartId)
    .orderBy('cgc.created_at')
    .execute();
  return rows.map(toGift);
}

export async function listUsableUserGifts(db: Db, tenantId: string, userId: number, now: number) {
  const rows = await giftQuery(db, tenantId)
    .where('ugc.user_id', '=', userId)
    .where('ugc.used_at', 'is', null)
    .where('gc.valid_from', '<=', now)
    .where('gc.valid_until', '>=', now)
    .where((eb) => eb.or([eb('gc.max_uses', 'is', null), eb('gc.times_used', '<', eb.ref('gc.max_uses'))]))
    .orderBy('ugc.id')
    .execute();
  return rows.map(toGift);
}

/** Idempotent: attaching a code twice keeps one row. */
export async function attachGift(
  db: Db,
  tenantId: string,
  cartId: number,
  userGiftCertificateId: number,
  now: number,
) {
  await db
    .insertInto('cart_gift_certificates')
    .values({
      cart_id: cartId,
      user_gift_certificate_id: userGiftCertificateId,
      tenant_id: tenantId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['cart_id', 'user_gift_certificate_id']).doNothing())
    .execute();
}

export async function detachGift(db: Db, cartId: number, userGiftCertificateId: number) {
  await db
    .deleteFrom('cart_gift_certificates')
    .where('cart_id', '=', cartId)
    .where('user_gift_certificate_id', '=', userGiftCertificateId)
    .execute();
}

/** Why a code could not be spent: already used or out of uses, or its validity over. */
export type GiftRedemption = 'redeemed' | 'used' | 'expired';

/**
 * Spends a code on an order: conditional updates, so of any number of concurrent redemptions exactly one
 * changes the shopper's row, and the code's uses never pass its limit (README "Back-office", Catalogue and
 * promotions) nor is it spent outside its validity. `redeemed` when both held; otherwise why not, and the
 * caller's transaction is undone.
 */
export async function redeemGift(
  db: Db,
  tenantId: string,
  userGiftCertificateId: number,
  orderId: number,
  now: number,
): Promise<GiftRedemption> {
  const result = await db
    .updateTable('user_gift_certificates')
    .set({ used_at: now, used_order_id: orderId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userGiftCertificateId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 'used';
  const { gift_certificate_id: giftId } = await db
    .selectFrom('user_gift_certificates')
    .select('gift_certificate_id')
    .where('id', '=', userGiftCertificateId)
    .executeTakeFirstOrThrow();
  const counted = await db
    .updateTable('gift_certificates')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', giftId)
    .where('valid_from', '<=', now)
    .where('valid_until', '>=', now)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('times_used', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 1) return 'redeemed';
  const gift = await db
    .selectFrom('gift_certificates')
    .select('valid_until')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', giftId)
    .executeTakeFirst();
  return gift && Number(gift.valid_until) < now ? 'expired' : 'used';
}

/** Gives back the codes an order spent (a cancelled or replaced order). */
export async function releaseGiftsOfOrder(db: Db, tenantId: string, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_gift_certificates')
    .select(['id', 'gift_certificate_id'])
    .where('tenant_id', '=', tenantId)
    .where('used_order_id', '=', orderId)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('gift_certificates')
      .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
      .where('id', '=', row.gift_certificate_id)
      .where('times_used', '>', 0)
      .execute();
  }
  await db
    .updateTable('user_gift_certificates')
    .set({ used_at: null, used_order_id: null })
    .where('tenant_id', '=', tenantId)
    .where('used_order_id', '=', orderId)
    .execute();
  return rows.map((r) => r.id);
}

// Packaging and limits

export interface PackagingTypeRecord {
  id: number;
  descr: string;
  costCents: number;
  kind: 'bag' | 'package';
  capacity: number;
  isDefault: boolean;
}

export async function listPackagingTypes(db: Db, tenantId: string): Promise<PackagingTypeRecord[]> {
  const rows = await db
    .selectFrom('packaging_types')
    .select(['id', 'descr', 'cost_cents', 'kind', 'capacity', 'is_default'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    descr: r.descr,
    costCents: r.cost_cents,
    kind: r.kind === 'package' ? 'package' : 'bag',
    capacity: r.capacity,
    isDefault: r.is_default === 1,
  }));
}

export interface PurchaseLimitRecord {
  kind: 'group' | 'daily';
  categoryId: number | null;
  productId: number | null;
  name: string;
  maxQuantity: number;
}

export async function listPurchaseLimits(db: Db, tenantId: string): Promise<PurchaseLimitRecord[]> {
  const rows = await db
    .selectFrom('purchase_limits')
    .select(['kind', 'category_id', 'product_id', 'name', 'max_quantity'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.map((r) => ({
    kind: r.kind === 'daily' ? 'daily' : 'group',
    categoryId: r.category_id,
    productId: r.product_id,
    name: r.name,
    maxQuantity: r.max_quantity,
  }));
}
