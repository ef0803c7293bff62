import type { Db } from '../../db/database.js';

// The answers of the payment attempts, once per idempotency scope (idempotency_keys).

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
