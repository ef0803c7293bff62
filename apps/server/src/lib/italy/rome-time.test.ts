import { describe, expect, it } from 'vitest';
import { addDays, isItalianHoliday, romeDateIso, romeInstant, weekdayOf } from './rome-time.js';

describe('Italian calendar and clock', () => {
  it.each([
    ['late evening UTC is already the next day in Italy', Date.UTC(2026, 10, 25, 23, 30), '2026-11-26'],
    ['summer time moves the day change to 22:00 UTC', Date.UTC(2026, 6, 1, 22, 0), '2026-07-02'],
    ['morning UTC is the same day', Date.UTC(2026, 10, 25, 9, 0), '2026-11-25'],
  ])('%s', (_behaviour, instant, expected) => {
    expect(romeDateIso(instant)).toBe(expected);
  });

  it.each([
    ['winter time is UTC+1', '2026-11-26', '08:00', Date.UTC(2026, 10, 26, 7, 0)],
    ['summer time is UTC+2', '2026-07-02', '08:00', Date.UTC(2026, 6, 2, 6, 0)],
    ['the day clocks go forward keeps the wall time', '2026-03-29', '10:00', Date.UTC(2026, 2, 29, 8, 0)],
    ['the day clocks go back keeps the wall time', '2026-10-25', '10:00', Date.UTC(2026, 9, 25, 9, 0)],
  ])('%s', (_behaviour, date, time, expected) => {
    expect(romeInstant(date, time)).toBe(expected);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows the weekday', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-11-25')).toBe(3);
  });

  it.each([
    ['Christmas', '2026-12-25', true],
    ['the Immaculate Conception', '2026-12-08', true],
    ['Easter Monday 2026', '2026-04-06', true],
    ['Easter Sunday 2027', '2027-03-28', true],
    ['an ordinary Tuesday', '2026-12-01', false],
  ])('%s is a holiday: %s', (_name, date, expected) => {
    expect(isItalianHoliday(date)).toBe(expected);
  });
});
