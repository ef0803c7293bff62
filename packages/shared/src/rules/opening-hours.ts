import { SHOP_TIME_ZONE } from '../common/shop-time-format';

/** Monday first, as Italian shops list them. */
export const WEEK_DAYS = [
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
] as const;

export interface DayHours {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  /** "Lunedì". */
  label: string;
  /** "8:00–20:30", or "chiuso". */
  hours: string;
}

const DAY_PATTERN = WEEK_DAYS.join('|');
/** "Lunedì–sabato 8:00–20:30" or "domenica chiuso": a day or a range of days, then the hours. */
const SEGMENT = new RegExp(`(${DAY_PATTERN})(?:\\s*[–-]\\s*(${DAY_PATTERN}))?\\s+(.+)$`, 'i');

const dayIndex = (name: string): number =>
  WEEK_DAYS.indexOf(name.toLowerCase() as (typeof WEEK_DAYS)[number]);
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * spec §3 "Store" opening hours, as the stores give them ("Lunedì–sabato 8:00–20:30; domenica 9:00–13:00"),
 * day by day from Monday; a day no segment names is closed. Null when the text does not read that way (it is
 * then shown as written).
 */
export function weekOpeningHours(text: string): DayHours[] | null {
  const hours = new Map<number, string>();
  for (const segment of text.split(';')) {
    const match = SEGMENT.exec(segment.trim());
    if (!match) return null;
    const from = dayIndex(match[1]!);
    const to = match[2] ? dayIndex(match[2]) : from;
    if (to < from) return null;
    for (let day = from; day <= to; day++) hours.set(day, match[3]!.trim());
  }
  if (hours.size === 0) return null;
  return WEEK_DAYS.map((name, day) => ({ day, label: capitalised(name), hours: hours.get(day) ?? 'chiuso' }));
}

const SHOP_WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: SHOP_TIME_ZONE });
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The shop-time weekday of `instant`, 0 = Monday. */
export function shopWeekday(instant: number = Date.now()): number {
  return SHORT_DAYS.indexOf(SHOP_WEEKDAY.format(instant));
}
