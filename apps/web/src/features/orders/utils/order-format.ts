import { formatCalendarDay, formatShopDate } from '@spesa/shared/common/shop-time-format';

/** "27 novembre 2026" for an ISO instant, the day it is in Rome (one clock: Italian time on every device). */
export function formatOrderDate(iso: string): string {
  return formatShopDate(iso, 'dayYear');
}

/** "venerdì 27 novembre" for a YYYY-MM-DD day. */
export function formatSlotDay(isoDay: string): string {
  const day = formatCalendarDay(isoDay.slice(0, 10), 'weekday');
  return day === isoDay.slice(0, 10) ? isoDay : day;
}
