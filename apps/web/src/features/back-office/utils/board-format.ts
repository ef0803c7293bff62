import type { OrderBoardRow } from '@spesa/shared/admin/order-board.contract';

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** A calendar day (aaaa-mm-gg) as staff read it: "ven 27/11". */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

/** "10:00:00" or "10:00" → "10:00". */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

export function formatInstant(epochMs: number): string {
  return instantFormat.format(new Date(epochMs));
}

/** Today in the shops' time zone (Europe/Rome), aaaa-mm-gg. */
export function todayInRome(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
}

export interface SlotOption {
  timeslotId: number;
  label: string;
}

/** The day's slots, from its orders, in time order. */
export function slotsOf(rows: readonly OrderBoardRow[]): SlotOption[] {
  const slots = new Map<number, { begin: string; label: string }>();
  for (const row of rows) {
    slots.set(row.timeslotId, {
      begin: row.beginTime,
      label: `${formatTime(row.beginTime)}–${formatTime(row.endTime)}`,
    });
  }
  return [...slots]
    .sort((a, b) => a[1].begin.localeCompare(b[1].begin))
    .map(([timeslotId, slot]) => ({ timeslotId, label: slot.label }));
}
