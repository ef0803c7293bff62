import type { CartData } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';

/** spec §7 "Gift codes": POST /cart-giftcertificate/add_code; a refused code answers status 1. */
export async function addGiftCode(code: string): Promise<Envelope<CartData>> {
  return apiClient.postJson<CartData>('/cart-giftcertificate/add_code', {}, { query: { code } });
}

/** The code sent with a product (spec §4); the api client shows the server's messages, a refusal too. */
export function useAddGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGiftCode,
    onSuccess: (envelope) => setCart(queryClient, envelope.data.cart),
  });
}
