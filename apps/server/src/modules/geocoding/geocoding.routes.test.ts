import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '@spesa/tenants/tenants';
import { buildApp } from '../../app.js';
import { seedDemoData } from '../../db/seed/seed-demo-data.js';
import { buildTestApp, hostOf, loginDemo, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { createTestDb, type TestDb } from '../../../test/test-db.js';
import { GeocoderUnavailableError, type Geocoder } from './geocoder.js';

describe('geocoding API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, tenant: 'castoro' | 'dem' = 'castoro') =>
    t.app.inject({ url: `/ebsn/api${url}`, headers: { host: hostOf(tenant) } });

  it("autocompletes towns of the chain's region for the address form, without login", async () => {
    const res = await get('/geocoding/autocomplete?q=Rover');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.suggestions[0]).toMatchObject({
      city: 'Rovereto',
      province: 'TN',
      postalcode: '38068',
    });
    const bergamo = (await get('/geocoding/autocomplete?q=Rover', 'dem')).json().data.suggestions;
    expect(bergamo.every((s: { region: string }) => s.region === 'Lombardia')).toBe(true);
    expect((await get('/geocoding/autocomplete?q=')).json().data.suggestions).toEqual([]);
  });

  it('places the geolocated point in its town', async () => {
    const res = await get('/geocoding/reverse?latitude=45.70&longitude=9.68', 'dem');
    expect(res.json().data.place).toMatchObject({ city: 'Bergamo', province: 'BG' });
    expect((await get('/geocoding/reverse?latitude=0&longitude=0')).json().data.place).toBeNull();
    expect((await get('/geocoding/reverse?latitude=&longitude=9')).statusCode).toBe(400);
  });
});

describe('an unavailable geocoding provider', () => {
  let testDb: TestDb;
  const failing: Geocoder = {
    provider: 'google',
    geocode: () => Promise.reject(new GeocoderUnavailableError('OVER_QUERY_LIMIT')),
    reverse: () => Promise.reject(new GeocoderUnavailableError('OVER_QUERY_LIMIT')),
    autocomplete: () => Promise.reject(new GeocoderUnavailableError('OVER_QUERY_LIMIT')),
  };
  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    await seedDemoData(testDb.db, [getTenant('castoro')], Date.UTC(2026, 10, 25, 9));
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('answers a refused check with the service message, never a 500', async () => {
    const app = await buildApp({ config: testConfig(), db: testDb.db, geocoder: failing });
    try {
      const token = await loginDemo(app, 'castoro');
      const res = await app.inject({
        method: 'POST',
        url: '/ebsn/api/user-address/check',
        headers: { host: hostOf('castoro'), 'x-ebsn-session': token },
        payload: {
          address1: 'Via Roma',
          addressNumber: '1',
          city: 'Trento',
          province: 'TN',
          postalcode: '38122',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().response.errors[0]).toMatchObject({ code: 'GEOCODING_UNAVAILABLE' });
      const reverse = await app.inject({
        url: '/ebsn/api/geocoding/reverse?latitude=46&longitude=11',
        headers: { host: hostOf('castoro') },
      });
      expect(reverse.json().response.errors[0].code).toBe('GEOCODING_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});
