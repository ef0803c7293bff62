import { z } from 'zod';

/**
 * spec §4 'Modifica ordine': until when a shopper may modify an order, relative to its slot. Either a number
 * of hours before the slot begins, or a wall-clock time (Italian time) of the day before the slot.
 */
export const orderModificationCutoffSchema = z.union([
  z.object({ hoursBeforeSlot: z.number().min(0).max(72) }),
  z.object({ dayBeforeAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) }),
]);
export type OrderModificationCutoff = z.infer<typeof orderModificationCutoffSchema>;

/**
 * The default: two hours before the slot begins, when the store starts picking the order; every slot still
 * bookable is then still modifiable the moment it is booked (the pick-up slots close two hours before, the
 * home-delivery slots four).
 */
export const DEFAULT_ORDER_MODIFICATION_CUTOFF: OrderModificationCutoff = { hoursBeforeSlot: 2 };

/** The slot of an order: its Italian calendar day and begin time. */
export interface OrderSlot {
  dateIso: string;
  beginTime: string;
}

/** The instant of an Italian wall-clock time (`HH:MM`) on a `YYYY-MM-DD` day. */
export type RomeInstant = (dateIso: string, time: string) => number;

function dayBefore(dateIso: string): string {
  const [year, month, day] = dateIso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) - 1)).toISOString().slice(0, 10);
}

/** spec §4: the instant the order stops being modifiable by the shopper. */
export function modificationCutoffAt(
  cutoff: OrderModificationCutoff | undefined,
  slot: OrderSlot,
  romeInstant: RomeInstant,
): number {
  const rule = cutoff ?? DEFAULT_ORDER_MODIFICATION_CUTOFF;
  if ('dayBeforeAt' in rule) return romeInstant(dayBefore(slot.dateIso), rule.dayBeforeAt);
  return romeInstant(slot.dateIso, slot.beginTime) - Math.round(rule.hoursBeforeSlot * 3_600_000);
}

export const ORDER_MODIFY_CLOSED_MESSAGE =
  "Non è più possibile modificare l'ordine: le modifiche erano possibili fino a {until}.";
export const ORDER_MODIFICATION_EXPIRED_MESSAGE =
  "Il tempo per modificare l'ordine è scaduto: l'ordine resta quello confermato e il carrello torna com'era.";
export const ORDER_NOT_BEING_MODIFIED_MESSAGE = 'Non stai modificando un ordine.';
export const ORDER_MODIFICATION_CANCELLED_MESSAGE = "Modifiche annullate: l'ordine resta quello confermato.";

const CUTOFF_DAY = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const CUTOFF_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/** The cut-off as the shopper reads it, in Italian time whatever the device's zone ('giovedì 26 novembre alle 11:00'). */
export function cutoffText(epochMs: number): string {
  return `${CUTOFF_DAY.format(epochMs)} alle ${CUTOFF_TIME.format(epochMs)}`;
}
