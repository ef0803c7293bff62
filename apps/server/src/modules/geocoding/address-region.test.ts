import { DEFAULT_ADDRESS_REGION } from '@spesa/tenants/tenant-definition';
import { getTenant, TENANTS } from '@spesa/tenants/tenants';
import { describe, expect, it } from 'vitest';
import { findMunicipality } from '../../lib/italy/municipalities.js';
import { createBuiltinGeocoder } from './builtin-geocoder.js';
import { addressRegionOf, createGeocodingService } from './geocoding.service.js';

describe('the region a chain geocodes in (spec §5)', () => {
  it('is Lombardia for a chain that names none', () => {
    expect(DEFAULT_ADDRESS_REGION).toBe('Lombardia');
    expect(getTenant('dem').addressRegion).toBeUndefined();
    expect(addressRegionOf(getTenant('dem'))).toBe('Lombardia');
  });

  it.each(TENANTS.map((tenant) => [tenant.code, tenant] as const))(
    '%s: is a real region, the one of the chain’s own stores',
    (_code, tenant) => {
      const home = findMunicipality(tenant.region.city, tenant.region.province);
      expect(home?.region).toBe(addressRegionOf(tenant));
    },
  );

  it('lets each chain find addresses in its own region only', async () => {
    const geocoding = createGeocodingService({ geocoder: createBuiltinGeocoder() });
    const milano = {
      address1: 'Via Torino',
      addressNumber: '1',
      city: 'MILANO',
      province: 'MI',
      postalcode: '20123',
    };
    const trento = {
      address1: 'Via Belenzani',
      addressNumber: '5',
      city: 'TRENTO',
      province: 'TN',
      postalcode: '38122',
    };
    expect(await geocoding.geocode('dem', milano)).toMatchObject({ city: 'Milano', region: 'Lombardia' });
    expect(await geocoding.geocode('dem', trento)).toBeUndefined();
    expect(await geocoding.geocode('castoro', trento)).toMatchObject({ city: 'Trento' });
    expect(await geocoding.geocode('castoro', milano)).toBeUndefined();
    const suggestions = await geocoding.autocomplete(getTenant('castoro'), 'Milano');
    expect(suggestions.map((s) => s.city)).not.toContain('Milano');
  });
});
