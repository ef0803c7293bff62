import type { CartData, CartUpdateInfosBody } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';
import '../../../lib/messages-it-fresh';
import { useCartEnvelopeMutation } from '../hooks/use-cart-envelope-mutation';

/** spec §7 POST /cart/update-infos: the line's note for the counter ('' clears it). */
export async function updateItemNote(itemId: number, note: string): Promise<Envelope<CartData>> {
  const body: CartUpdateInfosBody = { items: [{ itemId, infos: { user_notes: note } }] };
  return apiClient.postJson<CartData>('/cart/update-infos', body, { notify: false });
}

export function useUpdateItemNote() {
  return useCartEnvelopeMutation(
    ({ itemId, note }: { itemId: number; note: string }) => updateItemNote(itemId, note),
    (_variables, t) => [t('fresh.noteSaved'), t('fresh.noteError')],
  );
}
