import type { Db } from '../../db/database.js';

// The shopper's notes on orders (order_notes).

export interface NoteRecord {
  id: number;
  orderId: number;
  rating: number;
  text: string;
  createdAt: number;
  updatedAt: number;
}

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
