import { describe, expect, it } from 'vitest';

import {
  dayTabLabel,
  isoDateInTimeZone,
  isTimeslotSelectable,
  statusFromCapacity,
  visibleTimeslotDays,
  type TimeslotFlags,
} from './timeslot-days';

interface Slot extends TimeslotFlags {
  timeslotId: number;
}

const slot = (timeslotId: number, active: 0 | 1, extra: Partial<Slot> = {}): Slot => ({
  timeslotId,
  active,
  status: 'empty',
  selected: false,
  ...extra,
});

describe('visibleTimeslotDays (spec §5)', () => {
  it.each([
    {
      behaviour: 'inactive slots are hidden',
      days: [{ dateIso: '2025-11-27', timeslots: [slot(1, 1), slot(2, 0), slot(3, 1)] }],
      expected: [{ dateIso: '2025-11-27', selected: false, ids: [1, 3] }],
    },
    {
      behaviour: 'a day without active slots is dropped',
      days: [
        { dateIso: '2025-11-27', timeslots: [slot(1, 0), slot(2, 0)] },
        { dateIso: '2025-11-28', timeslots: [slot(3, 1)] },
      ],
      expected: [{ dateIso: '2025-11-28', selected: false, ids: [3] }],
    },
    {
      behaviour: 'a day with no slots at all is dropped',
      days: [{ dateIso: '2025-11-27', timeslots: [] }],
      expected: [],
    },
    {
      behaviour: 'a day is selected when one of its slots is selected',
      days: [
        { dateIso: '2025-11-27', timeslots: [slot(1, 1), slot(2, 1, { selected: true })] },
        { dateIso: '2025-11-28', timeslots: [slot(3, 1)] },
      ],
      expected: [
        { dateIso: '2025-11-27', selected: true, ids: [1, 2] },
        { dateIso: '2025-11-28', selected: false, ids: [3] },
      ],
    },
    {
      behaviour: 'a selected but inactive slot does not select its day',
      days: [{ dateIso: '2025-11-27', timeslots: [slot(1, 1), slot(2, 0, { selected: true })] }],
      expected: [{ dateIso: '2025-11-27', selected: false, ids: [1] }],
    },
  ])('$behaviour', ({ days, expected }) => {
    const visible = visibleTimeslotDays(days).map((day) => ({
      dateIso: day.dateIso,
      selected: day.selected,
      ids: day.timeslots.map((s) => s.timeslotId),
    }));
    expect(visible).toEqual(expected);
  });
});

describe('timeslot statuses (spec §4)', () => {
  it.each([
    ['a free slot is selectable', slot(1, 1, { status: 'empty' }), true],
    ['an almost full slot is selectable', slot(1, 1, { status: 'intermediate' }), true],
    ['a full slot is not selectable', slot(1, 1, { status: 'full' }), false],
    ['an inactive slot is not selectable', slot(1, 0, { status: 'empty' }), false],
  ])('%s', (_behaviour, timeslot, expected) => {
    expect(isTimeslotSelectable(timeslot)).toBe(expected);
  });

  it.each([
    ['a slot with nothing booked is empty', 20, 0, 'empty'],
    ['a slot with more than a quarter left is empty', 20, 14, 'empty'],
    ['a slot with exactly a quarter left is intermediate', 20, 15, 'intermediate'],
    ['a slot with one place left is intermediate', 20, 19, 'intermediate'],
    ['a slot with no place left is full', 20, 20, 'full'],
    ['an overbooked slot is full', 20, 22, 'full'],
    ['a slot without capacity is full', 0, 0, 'full'],
    ['a single-place slot with its place free is empty', 1, 0, 'empty'],
  ])('%s', (_behaviour, capacity, booked, expected) => {
    expect(statusFromCapacity(capacity, booked)).toBe(expected);
  });
});

describe('day tab label (spec §2)', () => {
  // 27 November 2025 is a Thursday.
  const thursdayMorningInRome = new Date('2025-11-27T08:00:00Z');
  it.each([
    ['today reads OGGI', '2025-11-27', thursdayMorningInRome, 'OGGI'],
    ['tomorrow reads weekday, day and month', '2025-11-28', thursdayMorningInRome, 'ven 28 nov'],
    ['a later day reads weekday, day and month', '2025-12-01', thursdayMorningInRome, 'lun 1 dic'],
    ['yesterday is not today', '2025-11-26', thursdayMorningInRome, 'mer 26 nov'],
    ['a date with a time part uses its date', '2025-11-27T00:00:00', thursdayMorningInRome, 'OGGI'],
    [
      'just after midnight in Rome it is already the next day',
      '2025-11-28',
      new Date('2025-11-27T23:30:00Z'),
      'OGGI',
    ],
    [
      'just after midnight in Rome the UTC date is no longer today',
      '2025-11-27',
      new Date('2025-11-27T23:30:00Z'),
      'gio 27 nov',
    ],
    ['summer time is honoured', '2025-07-01', new Date('2025-06-30T22:30:00Z'), 'OGGI'],
  ])('%s', (_behaviour, dateIso, now, expected) => {
    expect(dayTabLabel(dateIso, now)).toBe(expected);
  });

  it.each([
    ['Rome', new Date('2025-11-27T23:30:00Z'), 'Europe/Rome', '2025-11-28'],
    ['UTC', new Date('2025-11-27T23:30:00Z'), 'UTC', '2025-11-27'],
  ])('the calendar date in %s is computed in that zone', (_zone, instant, timeZone, expected) => {
    expect(isoDateInTimeZone(instant, timeZone)).toBe(expected);
  });
});
