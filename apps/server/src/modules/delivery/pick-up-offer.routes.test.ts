import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantPublicConfigSchema } from '@spesa/shared/tenant/tenant-config.contract';
import { storeSchema } from '@spesa/shared/delivery/store.contract';
import { weekOpeningHours } from '@spesa/shared/rules/opening-hours';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { caller } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';

/** A key of the right shape; nothing calls Google in these tests. */
const MAPS_KEY = 'AIzaTestKeyForPlaceSearch_0123456789';

describe.each(DIALECTS)('the address form and the pick-up stores (spec §2) on %s', (dialect) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let mario: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    call = caller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the web app there is no place-suggestion service without a maps key', async () => {
    const config = tenantPublicConfigSchema.parse((await call('GET', '/tenant/config')).json().data);
    expect(config.placeSearch).toBeUndefined();
  });

  it('answers an address not served with the reason and the point its nearest store is found from', async () => {
    const check = await call('POST', '/user-address/check', {
      token: mario,
      body: {
        address1: 'Corso Rosmini',
        addressNumber: '10',
        city: 'Rovereto',
        province: 'TN',
        postalcode: '38068',
      },
    });
    expect(check.statusCode).toBe(200);
    const { data, response } = check.json();
    expect(data.active).toBe(0);
    expect(response.warnings.map((w: { warning: string }) => w.warning)).toEqual([
      "L'indirizzo inserito non è coperto dal servizio.",
    ]);
    expect(data.latitude).not.toBeNull();

    const near = await call(
      'GET',
      `/store-proximity/localize?latitude=${data.latitude}&longitude=${data.longitude}&services=1&distance=1000000`,
    );
    const stores = storeSchema.array().parse(near.json().data.stores);
    // Rovereto lies beyond the 10 km of the default search: the widest one still finds the chain's stores.
    expect(stores.length).toBeGreaterThanOrEqual(3);
    expect(stores[0]!.distance).toBeGreaterThan(10_000);
    expect(stores.map((s) => s.distance)).toEqual([...stores.map((s) => s.distance!)].sort((a, b) => a - b));
  });

  it('lists pick-up stores at their own addresses, with opening hours read day by day', async () => {
    const stores = storeSchema
      .array()
      .parse((await call('GET', '/store-proximity/list?services=1')).json().data.stores);
    expect(new Set(stores.map((s) => s.city)).size).toBeGreaterThan(1);
    expect(new Set(stores.map((s) => `${s.address1} ${s.addressNumber}`)).size).toBe(stores.length);
    for (const store of stores) expect(weekOpeningHours(store.openingHours)).toHaveLength(7);
  });
});

describe.each(DIALECTS)('with a maps key, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'], config: { GOOGLE_MAPS_API_KEY: MAPS_KEY } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the web app the one-line place finder comes first', async () => {
    const config = tenantPublicConfigSchema.parse(
      (await caller(t.app, 'castoro')('GET', '/tenant/config')).json().data,
    );
    expect(config.placeSearch).toBe(true);
  });
});
