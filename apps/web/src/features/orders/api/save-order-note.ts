import type { Order, OrderNote, OrderNoteBody } from '@spesa/shared/orders/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { setOrder } from './get-order';

/** spec §7: POST /note/order/add, or /note/order/update when the note exists. */
export async function saveOrderNote(body: OrderNoteBody): Promise<OrderNote> {
  const path = body.noteId ? '/note/order/update' : '/note/order/add';
  return (await apiClient.postJson<{ note: OrderNote }>(path, body)).data.note;
}

export interface OrderRatingVariables {
  order: Order;
  rating: number;
  text: string;
}

/** The api client shows a refusal; the saved note goes into the order. */
export function useSaveOrderNote() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, rating, text }: OrderRatingVariables) =>
      saveOrderNote({
        ...(order.note ? { noteId: order.note.noteId } : {}),
        orderId: order.orderId,
        rating,
        text,
      }),
    onSuccess: (note, { order }) => {
      setOrder(queryClient, { ...order, note });
      notify(t('orders.ratingSaved'), 'success');
    },
  });
}
