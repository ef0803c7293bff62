const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
const DAY = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "27 novembre 2026" for an ISO instant. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** "venerdì 27 novembre" for a YYYY-MM-DD day. */
export function formatSlotDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : DAY.format(date);
}
