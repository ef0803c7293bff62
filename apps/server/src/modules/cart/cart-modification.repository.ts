import { CART_STATUS, CURRENT_CART_STATUS_IDS } from '@spesa/shared/cart/cart-status';
import type { Db } from '../../db/database.js';

// spec §4 'Modifica ordine': the cart opened to modify an order, and the shopper's own cart set aside
// meanwhile (status 9), which comes back as it was when the modification ends.

/** Sets the user's current cart aside, as it is (a cart locked for payment reopens when it comes back). */
export async function setAsideCurrentCarts(db: Db, tenantId: string, userId: number, now: number) {
  await db
    .updateTable('carts')
    .set({ status: CART_STATUS.SET_ASIDE, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', CURRENT_CART_STATUS_IDS)
    .execute();
}

export async function insertEditingCart(
  db: Db,
  e: { tenantId: string; userId: number; orderId: number; orderNumber: number; until: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('carts')
    .values({
      tenant_id: e.tenantId,
      user_id: e.userId,
      status: CART_STATUS.OPEN,
      editing_order_id: e.orderId,
      editing_order_number: e.orderNumber,
      editing_until: e.until,
      created_at: e.now,
      updated_at: e.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The modification ends: its cart is closed (ordered, or discarded) and no longer waits for a cut-off. */
export async function closeEditingCart(db: Db, cartId: number, status: number, now: number) {
  await db
    .updateTable('carts')
    .set({ status, editing_until: null, updated_at: now })
    .where('id', '=', cartId)
    .execute();
}

/** The cart set aside comes back as the shopper's current cart, open. */
export async function restoreSetAsideCarts(db: Db, tenantId: string, userId: number, now: number) {
  await db
    .updateTable('carts')
    .set({ status: CART_STATUS.OPEN, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', '=', CART_STATUS.SET_ASIDE)
    .execute();
}

/** The shoppers whose modification is past its cut-off and still open, oldest first. */
export async function listExpiredEditing(
  db: Db,
  now: number,
  limit: number,
): Promise<{ tenantId: string; userId: number }[]> {
  const rows = await db
    .selectFrom('carts')
    .select(['tenant_id', 'user_id'])
    .where('editing_until', '<=', now)
    .where('status', 'in', CURRENT_CART_STATUS_IDS)
    .orderBy('editing_until')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ tenantId: r.tenant_id, userId: r.user_id }));
}
