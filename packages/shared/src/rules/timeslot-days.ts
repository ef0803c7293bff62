import { formatCalendarDay, SHOP_TIME_ZONE } from '../common/shop-time-format';

export const TIMESLOT_STATUSES = ['empty', 'intermediate', 'full'] as const;
export type TimeslotStatus = (typeof TIMESLOT_STATUSES)[number];

export const TODAY_LABEL = 'OGGI';
export { SHOP_TIME_ZONE };

/** The timeslot fields these rules read (spec §3 "Timeslot day"). */
export interface TimeslotFlags {
  active: number | string | boolean;
  status?: TimeslotStatus;
  selected?: boolean;
}

export interface TimeslotDay<S extends TimeslotFlags> {
  dateIso: string;
  timeslots: S[];
  selected?: boolean;
}

export function isTimeslotActive(slot: TimeslotFlags): boolean {
  return slot.active === 1 || slot.active === '1' || slot.active === true;
}

/** spec §4: full slots are not selectable. */
export function isTimeslotSelectable(slot: TimeslotFlags): boolean {
  return isTimeslotActive(slot) && slot.status !== 'full';
}

/**
 * spec §5: only slots with active 1 are shown, days left without slots are dropped, and a day is
 * selected when any of its slots is.
 */
export function visibleTimeslotDays<S extends TimeslotFlags>(
  days: readonly TimeslotDay<S>[],
): TimeslotDay<S>[] {
  return days.flatMap((day) => {
    const timeslots = day.timeslots.filter(isTimeslotActive);
    if (timeslots.length === 0) return [];
    return [{ ...day, timeslots, selected: timeslots.some((slot) => slot.selected === true) }];
  });
}

/** Full when nothing is left, intermediate when at most a quarter is left, otherwise empty. */
export function statusFromCapacity(capacity: number, booked: number): TimeslotStatus {
  const left = capacity - booked;
  if (capacity <= 0 || left <= 0) return 'full';
  return left * 4 <= capacity ? 'intermediate' : 'empty';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar date ("2025-11-27") that `instant` falls on in `timeZone`. */
export function isoDateInTimeZone(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('it-IT', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** spec §2: the day tab reads 'OGGI' for today, otherwise e.g. "gio 27 nov". */
export function dayTabLabel(dateIso: string, now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const match = ISO_DATE.exec(dateIso);
  if (!match) return dateIso;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (day === isoDateInTimeZone(now, timeZone)) return TODAY_LABEL;
  return formatCalendarDay(day, 'short');
}
