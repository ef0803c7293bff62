/**
 * One clock (UX.md "Money, numbers, dates"): every date and time a shopper reads is Italian time, Europe/Rome,
 * whatever the zone of the device or of the server, written in Italian by the Intl API. Instants (epoch ms, ISO
 * text with a zone, Date) are shown as Rome's clock shows them; calendar days (`YYYY-MM-DD`, e.g. a slot's day)
 * have no zone and are never moved to another day.
 */
export const SHOP_TIME_ZONE = 'Europe/Rome';

export type Instant = number | string | Date;

type DayStyle = 'day' | 'dayYear' | 'weekday' | 'weekdayYear' | 'short';

const STYLES = {
  /** "27 novembre" */
  day: { day: 'numeric', month: 'long' },
  /** "27 novembre 2026" */
  dayYear: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "venerdì 27 novembre" */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "venerdì 27 novembre 2026" */
  weekdayYear: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "ven 27 nov" */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "15:42" */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "27 novembre 2026 alle ore 15:42" */
  dateTime: { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' },
  year: { year: 'numeric' },
} satisfies Record<DayStyle | 'time' | 'dateTime' | 'year', Intl.DateTimeFormatOptions>;

const formats = new Map<keyof typeof STYLES, Intl.DateTimeFormat>();

/**
 * A style's formatter, made on its first use: each one costs the set-up of the zone's and the language's data,
 * which a page showing no date never pays while it starts (UX.md "Speed").
 */
function shopFormat(style: keyof typeof STYLES): Intl.DateTimeFormat {
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('it-IT', { ...STYLES[style], timeZone: SHOP_TIME_ZONE });
    formats.set(style, format);
  }
  return format;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(instant: Instant): Date | undefined {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The instant a calendar day is read at: its noon in UTC, which is 13:00 or 14:00 the same day in Rome, so no
 * offset can move it. Undefined for text that is not a `YYYY-MM-DD` day (an ISO instant's first 10 characters
 * are its UTC day, so an instant is formatted as one instead).
 */
function noonOf(isoDay: string): Date | undefined {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return undefined;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** The Rome day of an instant: "27 novembre 2026" (or another style); the input back when it is no date. */
export function formatShopDate(instant: Instant, style: DayStyle = 'dayYear'): string {
  const date = toDate(instant);
  return date ? shopFormat(style).format(date) : String(instant);
}

/** "15:42", Rome's clock at that instant. */
export function formatShopTime(instant: Instant): string {
  const date = toDate(instant);
  return date ? shopFormat('time').format(date) : String(instant);
}

/** "27 novembre 2026 alle ore 15:42", Rome's day and clock at that instant. */
export function formatShopDateTime(instant: Instant): string {
  const date = toDate(instant);
  return date ? shopFormat('dateTime').format(date) : String(instant);
}

/** A calendar day "2026-11-27" as "venerdì 27 novembre" (or another style); the text back when it is no day. */
export function formatCalendarDay(isoDay: string, style: DayStyle = 'weekday'): string {
  const noon = noonOf(isoDay);
  return noon ? shopFormat(style).format(noon) : isoDay;
}

/** The year in Rome at that instant (the footer's copyright year turns at Rome's midnight). */
export function shopYear(instant: Instant = Date.now()): number {
  const date = toDate(instant);
  return Number(shopFormat('year').format(date ?? new Date()));
}
