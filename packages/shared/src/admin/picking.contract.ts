import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida (aaaa-mm-gg).');
const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

/** README "Picking": the real weight of a weighed line, in grams: from 1 g to 50 kg. */
export const PICKED_WEIGHT_MAX_GRAMS = 50_000;
/** At most this many pieces (or kg) of a substitute. */
export const SUBSTITUTE_MAX_QUANTITY = 99;

/** README "Picking": the orders of one slot of a store, to pick. */
export const pickingListQuerySchema = z.object({
  store_id: z.coerce.number({ error: 'Indica il punto vendita.' }).int().positive('Indica il punto vendita.'),
  date: isoDay,
  timeslot_id: z.coerce
    .number({ error: 'Indica la fascia oraria.' })
    .int('Indica la fascia oraria.')
    .positive('Indica la fascia oraria.'),
});
export type PickingListQuery = z.infer<typeof pickingListQuerySchema>;

export const PICKING_OUTCOMES = ['confirmed', 'weighed', 'missing', 'substituted'] as const;
export type PickingOutcome = (typeof PICKING_OUTCOMES)[number];

/**
 * not_needed: nothing to capture (paid on delivery...); failed: 'da riprovare'. `stalled` is never stored: it
 * is how a `capturing` claim older than CAPTURE_CLAIM_LEASE_MS is answered (its process stopped mid-capture;
 * a manager's retry, or the server's sweep, takes it over).
 */
export const CAPTURE_STATES = [
  'not_needed',
  'pending',
  'capturing',
  'captured',
  'failed',
  'stalled',
] as const;
export type CaptureState = (typeof CAPTURE_STATES)[number];

/** README "Picking": how long a capture claim is its process's own before a retry may take it over. */
export const CAPTURE_CLAIM_LEASE_MS = 2 * 60_000;

/** The capture's state as the back-office is told it: a claim past its lease reads `stalled`. */
export function shownCaptureState(state: CaptureState, claimedAt: number | null, now: number): CaptureState {
  if (state !== 'capturing') return state;
  return claimedAt === null || claimedAt < now - CAPTURE_CLAIM_LEASE_MS ? 'stalled' : state;
}

/** The states a manager's 'Riprova' applies to. */
export const CAPTURE_RETRYABLE_STATES: readonly CaptureState[] = ['failed', 'stalled'];

export const CAPTURE_STATE_LABELS: Readonly<Record<CaptureState, string>> = {
  not_needed: 'Nessun incasso online',
  pending: 'Da incassare',
  capturing: 'Incasso in corso',
  captured: 'Incassato',
  failed: 'Incasso non riuscito: da riprovare',
  stalled: 'Addebito da riprovare',
};

export const pickingLineSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  /** Pieces, or kg (l) for a product sold by weight. */
  quantity: z.number(),
  weighed: z.boolean(),
  /** The weight the shopper expects of a weighed line, in grams; null for the others. */
  expectedWeightGrams: z.number().int().nullable(),
  acceptAlternatives: z.boolean(),
  /** The shopper's note for the counter. */
  userNotes: z.string().nullable(),
  picked: z
    .object({
      outcome: z.enum(PICKING_OUTCOMES),
      weightGrams: z.number().int().nullable(),
      substitute: z
        .object({ productId: z.number().int(), name: z.string(), quantity: z.number() })
        .nullable(),
    })
    .nullable(),
});
export type PickingLine = z.infer<typeof pickingLineSchema>;

export const pickingOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  orderStatusId: z.number().int(),
  /** Picking finished: the lines are frozen. */
  finished: z.boolean(),
  captureState: z.enum(CAPTURE_STATES).nullable(),
  /** The lines by department (the root of the product's category), in the departments' order. */
  departments: z.array(
    z.object({ categoryId: z.number().int(), name: z.string(), lines: z.array(pickingLineSchema) }),
  ),
});
export type PickingOrder = z.infer<typeof pickingOrderSchema>;

export const pickingListSchema = z.object({ orders: z.array(pickingOrderSchema) });
export type PickingList = z.infer<typeof pickingListSchema>;

const lineTarget = {
  orderId: positiveId('Ordine non valido.'),
  orderItemId: positiveId('Riga d’ordine non valida.'),
};

/** README "Picking": what the picker did with one line. */
export const pickingLineBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ ...lineTarget, action: z.literal('confirm') }),
    z.object({
      ...lineTarget,
      action: z.literal('weight'),
      weightGrams: z
        .number({ error: 'Indica il peso in grammi.' })
        .int('Il peso va indicato in grammi interi.')
        .positive('Il peso deve essere maggiore di zero.')
        .max(PICKED_WEIGHT_MAX_GRAMS, 'Peso non plausibile: al massimo 50 kg.'),
    }),
    z.object({ ...lineTarget, action: z.literal('missing') }),
    z.object({
      ...lineTarget,
      action: z.literal('substitute'),
      productId: positiveId('Prodotto sostitutivo non valido.'),
      quantity: z
        .number({ error: 'Indica la quantità del sostituto.' })
        .positive('La quantità del sostituto deve essere maggiore di zero.')
        .max(SUBSTITUTE_MAX_QUANTITY, 'Quantità del sostituto non plausibile.'),
    }),
  ],
  { error: 'Azione non valida: confirm, weight, missing o substitute.' },
);
export type PickingLineBody = z.infer<typeof pickingLineBodySchema>;

export const pickingOrderBodySchema = z.object({ orderId: positiveId('Ordine non valido.') });

/** A picked order's outcome: the final amount and what became of its payment. */
export const pickingOutcomeSchema = z.object({
  orderId: z.number().int(),
  orderStatusId: z.number().int(),
  finalTotal: z.number(),
  authorisedAmount: z.number().nullable(),
  capturedAmount: z.number().nullable(),
  captureState: z.enum(CAPTURE_STATES),
  captureStateLabel: z.string(),
});
export type PickingOutcomeAnswer = z.infer<typeof pickingOutcomeSchema>;
