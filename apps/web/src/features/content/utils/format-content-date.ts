const DAY_FORMAT = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Rome',
});

/**
 * A `YYYY-MM-DD` day of the chain (spec §7 custom fields) as "27 novembre", in Rome's calendar whatever the
 * device's zone (UX.md "Money, numbers, dates"). Read at noon UTC, which is the same day in Rome.
 */
export function formatContentDay(day: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(date.getTime()) ? undefined : DAY_FORMAT.format(date);
}
