/** Calendar days and clock times of Italy: slots are sold in Italian time whatever the server's zone. */
const ZONE = 'Europe/Rome';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** `YYYY-MM-DD` of the Italian calendar day containing the instant. */
export function romeDateIso(epochMs: number): string {
  return dayFormat.format(epochMs);
}

function parseDateIso(dateIso: string): { year: number; month: number; day: number } {
  const [year, month, day] = dateIso.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not a YYYY-MM-DD date: ${dateIso}`);
  return { year, month, day };
}

export function addDays(dateIso: string, days: number): string {
  const { year, month, day } = parseDateIso(dateIso);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(dateIso: string): number {
  const { year, month, day } = parseDateIso(dateIso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Milliseconds Italy is ahead of UTC at the instant. */
function offsetAt(epochMs: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(epochMs).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant of an Italian wall-clock time (`HH:MM`) on a day. */
export function romeInstant(dateIso: string, time: string): number {
  const { year, month, day } = parseDateIso(dateIso);
  const [hours, minutes] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hours ?? 0, minutes ?? 0);
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  // The offset at the guess differs from the first one only across a DST change.
  return wallAsUtc - offsetAt(guess);
}

/** Western Easter Sunday (anonymous Gregorian algorithm), `YYYY-MM-DD`. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS = [
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
];

/** Italian national public holidays: Easter Sunday and Monday plus the fixed ones. */
export function isItalianHoliday(dateIso: string): boolean {
  if (FIXED_HOLIDAYS.includes(dateIso.slice(5))) return true;
  const easter = easterSunday(parseDateIso(dateIso).year);
  return dateIso === easter || dateIso === addDays(easter, 1);
}
