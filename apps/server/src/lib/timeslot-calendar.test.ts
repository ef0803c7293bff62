import { describe, expect, it } from 'vitest';
import { calendarSlots, upcomingDates } from './timeslot-calendar.js';

describe('timeslot calendar', () => {
  it('offers 14 days starting with the Italian today', () => {
    const dates = upcomingDates(Date.UTC(2026, 10, 25, 23, 30), 14);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-26');
    expect(dates[13]).toBe('2026-12-09');
  });

  it('home delivery: six two-hour slots closing four hours before they begin', () => {
    const slots = calendarSlots('2026-11-26', 2);
    expect(slots.map((s) => `${s.beginTime}-${s.endTime}`)).toEqual([
      '08:00-10:00',
      '10:00-12:00',
      '12:00-14:00',
      '14:00-16:00',
      '16:00-18:00',
      '18:00-20:00',
    ]);
    expect(slots[0]!.beginAt).toBe(Date.UTC(2026, 10, 26, 7, 0));
    expect(slots[0]!.beginAt - slots[0]!.cutoffAt).toBe(4 * 60 * 60 * 1000);
    expect(slots.every((s) => s.active && s.capacity === 12)).toBe(true);
  });

  it('pick-up: closes two hours before, with room for 20', () => {
    const slots = calendarSlots('2026-11-26', 1);
    expect(slots[0]!.beginTime).toBe('09:00');
    expect(slots[0]!.beginAt - slots[0]!.cutoffAt).toBe(2 * 60 * 60 * 1000);
    expect(slots.every((s) => s.capacity === 20)).toBe(true);
  });

  it('Sundays open only the morning slots, public holidays none', () => {
    expect(
      calendarSlots('2026-11-29', 2)
        .filter((s) => s.active)
        .map((s) => s.beginTime),
    ).toEqual(['08:00', '10:00']);
    expect(calendarSlots('2026-12-25', 1).some((s) => s.active)).toBe(false);
  });
});
