import { describe, expect, it } from 'vitest';
import { shopWeekday, weekOpeningHours } from './opening-hours';

describe('weekOpeningHours', () => {
  it('reads day ranges and single days, Monday first', () => {
    const week = weekOpeningHours('Lunedì–venerdì 8:30–20:00; sabato 8:00–20:00; domenica chiuso');
    expect(week?.map((d) => `${d.label} ${d.hours}`)).toEqual([
      'Lunedì 8:30–20:00',
      'Martedì 8:30–20:00',
      'Mercoledì 8:30–20:00',
      'Giovedì 8:30–20:00',
      'Venerdì 8:30–20:00',
      'Sabato 8:00–20:00',
      'Domenica chiuso',
    ]);
  });

  it('closes the days no segment names', () => {
    expect(weekOpeningHours('Lunedì–sabato 8:00–20:30')?.[6]?.hours).toBe('chiuso');
  });

  it('gives up on text it cannot read', () => {
    expect(weekOpeningHours('Sempre aperto')).toBeNull();
    expect(weekOpeningHours('')).toBeNull();
  });
});

describe('shopWeekday', () => {
  it('counts from Monday in shop time', () => {
    // Sunday 29 November 2026, 23:30 UTC is already Monday in Rome.
    expect(shopWeekday(Date.UTC(2026, 10, 29, 23, 30))).toBe(0);
    expect(shopWeekday(Date.UTC(2026, 10, 29, 12, 0))).toBe(6);
  });
});
