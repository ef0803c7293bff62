import type { Cart, CartData } from '@spesa/shared/cart/cart.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { apiClient } from '../../../lib/api-client';
import { setCart } from '../../../lib/cart-query';
import { notify } from '../../../lib/notify';

/** spec §7: POST /cart-giftcertificate/add_code; a refused code is an ApiError with the spec §5 message. */
export async function addGiftCode(code: string): Promise<Cart> {
  return (
    await apiClient.postJson<CartData>(
      '/cart-giftcertificate/add_code',
      {},
      { query: { code }, notify: false },
    )
  ).data.cart;
}

/** A refused code is told under the field by the caller, not by a toast. */
export function useAddGiftCode() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGiftCode,
    onSuccess: (cart, code) => {
      setCart(queryClient, cart);
      notify(t('checkout.giftCodeAdded', { code: code.toUpperCase() }), 'success');
    },
  });
}
