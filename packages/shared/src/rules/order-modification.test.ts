import { describe, expect, it } from 'vitest';
import { cutoffText, modificationCutoffAt, type RomeInstant } from './order-modification';

/** Italian time in November is UTC+1. */
const romeInNovember: RomeInstant = (dateIso, time) => Date.parse(`${dateIso}T${time}:00+01:00`);

describe('modificationCutoffAt (spec §4)', () => {
  const slot = { dateIso: '2026-11-26', beginTime: '13:00' };

  it('defaults to two hours before the slot begins', () => {
    expect(modificationCutoffAt(undefined, slot, romeInNovember)).toBe(
      Date.parse('2026-11-26T11:00:00+01:00'),
    );
  });

  it('can be a number of hours before the slot', () => {
    expect(modificationCutoffAt({ hoursBeforeSlot: 6 }, slot, romeInNovember)).toBe(
      Date.parse('2026-11-26T07:00:00+01:00'),
    );
  });

  it('can be a time of the day before the slot, across a month end', () => {
    expect(
      modificationCutoffAt(
        { dayBeforeAt: '22:00' },
        { dateIso: '2026-12-01', beginTime: '09:00' },
        romeInNovember,
      ),
    ).toBe(Date.parse('2026-11-30T22:00:00+01:00'));
  });
});

describe('cutoffText', () => {
  it('reads the instant in Italian time', () => {
    expect(cutoffText(Date.parse('2026-11-26T10:00:00Z'))).toBe('giovedì 26 novembre alle 11:00');
  });
});
