import { z } from 'zod';

/**
 * README "Back-office" (Refunds): the refund of a delivered order, whole or partial. `requestId` names the
 * request (the back-office draws one per refund): the same request sent again refunds once.
 */
export const orderRefundBodySchema = z.object({
  orderId: z.number({ error: 'Indica l’ordine.' }).int().positive('Indica l’ordine.'),
  amountCents: z
    .number({ error: 'Indica l’importo da rimborsare in centesimi.' })
    .int('Indica l’importo da rimborsare in centesimi.')
    .positive('L’importo da rimborsare deve essere maggiore di zero.'),
  reason: z
    .string({ error: 'Indica il motivo del rimborso.' })
    .trim()
    .min(3, 'Indica il motivo del rimborso.')
    .max(500, 'Il motivo del rimborso può avere al massimo 500 caratteri.'),
  requestId: z
    .string({ error: 'Manca l’identificativo della richiesta di rimborso.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Identificativo della richiesta di rimborso non valido.'),
});
export type OrderRefundBody = z.infer<typeof orderRefundBodySchema>;

export const ORDER_NOT_REFUNDABLE_MESSAGE = 'Si può rimborsare solo un ordine consegnato.';
export const REFUND_ABOVE_PAID_MESSAGE =
  'L’importo supera quanto pagato per l’ordine, al netto dei rimborsi già fatti: nessun rimborso eseguito.';
export const REFUND_NOT_CAPTURED_MESSAGE =
  'Il pagamento di questo ordine non risulta incassato: non c’è nulla da rimborsare.';
export const REFUND_GATEWAY_FAILED_MESSAGE =
  'Il circuito di pagamento non ha eseguito il rimborso: nulla è cambiato, puoi riprovare.';
export const REFUND_REQUEST_REUSED_MESSAGE =
  'Questo identificativo di richiesta è già stato usato per il rimborso di un altro ordine.';
