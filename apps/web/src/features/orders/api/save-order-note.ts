import type { OrderNote, OrderNoteBody } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /note/order/add, or /note/order/update when the note exists. */
export async function saveOrderNote(body: OrderNoteBody): Promise<OrderNote> {
  const path = body.noteId ? '/note/order/update' : '/note/order/add';
  return (await apiClient.postJson<{ note: OrderNote }>(path, body)).data.note;
}
