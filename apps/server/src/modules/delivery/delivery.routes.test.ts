import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_DELETE_REFUSED_MESSAGE,
  ADDRESS_NOT_SERVED_MESSAGE,
} from '@spesa/shared/rules/address-check';
import { addressSchema } from '@spesa/shared/delivery/address.contract';
import { cartDeliverySchema } from '@spesa/shared/delivery/cart-delivery.contract';
import { storeSchema } from '@spesa/shared/delivery/store.contract';
import {
  TIMESLOT_CLOSED_MESSAGE,
  TIMESLOT_FULL_MESSAGE,
  timeslotListDataSchema,
} from '@spesa/shared/delivery/timeslot.contract';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { caller, createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { romeDateIso } from '../../lib/italy/rome-time.js';
import { createBuiltinGeocoder } from '../geocoding/builtin-geocoder.js';
import { createGeocodingService } from '../geocoding/geocoding.service.js';
import { createShopperService } from '../account/shopper.service.js';
import { createCartAccessService } from '../cart/cart-access.service.js';
import { createDeliveryServices } from './delivery.service.js';

const HOUR = 60 * 60 * 1000;

const trentoHome = {
  addressName: 'Ufficio',
  address1: 'Via Belenzani',
  addressNumber: '5',
  city: 'trento',
  province: 'tn',
  postalcode: '38122',
  doorbellName: 'Bianchi',
  referencePhoneNumber: '3331234567',
  floor: '1',
  addressNote: 'Citofonare due volte',
  elevator: true,
};

describe.each(DIALECTS)('delivery API on %s', (dialect) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let mario: string;
  let other: Shopper;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    call = caller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    other = await createShopper(t.testDb.db, 'castoro', 'luigi.verdi@example.com', t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  async function homeAddressOf(token: string) {
    const res = await call('GET', '/user-address/list?address_type=home', { token });
    return res.json().data.addresses as { addressId: number; addressName: string; isDefault: boolean }[];
  }

  describe('stores', () => {
    it('lists the pick-up stores with their services and pick-up address', async () => {
      const res = await call('GET', '/store-proximity/list?services=1');
      expect(res.statusCode).toBe(200);
      const { stores } = res.json().data;
      expect(stores).toHaveLength(3);
      for (const store of stores) {
        storeSchema.parse(store);
        expect(
          store.deliveryServices.map((s: { deliveryServiceId: number }) => s.deliveryServiceId),
        ).toContain(1);
        expect(store.addressId).toBeGreaterThan(0);
      }
      expect(
        stores.some(
          (s: { isDefault: boolean; name: string }) => s.isDefault && s.name === 'Castoro Trento Centro',
        ),
      ).toBe(true);
      const pickUp = stores[0].deliveryServices.find(
        (s: { deliveryServiceId: number }) => s.deliveryServiceId === 1,
      );
      expect(pickUp).toEqual({ deliveryServiceId: 1, name: 'Ritiro in negozio', showTab: true });
    });

    it('lists home-delivery points for services=2 and everything for several services', async () => {
      const home = (await call('GET', '/store-proximity/list?services=2')).json().data.stores;
      expect(home.map((s: { code: string }) => s.code).sort()).toEqual(['CE001', 'PV001']);
      const both = (await call('GET', '/store-proximity/list?services=1,2&orderby=city')).json().data.stores;
      expect(both).toHaveLength(4);
      const all = (await call('GET', '/store/list')).json().data.stores;
      expect(all).toHaveLength(4);
    });

    it('localizes stores by haversine distance, nearest first, within the distance', async () => {
      const near = await call(
        'GET',
        '/store-proximity/localize?latitude=46.0679&longitude=11.1211&services=1',
      );
      const stores = near.json().data.stores as { distance: number }[];
      expect(stores.length).toBe(3);
      expect(stores.map((s) => s.distance)).toEqual([...stores.map((s) => s.distance)].sort((a, b) => a - b));
      expect(stores[0]!.distance).toBeLessThan(5000);
      const far = await call(
        'GET',
        '/store-proximity/localize?latitude=45.4642&longitude=9.19&distance=10000',
      );
      expect(far.json().data.stores).toEqual([]);
    });

    it('views one store and answers 404 for another chain’s store', async () => {
      const list = (await call('GET', '/store/list')).json().data.stores as { storeId: number }[];
      const res = await call('GET', `/store/view?store_id=${list[0]!.storeId}`);
      expect(res.json().data.store.storeId).toBe(list[0]!.storeId);
      const demStore = (await caller(t.app, 'dem')('GET', '/store/list')).json().data.stores[0].storeId;
      const cross = await call('GET', `/store/view?store_id=${demStore}`);
      expect(cross.statusCode).toBe(404);
      expect(cross.json().data).toEqual({});
    });

    it('finds the home-delivery warehouses near a point', async () => {
      const res = await call(
        'GET',
        '/warehouse/find-by-coordinates?latitude=46.07&longitude=11.12&distance=20000',
      );
      const { warehouses } = res.json().data;
      expect(warehouses.length).toBe(2);
      expect(warehouses[0].warehouseId).toBe(warehouses[0].storeId);
      expect(warehouses[0].distance).toBeLessThanOrEqual(warehouses[1].distance);
    });

    it('locates stores near a point, in a province or by name, as the store locator clients call it', async () => {
      const near = await call(
        'GET',
        '/warehouse-locator/search?latitude=46.0679&longitude=11.1211&distance=20000',
      );
      expect(near.statusCode).toBe(200);
      const stores = near.json().data.stores as { distance: number; openingHours: string }[];
      expect(stores.length).toBeGreaterThan(0);
      for (const store of stores) storeSchema.parse(store);
      expect(stores.map((s) => s.distance)).toEqual([...stores.map((s) => s.distance)].sort((a, b) => a - b));
      expect(stores.every((s) => s.openingHours.length > 0)).toBe(true);

      const all = (await call('GET', '/store/list')).json().data.stores as {
        province: string;
        city: string;
      }[];
      const province = all[0]!.province;
      const inProvince = (
        await call('GET', `/warehouse-locator/search?province=${province.toLowerCase()}`)
      ).json().data.stores as { province: string; distance?: number }[];
      expect(inProvince.length).toBe(all.filter((s) => s.province === province).length);
      expect(inProvince.every((s) => s.province === province && s.distance === undefined)).toBe(true);
      const byTown = (
        await call('GET', `/warehouse-locator/search?q=${encodeURIComponent(all[0]!.city)}`)
      ).json().data.stores as { name: string; city: string }[];
      expect(byTown.length).toBeGreaterThan(0);
      expect(byTown.every((s) => `${s.name} ${s.city}`.includes(all[0]!.city))).toBe(true);
      const everything = (await call('GET', '/warehouse-locator/search?province=&q=')).json().data.stores;
      expect(everything).toHaveLength(all.length);
      const nowhere = (await call('GET', '/warehouse-locator/search?latitude=45.4642&longitude=9.19')).json()
        .data.stores;
      expect(nowhere).toEqual([]);
    });

    it('refuses a store locator call with half a point or a malformed province', async () => {
      for (const query of ['latitude=46.07', 'province=Trento', 'latitude=x&longitude=11']) {
        const res = await call('GET', `/warehouse-locator/search?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().response.errors.length).toBeGreaterThan(0);
      }
    });

    it('answers 400 with the envelope for malformed coordinates', async () => {
      const res = await call('GET', '/store-proximity/localize?latitude=abc&longitude=11');
      expect(res.statusCode).toBe(400);
      expect(res.json().response.errors[0].error).toMatch(/latitude/);
    });
  });

  describe('who may call what', () => {
    it.each([
      ['GET', '/user-address/list'],
      ['GET', '/user-address/delivery-service-list?delivery_service_id=2'],
      ['GET', '/user-address/view?address_id=1'],
      ['GET', '/user-address/delete?address_id=1'],
      ['POST', '/user-address/select?address_id=1'],
      ['GET', '/timeslot/list'],
      ['GET', '/timeslot/select?sel_date=2026-11-26&timeslot_id=1'],
      ['GET', '/store-proximity/select?store_id=1'],
    ] as const)('%s %s answers 419 without a session', async (method, url) => {
      const res = await call(method, url);
      expect(res.statusCode).toBe(419);
      expect(res.json().response.errors[0].error).toBe(
        'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
      );
    });

    it("never shows, selects, updates or deletes another shopper's address", async () => {
      const [marioHome] = await homeAddressOf(mario);
      const id = marioHome!.addressId;
      const attempts = [
        await call('GET', `/user-address/view?address_id=${id}`, { token: other.token }),
        await call('POST', `/user-address/select?address_id=${id}`, { token: other.token }),
        await call('GET', `/user-address/delete?address_id=${id}`, { token: other.token }),
        await call('POST', '/user-address/update', {
          token: other.token,
          body: { ...trentoHome, addressId: id },
        }),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(res.json().response.status).not.toBe(0);
        expect(res.json().response.errors[0].error).toBe('Indirizzo non trovato.');
        expect(res.body).not.toContain('Via Roma');
      }
      expect(await homeAddressOf(other.token)).toEqual([]);
      const still = await call('GET', `/user-address/view?address_id=${id}`, { token: mario });
      expect(still.json().data.address.address1).toBe('Via Roma');
    });

    it("a chain's address id is unknown on another chain", async () => {
      const demToken = await loginDemo(t.app, 'dem');
      const [demHome] = (
        await caller(t.app, 'dem')('GET', '/user-address/list?address_type=home', { token: demToken })
      ).json().data.addresses;
      const res = await call('GET', `/user-address/view?address_id=${demHome.addressId}`, { token: mario });
      expect(res.statusCode).toBe(404);
    });

    it('refuses a state-changing GET sent cross-site', async () => {
      const res = await t.app.inject({
        url: '/ebsn/api/store-proximity/select?store_id=1',
        headers: { host: 'castoro.localhost', 'x-ebsn-session': mario, 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('addresses', () => {
    it('gives the demo shopper a served home address, starred as default', async () => {
      const res = await call('GET', '/user-address/list?address_type=home', { token: mario });
      const [home] = res.json().data.addresses;
      addressSchema.parse(home);
      expect(home).toMatchObject({
        addressName: 'Casa',
        addressType: 'home',
        addressTypeId: 2,
        deliveryServiceId: 2,
        city: 'TRENTO',
        province: 'TN',
        postalcode: '38122',
        active: 1,
        isDefault: true,
      });
      expect(home.zoneId).toBeGreaterThan(0);
    });

    it('lists store addresses by default (drive) and lockers by type', async () => {
      const stores = (await call('GET', '/user-address/list', { token: mario })).json().data.addresses;
      expect(stores.length).toBe(3);
      expect(stores.every((a: { addressTypeId: number }) => a.addressTypeId === 3)).toBe(true);
      const lockers = (await call('GET', '/user-address/list?address_type=locker', { token: mario })).json()
        .data.addresses;
      expect(lockers.length).toBe(2);
      expect(
        lockers.every(
          (a: { addressType: string; deliveryServiceId: number }) =>
            a.addressType === 'locker' && a.deliveryServiceId === 1,
        ),
      ).toBe(true);
    });

    it('lists the addresses of a delivery service, and by distance from a point', async () => {
      const pickUp = (
        await call('GET', '/user-address/delivery-service-list?delivery_service_id=1', { token: mario })
      ).json().data.addresses as { addressTypeId: number }[];
      expect(new Set(pickUp.map((a) => a.addressTypeId))).toEqual(new Set([3, 5]));
      const home = (
        await call('GET', '/user-address/delivery-service-list?delivery_service_id=2', { token: mario })
      ).json().data.addresses as { addressTypeId: number }[];
      expect(home.every((a) => a.addressTypeId === 2)).toBe(true);
      const near = (
        await call(
          'GET',
          '/user-address/delivery-service-list?delivery_service_id=1&latitude=46.0679&longitude=11.1211&distance=50000',
          { token: mario },
        )
      ).json().data.addresses as { distance: number }[];
      expect(near.length).toBe(5);
      expect(near.map((a) => a.distance)).toEqual([...near.map((a) => a.distance)].sort((a, b) => a - b));
    });

    it("lists a store's pick-up and locker addresses", async () => {
      const stores = (await call('GET', '/store-proximity/list?services=1')).json().data.stores as {
        storeId: number;
        addressId: number;
      }[];
      const withLocker = [];
      for (const store of stores) {
        const res = await call('GET', `/user-address/list-store?store_id=${store.storeId}`, { token: mario });
        const addresses = res.json().data.addresses as {
          addressId: number;
          addressTypeId: number;
          storeId: number;
        }[];
        expect(addresses.every((a) => a.storeId === store.storeId)).toBe(true);
        expect(addresses.map((a) => a.addressId)).toContain(store.addressId);
        if (addresses.some((a) => a.addressTypeId === 5)) withLocker.push(store.storeId);
      }
      expect(withLocker.length).toBe(2);
    });

    it('checks a served address: active 1, coordinates of the municipality', async () => {
      const res = await call('POST', '/user-address/check', { token: mario, body: trentoHome });
      const body = res.json();
      expect(body.response.status).toBe(0);
      expect(body.response.warnings).toEqual([]);
      expect(body.data).toMatchObject({
        active: 1,
        validated: true,
        city: 'TRENTO',
        province: 'TN',
        postalcode: '38122',
        addressNumber: '5',
        deliveryServiceId: 2,
      });
      expect(body.data.latitude).toBeCloseTo(46.07, 1);
      expect(body.data.gpsLongitude).toBeCloseTo(11.12, 1);
    });

    it('checks an address outside every zone: active 0 and the not-served warning', async () => {
      const rovereto = { ...trentoHome, city: 'Rovereto', postalcode: '38068' };
      const body = (await call('POST', '/user-address/check', { token: mario, body: rovereto })).json();
      expect(body.response.status).toBe(0);
      expect(body.data.active).toBe(0);
      expect(body.data.validated).toBe(true);
      expect(body.response.warnings).toEqual([{ warning: ADDRESS_NOT_SERVED_MESSAGE }]);
    });

    it('checks a town that does not match its postal code as not validated and not served', async () => {
      const body = (
        await call('POST', '/user-address/check', {
          token: mario,
          body: { ...trentoHome, postalcode: '20121' },
        })
      ).json();
      expect(body.data).toMatchObject({ active: 0, validated: false });
    });

    it.each([
      [{ city: '' }, "L'indirizzo inserito è incompleto, mancano i seguenti campi: città."],
      [
        { address1: ' ', addressNumber: '' },
        "L'indirizzo inserito è incompleto, mancano i seguenti campi: indirizzo, numero civico.",
      ],
      [
        { city: '', address1: '', postalcode: '', province: '', addressNumber: '' },
        "L'indirizzo inserito è incompleto, mancano i seguenti campi: città, indirizzo, CAP, provincia, numero civico.",
      ],
    ])('refuses an incomplete address %j with the exact message', async (blank, message) => {
      for (const url of ['/user-address/check', '/user-address/update']) {
        const res = await call('POST', url, { token: mario, body: { ...trentoHome, ...blank } });
        expect(res.statusCode).toBe(200);
        expect(res.json().response.status).not.toBe(0);
        expect(res.json().response.errors[0].error).toBe(message);
      }
    });

    it('saves a new served address with the city and province upper-cased, geocoded', async () => {
      const res = await call('POST', '/user-address/update', { token: mario, body: trentoHome });
      const body = res.json();
      expect(body.response.status).toBe(0);
      expect(body.response.infos).toEqual([{ info: 'Indirizzo salvato.' }]);
      expect(body.data.addressId).toBeGreaterThan(0);
      expect(body.data.address).toMatchObject({
        addressId: body.data.addressId,
        city: 'TRENTO',
        province: 'TN',
        doorbellName: 'Bianchi',
        elevator: true,
        active: 1,
      });
      expect(body.data.address.latitude).toBeCloseTo(46.07, 1);
      const listed = await homeAddressOf(mario);
      expect(listed.map((a) => a.addressId)).toContain(body.data.addressId);
    });

    it('keeps the coordinates it is given (the geolocate button)', async () => {
      const body = (
        await call('POST', '/user-address/update', {
          token: mario,
          body: { ...trentoHome, addressName: 'Palestra', latitude: '46.0701', longitude: '11.1199' },
        })
      ).json();
      expect(body.data.address).toMatchObject({ latitude: 46.0701, longitude: 11.1199 });
    });

    it('refuses to save an address that is not served', async () => {
      const res = await call('POST', '/user-address/update', {
        token: mario,
        body: { ...trentoHome, city: 'Rovereto', postalcode: '38068' },
      });
      expect(res.json().response.status).not.toBe(0);
      expect(res.json().response.errors[0].error).toBe(ADDRESS_NOT_SERVED_MESSAGE);
    });

    it('refuses to save without doorbell name, address name and phone, or with a bad phone', async () => {
      const missing = await call('POST', '/user-address/update', {
        token: mario,
        body: { ...trentoHome, doorbellName: '', addressName: ' ' },
      });
      expect(missing.json().response.errors[0].error).toBe(
        "Campo obbligatorio: nome sul citofono, nome dell'indirizzo.",
      );
      const badPhone = await call('POST', '/user-address/update', {
        token: mario,
        body: { ...trentoHome, referencePhoneNumber: '12345' },
      });
      expect(badPhone.json().response.errors[0].error).toBe('Digitare un numero di telefono valido');
    });

    it('updates an address of the shopper in place', async () => {
      const created = (
        await call('POST', '/user-address/update', {
          token: mario,
          body: { ...trentoHome, addressName: 'Nonna' },
        })
      ).json().data.addressId;
      const res = await call('POST', '/user-address/update', {
        token: mario,
        body: { ...trentoHome, addressId: created, addressName: 'Casa della nonna', floor: '3' },
      });
      expect(res.json().data.addressId).toBe(created);
      const viewed = (await call('GET', `/user-address/view?address_id=${created}`, { token: mario })).json()
        .data.address;
      expect(viewed).toMatchObject({ addressName: 'Casa della nonna', floor: '3' });
    });

    it('answers 400 for a malformed body', async () => {
      const res = await call('POST', '/user-address/update', { token: mario, body: { latitude: 'nord' } });
      expect(res.statusCode).toBe(400);
    });

    it('refuses to delete the address the cart uses, deletes another', async () => {
      const [home] = await homeAddressOf(mario);
      const selected = await call(
        'POST',
        `/user-address/select?address_type=home&address_id=${home!.addressId}&delivery_service_id=2`,
        {
          token: mario,
        },
      );
      expect(selected.json().response.status).toBe(0);
      const refused = await call('GET', `/user-address/delete?address_id=${home!.addressId}`, {
        token: mario,
      });
      expect(refused.statusCode).toBe(200);
      expect(refused.json().response.status).not.toBe(0);
      expect(refused.json().response.errors[0]).toEqual({
        error: ADDRESS_DELETE_REFUSED_MESSAGE,
        code: 'ADDRESS_IN_USE',
      });

      const spare = (
        await call('POST', '/user-address/update', {
          token: mario,
          body: { ...trentoHome, addressName: 'Da eliminare' },
        })
      ).json().data.addressId;
      const deleted = await call('GET', `/user-address/delete?address_id=${spare}`, { token: mario });
      expect(deleted.json().response.status).toBe(0);
      expect(deleted.json().data.addresses.map((a: { addressId: number }) => a.addressId)).not.toContain(
        spare,
      );
      const gone = await call('GET', `/user-address/view?address_id=${spare}`, { token: mario });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('cart delivery choice', () => {
    it('shows the default store, auto-assigned, until the shopper chooses', async () => {
      const shopper = await createShopper(t.testDb.db, 'castoro', 'nuovo@example.com', t.clock.now());
      const services = createDeliveryServices({
        db: t.testDb.db,
        clock: t.clock,
        holdMs: HOUR,
        geocoding: createGeocodingService({ geocoder: createBuiltinGeocoder() }),
        cartAccess: createCartAccessService(),
        shoppers: createShopperService(),
      });
      const cart = await services.carts.view({ tenantId: 'castoro', userId: shopper.userId });
      expect(cart).toMatchObject({ cartId: shopper.cartId, deliveryServiceId: 1, timeslot: null });
      expect(cart.shippingAddress).toMatchObject({
        addressTypeId: 3,
        autoAssigned: true,
        addressName: 'Castoro Trento Centro',
      });
      const fee = (await call('GET', '/delivery-fee/view', { token: shopper.token })).json().data;
      expect(fee.zone).toBeNull();
    });

    it('selects a home address: home delivery from the warehouse of its zone', async () => {
      const [home] = await homeAddressOf(mario);
      const res = await call('POST', `/user-address/select?address_id=${home!.addressId}`, { token: mario });
      const cart = cartDeliverySchema.parse(res.json().data.cart);
      expect(cart.deliveryServiceId).toBe(2);
      expect(cart.shippingAddress).toMatchObject({
        addressId: home!.addressId,
        autoAssigned: false,
        zoneId: expect.any(Number),
      });
      const warehouses = (await call('GET', '/store-proximity/list?services=2')).json().data.stores as {
        storeId: number;
        code: string;
      }[];
      expect(cart.warehouse.warehouseId).toBe(warehouses.find((w) => w.code === 'CE001')!.storeId);
    });

    it('selects a store for pick-up through store-proximity/select and store/select', async () => {
      const stores = (await call('GET', '/store-proximity/list?services=1')).json().data.stores as {
        storeId: number;
        addressId: number;
      }[];
      for (const [method, url] of [
        ['GET', `/store-proximity/select?store_id=${stores[1]!.storeId}`],
        ['POST', `/store/select?store_id=${stores[2]!.storeId}`],
      ] as const) {
        const res = await call(method, url, { token: mario });
        const cart = cartDeliverySchema.parse(res.json().data.cart);
        expect(cart.deliveryServiceId).toBe(1);
        expect(cart.shippingAddress?.addressTypeId).toBe(3);
        expect(cart.store.storeId).toBe(Number(/store_id=(\d+)/.exec(url)![1]));
      }
      const warehouse = (await call('GET', '/store-proximity/list?services=2'))
        .json()
        .data.stores.find((s: { code: string }) => s.code === 'CE001');
      const refused = await call('POST', `/store/select?store_id=${warehouse.storeId}`, { token: mario });
      expect(refused.json().response.errors[0].error).toBe(
        'Questo punto vendita non offre il ritiro della spesa.',
      );
    });

    it('selects a locker for pick-up', async () => {
      const [locker] = (await call('GET', '/user-address/list?address_type=5', { token: mario })).json().data
        .addresses;
      const res = await call(
        'POST',
        `/user-address/select?address_type=locker&address_id=${locker.addressId}&delivery_service_id=1`,
        {
          token: mario,
        },
      );
      expect(res.json().data.cart.shippingAddress.addressTypeId).toBe(5);
      expect(res.json().data.cart.store.storeId).toBe(locker.storeId);
    });

    it('refuses an address whose type does not match the service asked for', async () => {
      const [home] = await homeAddressOf(mario);
      const res = await call(
        'POST',
        `/user-address/select?address_id=${home!.addressId}&delivery_service_id=1`,
        {
          token: mario,
        },
      );
      expect(res.json().response.status).not.toBe(0);
      expect(res.json().response.errors[0].code).toBe('ADDRESS_SERVICE_MISMATCH');
    });

    it('answers the fee of the cart’s zone and free delivery above its threshold', async () => {
      const [home] = await homeAddressOf(mario);
      await call('POST', `/user-address/select?address_id=${home!.addressId}`, { token: mario });
      const small = (await call('GET', '/delivery-fee/view?gross_total=20', { token: mario })).json().data;
      expect(small.zone).toMatchObject({ deliveryServiceId: 2, fee: 3.9, freeDeliveryThreshold: 50 });
      expect(small.deliveryFee).toBe(3.9);
      expect(small.missingForFreeDelivery).toBe(30);
      const big = (await call('GET', '/delivery-fee/view?gross_total=50', { token: mario })).json().data;
      expect(big.deliveryFee).toBe(0);
      const anonymous = (await call('GET', '/delivery-fee/view')).json().data;
      expect(anonymous.zone).toBeNull();
      expect(anonymous.zones.length).toBeGreaterThanOrEqual(3);
    });

    it('answers a visitor whether a postal code is served, and its zone’s fee', async () => {
      const served = (await call('GET', '/delivery-fee/view?postalcode=38122')).json();
      expect(served.response.status).toBe(0);
      expect(served.data.zone).toMatchObject({ deliveryServiceId: 2, fee: expect.any(Number) });
      expect(served.data.deliveryFee).toBe(served.data.zone.fee);
      const far = (await call('GET', '/delivery-fee/view?postalcode=90100')).json().data;
      expect(far.zone).toBeNull();
      // The shopper's own cart does not answer for a postal code they ask about.
      const asked = (await call('GET', '/delivery-fee/view?postalcode=90100', { token: mario })).json().data;
      expect(asked.zone).toBeNull();
      const wrong = await call('GET', '/delivery-fee/view?postalcode=38a');
      expect(wrong.statusCode).toBeLessThan(500);
      expect(wrong.json().response.status).not.toBe(0);
      expect(wrong.json().response.errors[0].error).toContain('postalcode');
    });
  });

  describe('timeslots', () => {
    async function chooseHome(token: string) {
      const [home] = await homeAddressOf(token);
      await call('POST', `/user-address/select?address_id=${home!.addressId}`, { token });
    }

    async function days(token: string, query = '') {
      const res = await call('GET', `/timeslot/list${query}`, { token });
      expect(res.json().response.status).toBe(0);
      return timeslotListDataSchema.parse(res.json().data).days;
    }

    async function slotRow(id: number) {
      return t.testDb.db.selectFrom('timeslots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    }

    it("the demo data leaves every open day's first slot free: a day of two slots still has one to choose", async () => {
      const rows = await t.testDb.db
        .selectFrom('timeslots')
        .select(['warehouse_id', 'delivery_service_id', 'slot_date', 'booked'])
        .where('active', '=', 1)
        .orderBy('begin_at')
        .execute();
      const firstOfDay = new Map<string, number>();
      for (const row of rows) {
        const day = `${row.warehouse_id}|${row.delivery_service_id}|${row.slot_date}`;
        if (!firstOfDay.has(day)) firstOfDay.set(day, row.booked);
      }
      expect(firstOfDay.size).toBeGreaterThan(14);
      expect([...firstOfDay].filter(([, booked]) => booked !== 0)).toEqual([]);
      // The others still show every status (the selector's legend).
      expect(rows.some((row) => row.booked > 0)).toBe(true);
    });

    it('refuses to list slots before an address or store is chosen', async () => {
      const res = await call('GET', '/timeslot/list', { token: other.token });
      expect(res.json().response.status).not.toBe(0);
      expect(res.json().response.errors[0].code).toBe('ADDRESS_REQUIRED');
    });

    it('lists 14 days from today of active slots, dropping a holiday with none', async () => {
      await chooseHome(mario);
      const list = await days(mario);
      const today = romeDateIso(t.clock.now());
      expect(list[0]!.dateIso).toBe(today);
      expect(list.length).toBeLessThanOrEqual(14);
      expect(list.map((d) => d.dateIso)).not.toContain('2026-12-08');
      for (const day of list) {
        expect(day.timeslots.length).toBeGreaterThan(0);
        expect(day.timeslots.every((s) => s.active === 1)).toBe(true);
      }
      // 10:00 in Italy: home-delivery slots close 4 hours before they begin.
      expect(list[0]!.timeslots.map((s) => s.beginTime)).toEqual(['16:00', '18:00']);
      const sunday = list.find((d) => d.dateIso === '2026-11-29')!;
      expect(sunday.timeslots.map((s) => s.beginTime)).toEqual(['08:00', '10:00']);
      const withClosed = await days(mario, '?show-closed=true');
      expect(withClosed.length).toBe(14);
      expect(withClosed.find((d) => d.dateIso === '2026-12-08')!.timeslots.every((s) => s.active === 0)).toBe(
        true,
      );
    });

    it('shows empty, intermediate and full from the places left', async () => {
      const day = (await days(mario))[1]!;
      const [a, b, c] = day.timeslots;
      await t.testDb.db.updateTable('timeslots').set({ booked: 0 }).where('id', '=', a!.timeslotId).execute();
      await t.testDb.db
        .updateTable('timeslots')
        .set({ booked: 10 })
        .where('id', '=', b!.timeslotId)
        .execute();
      await t.testDb.db
        .updateTable('timeslots')
        .set((eb) => ({ booked: eb.ref('capacity') }))
        .where('id', '=', c!.timeslotId)
        .execute();
      const again = (await days(mario))[1]!.timeslots;
      expect(again.slice(0, 3).map((s) => s.status)).toEqual(['empty', 'intermediate', 'full']);
    });

    it('holds a place, marks it selected, gives it back when another slot is chosen', async () => {
      const day = (await days(mario))[1]!;
      const [first, second] = day.timeslots;
      await t.testDb.db
        .updateTable('timeslots')
        .set({ booked: 0 })
        .where('id', 'in', [first!.timeslotId, second!.timeslotId])
        .execute();

      const res = await call(
        'GET',
        `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${first!.timeslotId}`,
        { token: mario },
      );
      expect(res.json().response.status).toBe(0);
      const cart = cartDeliverySchema.parse(res.json().data.cart);
      expect(cart.timeslot).toMatchObject({
        timeslotId: first!.timeslotId,
        date: day.dateIso,
        autoAssigned: false,
      });
      expect(cart.timeslot!.holdExpiresAt).toBe(t.clock.now() + HOUR);
      expect((await slotRow(first!.timeslotId)).booked).toBe(1);

      const again = await call(
        'GET',
        `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${first!.timeslotId}`,
        { token: mario },
      );
      expect(again.json().response.status).toBe(0);
      expect((await slotRow(first!.timeslotId)).booked).toBe(1);

      const listed = (await days(mario))[1]!;
      expect(listed.selected).toBe(true);
      expect(listed.timeslots.find((s) => s.selected)?.timeslotId).toBe(first!.timeslotId);

      await call('GET', `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${second!.timeslotId}`, {
        token: mario,
      });
      expect((await slotRow(first!.timeslotId)).booked).toBe(0);
      expect((await slotRow(second!.timeslotId)).booked).toBe(1);
      const holds = await t.testDb.db.selectFrom('timeslot_holds').selectAll().execute();
      expect(holds.filter((h) => h.timeslot_id === first!.timeslotId)).toEqual([]);
    });

    it('refuses a full slot with its message and keeps the place held before', async () => {
      const day = (await days(mario))[2]!;
      const [held, full] = day.timeslots;
      await t.testDb.db
        .updateTable('timeslots')
        .set({ booked: 0 })
        .where('id', '=', held!.timeslotId)
        .execute();
      await call('GET', `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${held!.timeslotId}`, {
        token: mario,
      });
      await t.testDb.db
        .updateTable('timeslots')
        .set((eb) => ({ booked: eb.ref('capacity') }))
        .where('id', '=', full!.timeslotId)
        .execute();
      const res = await call(
        'GET',
        `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${full!.timeslotId}`,
        { token: mario },
      );
      expect(res.json().response.status).not.toBe(0);
      expect(res.json().response.errors[0].error).toBe(TIMESLOT_FULL_MESSAGE);
      expect((await slotRow(held!.timeslotId)).booked).toBe(1);
      const cart = (await days(mario))[2]!.timeslots.find((s) => s.selected);
      expect(cart?.timeslotId).toBe(held!.timeslotId);
    });

    it('refuses a slot past its cut-off, an inactive one, and one of another day or warehouse', async () => {
      const closed = await days(mario, '?show-closed=true');
      const past = closed[0]!.timeslots.find((s) => s.active === 0)!;
      const late = await call(
        'GET',
        `/timeslot/select?sel_date=${closed[0]!.dateIso}&timeslot_id=${past.timeslotId}`,
        { token: mario },
      );
      expect(late.json().response.errors[0].error).toBe(TIMESLOT_CLOSED_MESSAGE);
      const holiday = closed.find((d) => d.dateIso === '2026-12-08')!.timeslots[0]!;
      const shut = await call(
        'GET',
        `/timeslot/select?sel_date=2026-12-08&timeslot_id=${holiday.timeslotId}`,
        { token: mario },
      );
      expect(shut.json().response.errors[0].error).toBe(TIMESLOT_CLOSED_MESSAGE);
      const open = closed[3]!.timeslots[0]!;
      const wrongDay = await call(
        'GET',
        `/timeslot/select?sel_date=${closed[4]!.dateIso}&timeslot_id=${open.timeslotId}`,
        { token: mario },
      );
      expect(wrongDay.statusCode).toBe(404);
      const pickUp = await t.testDb.db
        .selectFrom('timeslots')
        .select(['id', 'slot_date'])
        .where('tenant_id', '=', 'castoro')
        .where('delivery_service_id', '=', 1)
        .executeTakeFirstOrThrow();
      const otherWarehouse = await call(
        'GET',
        `/timeslot/select?sel_date=${pickUp.slot_date}&timeslot_id=${pickUp.id}`,
        { token: mario },
      );
      expect(otherWarehouse.statusCode).toBe(404);
    });

    it('gives the held place back when the shopper moves to pick-up', async () => {
      await chooseHome(mario);
      const day = (await days(mario))[5]!;
      const slot = day.timeslots[0]!;
      await t.testDb.db
        .updateTable('timeslots')
        .set({ booked: 0 })
        .where('id', '=', slot.timeslotId)
        .execute();
      await call('GET', `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${slot.timeslotId}`, {
        token: mario,
      });
      expect((await slotRow(slot.timeslotId)).booked).toBe(1);
      const store = (await call('GET', '/store-proximity/list?services=1')).json().data.stores[0];
      const res = await call('GET', `/store-proximity/select?store_id=${store.storeId}`, { token: mario });
      expect(res.json().data.cart.timeslot).toBeNull();
      expect((await slotRow(slot.timeslotId)).booked).toBe(0);
      const pickUpDays = await days(mario);
      expect(pickUpDays[0]!.timeslots[0]!.beginTime).toBe('13:00');
    });
  });
});
