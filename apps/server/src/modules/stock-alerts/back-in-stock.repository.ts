import type { Db } from '../../db/database.js';

/**
 * Stores the shopper's request for a product once: a request already waiting stays as it is (false); one
 * already answered by an e-mail waits again (true), so the shopper hears of the next return too.
 */
export async function upsertRequest(
  db: Db,
  tenantId: string,
  userId: number,
  productId: number,
  now: number,
): Promise<boolean> {
  const rearmed = await db
    .updateTable('back_in_stock_requests')
    .set({ notified_at: null, created_at: now })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('notified_at', 'is not', null)
    .executeTakeFirst();
  if (rearmed.numUpdatedRows > 0n) return true;
  const inserted = await db
    .insertInto('back_in_stock_requests')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      product_id: productId,
      created_at: now,
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'product_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function isWaiting(
  db: Db,
  tenantId: string,
  userId: number,
  productId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the requests waiting for a product: marks them answered and gives their shoppers. The conditional
 * update makes each request answered once, whoever else claims at the same time.
 */
export async function claimWaiting(
  db: Db,
  tenantId: string,
  productId: number,
  now: number,
): Promise<number[]> {
  const rows = await db
    .updateTable('back_in_stock_requests')
    .set({ notified_at: now })
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** The products with a request waiting, per chain (the sweep checks whether they are back). */
export async function listWaitingProducts(db: Db): Promise<{ tenantId: string; productId: number }[]> {
  const rows = await db
    .selectFrom('back_in_stock_requests')
    .select(['tenant_id', 'product_id'])
    .where('notified_at', 'is', null)
    .groupBy(['tenant_id', 'product_id'])
    .execute();
  return rows.map((r) => ({ tenantId: r.tenant_id, productId: r.product_id }));
}
