import type { OrderNote } from '@spesa/shared/orders/order.contract';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import { NotFoundError } from '../../lib/domain-error.js';
import { lockOwnOrder } from './lock-own-order.js';
import type { OrderDeps } from './order-deps.js';
import { toNote } from './order-mapper.js';
import { insertNote, listNotes, updateNote } from './order-note.repository.js';

/** The rating note of one of the shopper's orders: one per order, written again when it exists. */
export async function saveOrderNote(
  deps: Pick<OrderDeps, 'db' | 'clock'>,
  actor: Actor,
  note: { noteId?: number | undefined; orderId: number; rating: number; text: string },
): Promise<OrderNote> {
  const { tenantId, userId } = actor;
  const now = deps.clock.now();
  const id = await writeTransaction(deps.db, async (trx) => {
    await lockOwnOrder(trx, tenantId, userId, note.orderId);
    const existing = (await listNotes(trx, tenantId, userId, [note.orderId]))[0];
    if (note.noteId !== undefined && existing?.id !== note.noteId)
      throw new NotFoundError('La nota non esiste.');
    if (existing) {
      await updateNote(trx, existing.id, note, now);
      return existing.id;
    }
    return insertNote(trx, {
      tenantId,
      userId,
      orderId: note.orderId,
      rating: note.rating,
      text: note.text,
      now,
    });
  });
  const saved = (await listNotes(deps.db, tenantId, userId, [note.orderId])).find((n) => n.id === id)!;
  return toNote(saved);
}
