/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatShopDate,
  formatShopDateTime,
  formatShopTime,
  shopYear,
} from './shop-time-format';

// The device is in New York: what the shopper reads must still be Rome's clock.
const DEVICE_ZONE = 'America/New_York';
let previousZone: string | undefined;

beforeAll(() => {
  previousZone = process.env.TZ;
  process.env.TZ = DEVICE_ZONE;
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

/** Intl may write a narrow no-break space or a no-break space; the tests read plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one clock: Italian time whatever the device zone', () => {
  it('runs in a device zone other than Rome (the premise of these tests)', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(DEVICE_ZONE);
    // 23:30 UTC is 18:30 in New York (EST) on the 26th, 00:30 in Rome (CET) on the 27th.
    expect(new Date(Date.UTC(2026, 10, 26, 23, 30)).getHours()).toBe(18);
  });

  it('shows an instant late in the UTC evening on the next day in Rome', () => {
    const instant = Date.UTC(2026, 10, 26, 23, 30);
    expect(formatShopDate(instant)).toBe('27 novembre 2026');
    expect(formatShopTime(instant)).toBe('00:30');
    expect(plain(formatShopDateTime(instant))).toBe('27 novembre 2026 alle ore 00:30');
    expect(formatShopDate(new Date(instant).toISOString(), 'weekday')).toBe('venerdì 27 novembre');
  });

  it('follows Rome’s summer time from the last Sunday of March, not New York’s', () => {
    // 29 March 2026, 01:00 UTC: Rome moves from UTC+1 to UTC+2; New York has been on summer time since 8 March.
    expect(formatShopTime(Date.UTC(2026, 2, 29, 0, 30))).toBe('01:30');
    expect(formatShopTime(Date.UTC(2026, 2, 29, 1, 30))).toBe('03:30');
    // 25 October 2026, 01:00 UTC: back to UTC+1.
    expect(formatShopTime(Date.UTC(2026, 9, 25, 0, 30))).toBe('02:30');
    expect(formatShopTime(Date.UTC(2026, 9, 25, 1, 30))).toBe('02:30');
  });

  it('keeps a calendar day on its day in any zone', () => {
    expect(formatCalendarDay('2026-11-27')).toBe('venerdì 27 novembre');
    expect(formatCalendarDay('2026-11-27', 'dayYear')).toBe('27 novembre 2026');
    expect(formatCalendarDay('2026-11-27', 'day')).toBe('27 novembre');
    expect(formatCalendarDay('2026-03-29', 'short')).toBe('dom 29 mar');
  });

  it('turns the year at Rome’s midnight', () => {
    expect(shopYear(Date.UTC(2026, 11, 31, 23, 30))).toBe(2027);
    expect(shopYear(Date.UTC(2026, 11, 31, 22, 30))).toBe(2026);
  });

  it('gives back what is not a date instead of "Invalid Date"', () => {
    expect(formatShopDate('domani')).toBe('domani');
    expect(formatShopTime(Number.NaN)).toBe('NaN');
    expect(formatCalendarDay('27/11/2026')).toBe('27/11/2026');
  });
});
