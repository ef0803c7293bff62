import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** spec §4: timeslot statuses; full slots are not selectable. */
export const TIMESLOT_STATUSES = ['empty', 'intermediate', 'full'] as const;
export type TimeslotStatus = (typeof TIMESLOT_STATUSES)[number];

/** spec §3 "Timeslot day". */
export const timeslotSchema = z.object({
  timeslotId: z.number().int(),
  /** `HH:MM`, Italian time. */
  beginTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  /** 1 bookable, 0 closed (inactive or past its cut-off). */
  active: z.number().int(),
  status: z.enum(TIMESLOT_STATUSES),
  selected: z.boolean(),
  /**
   * README "Delivery fee by slot": what delivery in this slot costs the cart below the free-delivery threshold,
   * euro (the slot's own fee or its zone's, by the rule the cart prices with); 0 when free.
   */
  deliveryFee: z.number(),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const timeslotDaySchema = z.object({
  /** `YYYY-MM-DD`, Italian calendar day. */
  dateIso: z.string(),
  timeslots: z.array(timeslotSchema),
  /** spec §5: a day is marked selected when any slot is selected. */
  selected: z.boolean(),
});
export type TimeslotDay = z.infer<typeof timeslotDaySchema>;

export const timeslotListQuerySchema = z.object({
  'show-closed': booleanish,
  'check-locker': booleanish,
  show_sectors: z.string().max(10).optional(),
});
export type TimeslotListQuery = z.infer<typeof timeslotListQuerySchema>;

export const timeslotListDataSchema = z.object({
  deliveryServiceId: z.number().int(),
  warehouseId: z.number().int(),
  days: z.array(timeslotDaySchema),
});
export type TimeslotListData = z.infer<typeof timeslotListDataSchema>;

export const timeslotSelectQuerySchema = z.object({
  sel_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  timeslot_id: id,
  show_sectors: z.string().max(10).optional(),
});
export type TimeslotSelectQuery = z.infer<typeof timeslotSelectQuerySchema>;

/** How many days the selector offers, today included. */
export const TIMESLOT_DAYS = 14;

export const TIMESLOT_FULL_MESSAGE = 'La fascia oraria scelta è al completo: scegline un’altra.';
export const TIMESLOT_CLOSED_MESSAGE = 'La fascia oraria scelta non è più prenotabile: scegline un’altra.';
export const TIMESLOT_NOT_FOUND_MESSAGE = 'Fascia oraria non trovata.';
/** spec §8 "errors.errorSettingTimeslot" wording. */
export const TIMESLOT_CHANGE_REFUSED_MESSAGE = "Impossibile cambiare l'orario di ritiro/consegna";
export const ADDRESS_REQUIRED_MESSAGE = 'Scegli prima l’indirizzo di consegna o il negozio di ritiro.';
