import type { Db } from '../src/db/database.js';

let nextCart = 900_000;
let nextNumber = 900_000;

/**
 * An order of the demo shopper at a store, written straight to the table: what the back-office's access tests
 * need (an order to read and move), without a checkout.
 */
export async function insertBoardOrder(
  db: Db,
  tenantId: string,
  warehouseId: number,
  options: { status?: number; date?: string; paymentTypeId?: number } = {},
): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', 'mario.rossi@example.com')
    .executeTakeFirstOrThrow();
  const now = Date.UTC(2026, 10, 25, 9, 0, 0);
  const row = await db
    .insertInto('orders')
    .values({
      tenant_id: tenantId,
      user_id: user.id,
      cart_id: ++nextCart,
      number: ++nextNumber,
      status: options.status ?? 3,
      created_at: now,
      updated_at: now,
      delivery_service_id: 1,
      warehouse_id: warehouseId,
      zone_id: null,
      shipping_address_id: 1,
      address: JSON.stringify({
        addressId: 1,
        addressName: 'Negozio',
        addressTypeId: 2,
        address1: 'Via Roma',
        addressNumber: '1',
        city: 'MILANO',
        province: 'MI',
        postalcode: '20121',
      }),
      timeslot_id: 1,
      timeslot_date: options.date ?? '2026-11-26',
      begin_time: '10:00',
      end_time: '12:00',
      goods_cents: 1000,
      variable_cents: 0,
      gift_cents: 0,
      package_cents: 0,
      delivery_fee_cents: 0,
      gross_cents: 1000,
      prebilled_cents: null,
      payment_type_id: options.paymentTypeId ?? 1,
      infos: '{}',
      adjustments: '[]',
      packages: '[]',
      loyalty_points: 10,
      payment_expires_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An order to pick (README "Picking"): like insertBoardOrder, with its own cart (the rules its final amount
 * is priced by) and one line of the chain's first product sold by the piece, at the catalogue's price.
 */
export async function insertPickableOrder(db: Db, tenantId: string, warehouseId: number): Promise<number> {
  const orderId = await insertBoardOrder(db, tenantId, warehouseId);
  const order = await db
    .selectFrom('orders')
    .select(['user_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const now = Date.UTC(2026, 10, 25, 9, 0, 0);
  const cart = await db
    .insertInto('carts')
    .values({ tenant_id: tenantId, user_id: order.user_id, status: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('orders').set({ cart_id: cart.id }).where('id', '=', orderId).execute();
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'price_cents'])
    .where('tenant_id', '=', tenantId)
    .where('selling_type', '!=', 'Sfuso')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      tenant_id: tenantId,
      order_id: orderId,
      product_id: product.id,
      product: JSON.stringify({
        productId: product.id,
        name: product.name,
        shortDescr: '',
        description: '',
        slug: '',
        mediaURL: '',
        priceUnitDisplay: '',
        sellingType: 'Pezzo',
      }),
      quantity: 1,
      weight: null,
      unit_price_cents: product.price_cents,
      gross_cents: product.price_cents,
      infos: JSON.stringify({ accept_alternatives: 'true' }),
      position: 0,
    })
    .execute();
  return orderId;
}

/** The first line of an order. */
export async function firstOrderItem(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  return row.id;
}
