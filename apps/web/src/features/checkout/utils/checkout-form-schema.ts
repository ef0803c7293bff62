import { ORDER_NOTE_MAX_LENGTH, ORDER_NOTE_TOO_LONG_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { TERMS_REQUIRED_MESSAGE } from '@spesa/shared/orders/order.contract';
import { z } from 'zod';

/** spec §5: the note is at most 1000 characters and the terms of sale must be accepted. */
export const checkoutFormSchema = z.object({
  orderComment: z.string().max(ORDER_NOTE_MAX_LENGTH, ORDER_NOTE_TOO_LONG_MESSAGE),
  acceptAlternatives: z.boolean(),
  needInvoice: z.boolean(),
  termsAccepted: z.boolean().refine((isAccepted) => isAccepted, TERMS_REQUIRED_MESSAGE),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
