import type { CartData } from '@spesa/shared/cart/cart.contract';
import type { Envelope } from '@spesa/shared/common/envelope.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { setCart } from '../../../lib/cart-query';
import { notifyAnswer, notifyFailure } from '../../../lib/mutation-feedback';

/** The toast texts of a cart change: the success one when the answer brings no message, the failure one. */
type CartChangeTexts<V> = (variables: V, t: TFunction) => [success: string, failure: string];

/**
 * A cart change answered by the whole cart (spec §4): the answer replaces it, and the toasts of spec §8, one
 * at a time: the toast of a cart change replaces the previous one (UX.md "Feedback").
 */
export function useCartEnvelopeMutation<V>(
  mutationFn: (variables: V) => Promise<Envelope<CartData>>,
  texts: CartChangeTexts<V>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (envelope, variables) => {
      setCart(queryClient, envelope.data.cart);
      notifyAnswer(envelope, texts(variables, t)[0], 'cart');
    },
    onError: (error, variables) => notifyFailure(error, texts(variables, t)[1], 'cart'),
  });
}
