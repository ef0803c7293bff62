import { formatCalendarDay } from '@spesa/shared/common/shop-time-format';

/**
 * A `YYYY-MM-DD` day of the chain (spec §7 custom fields) as "27 novembre", in Rome's calendar whatever the
 * device's zone (UX.md "Money, numbers, dates"). Read at noon UTC, which is the same day in Rome.
 */
export function formatContentDay(day: string | undefined): string | undefined {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(day ?? '');
  if (!match) return undefined;
  const formatted = formatCalendarDay(match[0], 'day');
  return formatted === match[0] ? undefined : formatted;
}
