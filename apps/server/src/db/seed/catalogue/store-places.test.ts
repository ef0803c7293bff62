import { describe, expect, it } from 'vitest';
import { TENANTS } from '@spesa/tenants/tenants';
import { findMunicipality } from '../../../lib/italy/municipalities.js';
import { generateStores } from './generate-stores.js';
import { createPrng } from './prng.js';
import { STORE_PLACES } from './store-places.js';

/** Metres between two points, near enough at these distances. */
function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const toRad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * toRad * Math.cos(((a.latitude + b.latitude) / 2) * toRad);
  const y = (b.latitude - a.latitude) * toRad;
  return Math.hypot(x, y) * 6_371_000;
}

describe('demo store places', () => {
  const chains = TENANTS;

  it.each(chains.map((tenant) => [tenant.code, tenant] as const))(
    '%s: its stores have their own addresses, the town’s postal code and a position in the town',
    (_code, tenant) => {
      expect(STORE_PLACES[tenant.region.province]).toBeDefined();
      const stores = generateStores(tenant.region, createPrng(1));
      expect(new Set(stores.map((s) => `${s.address1} ${s.addressNumber} ${s.city}`)).size).toBe(
        stores.length,
      );
      for (const store of stores) {
        const town = findMunicipality(store.city, store.province);
        expect(town?.postalCodes, `${store.name}`).toContain(store.postalCode);
        if (town?.latitude != null && town.longitude != null) {
          // Within the town: a few kilometres from its centre (Rome's industrial areas lie farther out).
          expect(metresBetween(store, { latitude: town.latitude, longitude: town.longitude })).toBeLessThan(
            12_000,
          );
        }
        expect(store.openingHours).toMatch(/lunedì/i);
      }
    },
  );
});
