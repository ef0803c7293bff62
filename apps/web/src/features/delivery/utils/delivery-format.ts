import { formatCalendarDay, formatShopTime as shopTime } from '@spesa/shared/common/shop-time-format';

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
  return formatCalendarDay(dateIso, 'weekday');
}

/** "15:42", shop time, for an instant in epoch ms. */
export function formatShopTime(epochMs: number): string {
  return shopTime(epochMs);
}

const ONE_DECIMAL_KILOMETRES_FORMAT = new Intl.NumberFormat('it-IT', {
  style: 'unit',
  unit: 'kilometer',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "0,8 km", "12,0 km": kilometres with one decimal, how far a store is. */
export function formatKilometres(metres: number): string {
  return ONE_DECIMAL_KILOMETRES_FORMAT.format(metres / 1000);
}

/** "850 m" or "1,2 km". */
export function formatDistance(metres: number): string {
  return metres < 1000
    ? METRES_FORMAT.format(Math.round(metres / 10) * 10)
    : KILOMETRES_FORMAT.format(metres / 1000);
}
