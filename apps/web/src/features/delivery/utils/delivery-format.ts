import { SHOP_TIME_ZONE } from '@spesa/shared/rules/timeslot-days';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_FORMAT = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const TIME_FORMAT = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

const KILOMETRES_FORMAT = new Intl.NumberFormat('it-IT', {
  style: 'unit',
  unit: 'kilometer',
  maximumFractionDigits: 1,
});

const METRES_FORMAT = new Intl.NumberFormat('it-IT', {
  style: 'unit',
  unit: 'meter',
  maximumFractionDigits: 0,
});

/** "giovedì 27 novembre" for a calendar date "2026-11-27". */
export function formatTimeslotDay(dateIso: string): string {
  const match = ISO_DATE.exec(dateIso);
  if (!match) return dateIso;
  // A calendar date has no time zone: its UTC noon, formatted in UTC, cannot slip to another day.
  return DAY_FORMAT.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)));
}

/** "15:42", shop time, for an instant in epoch ms. */
export function formatShopTime(epochMs: number): string {
  return TIME_FORMAT.format(new Date(epochMs));
}

/** "850 m" or "1,2 km". */
export function formatDistance(metres: number): string {
  return metres < 1000
    ? METRES_FORMAT.format(Math.round(metres / 10) * 10)
    : KILOMETRES_FORMAT.format(metres / 1000);
}
