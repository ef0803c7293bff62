import { z } from 'zod';
import { DELIVERY_SERVICE } from '../delivery/delivery-service.contract';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida (aaaa-mm-gg).');
const deliveryServiceId = z.coerce
  .number({ error: 'Indica il servizio di consegna.' })
  .int()
  .refine(
    (id) => id === DELIVERY_SERVICE.PICK_UP || id === DELIVERY_SERVICE.HOME_DELIVERY,
    'Servizio di consegna sconosciuto.',
  );
const storeId = z.coerce
  .number({ error: 'Indica il punto vendita.' })
  .int()
  .positive('Indica il punto vendita.');
const timeslotId = z.number({ error: 'Indica la fascia oraria.' }).int().positive('Indica la fascia oraria.');

/** README "Back-office", Slots: the slots of one store or warehouse, delivery service and day. */
export const slotBoardQuerySchema = z.object({
  store_id: storeId,
  delivery_service_id: deliveryServiceId,
  date: isoDay,
});
export type SlotBoardQuery = z.infer<typeof slotBoardQuerySchema>;

export const slotBoardRowSchema = z.object({
  timeslotId: z.number().int(),
  date: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  /** Places booked by orders. */
  bookings: z.number().int(),
  /** Places held now by shoppers' carts (holds not yet expired). */
  holds: z.number().int(),
  /** Places still free to book. */
  free: z.number().int(),
  /** When the slot stops taking bookings, epoch milliseconds, and how many minutes before it begins. */
  cutoffAt: z.number().int(),
  cutoffMinutes: z.number().int(),
  /** Open in the calendar (not a holiday, not a slot a Sunday keeps shut). */
  calendarOpen: z.boolean(),
  /** Closed by the store. */
  closed: z.boolean(),
  /** README "Delivery fee by slot": the slot's own delivery fee, euro; null = its zone's fee. */
  deliveryFee: z.number().nullable(),
});
export type SlotBoardRow = z.infer<typeof slotBoardRowSchema>;

export const slotBoardSchema = z.object({ slots: z.array(slotBoardRowSchema) });

export const SLOT_CAPACITY_MAX = 1000;
/** At most a week before the slot begins. */
export const SLOT_CUTOFF_MAX_MINUTES = 7 * 24 * 60;

export const slotCapacityBodySchema = z.object({
  timeslotId,
  capacity: z
    .number({ error: 'Indica la capienza.' })
    .int('La capienza è un numero intero.')
    .min(0, 'La capienza non può essere negativa.')
    .max(SLOT_CAPACITY_MAX, `La capienza può essere al massimo ${SLOT_CAPACITY_MAX}.`),
});
export type SlotCapacityBody = z.infer<typeof slotCapacityBodySchema>;

export const slotClosedBodySchema = z.object({
  timeslotId,
  closed: z.boolean({ error: 'Indica se chiudere o riaprire la fascia.' }),
});
export type SlotClosedBody = z.infer<typeof slotClosedBodySchema>;

export const slotDayClosedBodySchema = z.object({
  storeId,
  deliveryServiceId,
  date: isoDay,
  closed: z.boolean({ error: 'Indica se chiudere o riaprire la giornata.' }),
});
export type SlotDayClosedBody = z.infer<typeof slotDayClosedBodySchema>;

/** The slot stops taking bookings `cutoffMinutes` before it begins. */
export const slotCutoffBodySchema = z.object({
  timeslotId,
  cutoffMinutes: z
    .number({ error: 'Indica quanti minuti prima della fascia chiudere le prenotazioni.' })
    .int('I minuti sono un numero intero.')
    .min(0, 'I minuti non possono essere negativi.')
    .max(SLOT_CUTOFF_MAX_MINUTES, 'Le prenotazioni possono chiudere al massimo una settimana prima.'),
});
export type SlotCutoffBody = z.infer<typeof slotCutoffBodySchema>;

export const SLOT_CAPACITY_BELOW_BOOKINGS_MESSAGE =
  'La capienza non può scendere sotto i posti già prenotati o trattenuti ({count}).';
export const SLOT_NOT_FOUND_MESSAGE = 'Fascia oraria non trovata.';

/** README "Delivery fee by slot": the highest fee a slot may carry, euro. */
export const SLOT_FEE_MAX = 50;

/** The slot's own delivery fee in euro, or null to go back to the zone's fee. */
export const slotFeeBodySchema = z.object({
  timeslotId,
  deliveryFee: z
    .number({ error: 'Indica la tariffa di consegna in euro, o lasciala vuota per quella della zona.' })
    .min(0, 'La tariffa di consegna non può essere negativa.')
    .max(SLOT_FEE_MAX, `La tariffa di consegna può essere al massimo ${SLOT_FEE_MAX} €.`)
    .refine((fee) => Number.isInteger(Math.round(fee * 1e6) / 1e4), 'La tariffa ha al massimo due decimali.')
    .nullable(),
});
export type SlotFeeBody = z.infer<typeof slotFeeBodySchema>;
