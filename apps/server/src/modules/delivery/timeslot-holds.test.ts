import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESLOT_FULL_MESSAGE, timeslotListDataSchema } from '@spesa/shared/delivery/timeslot.contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { caller, createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { createBuiltinGeocoder } from '../geocoding/builtin-geocoder.js';
import { createGeocodingService } from '../geocoding/geocoding.service.js';
import { createShopperService } from '../account/shopper.service.js';
import { createCartAccessService } from '../cart/cart-access.service.js';
import { createDeliveryServices, type DeliveryServices } from './delivery.service.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe.each(DIALECTS)('timeslot holds on %s', (dialect) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let services: DeliveryServices;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    call = caller(t.app, 'castoro');
    services = createDeliveryServices({
      db: t.testDb.db,
      clock: t.clock,
      holdMs: t.config.slotHoldMs,
      geocoding: createGeocodingService({ geocoder: createBuiltinGeocoder() }),
      cartAccess: createCartAccessService(),
      shoppers: createShopperService(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  let serial = 0;
  async function shopperAtHome(): Promise<Shopper> {
    serial += 1;
    const shopper = await createShopper(
      t.testDb.db,
      'castoro',
      `cliente${serial}@example.com`,
      t.clock.now(),
    );
    const address = (
      await call('POST', '/user-address/update', {
        token: shopper.token,
        body: {
          addressName: 'Casa',
          address1: 'Via Roma',
          addressNumber: String(serial),
          city: 'Trento',
          province: 'TN',
          postalcode: '38122',
          doorbellName: 'Cliente',
          referencePhoneNumber: '3331234567',
        },
      })
    ).json().data.addressId;
    const selected = await call('POST', `/user-address/select?address_id=${address}`, {
      token: shopper.token,
    });
    expect(selected.json().response.status).toBe(0);
    return shopper;
  }

  async function listFor(shopper: Shopper) {
    const res = await call('GET', '/timeslot/list', { token: shopper.token });
    return timeslotListDataSchema.parse(res.json().data).days;
  }

  /** A slot two days ahead with room for exactly `capacity`. */
  async function freshSlot(shopper: Shopper, capacity: number) {
    const day = (await listFor(shopper))[2]!;
    const slot = day.timeslots[serial % day.timeslots.length]!;
    await t.testDb.db
      .updateTable('timeslots')
      .set({ booked: 0, capacity })
      .where('id', '=', slot.timeslotId)
      .execute();
    return { date: day.dateIso, timeslotId: slot.timeslotId };
  }

  function select(shopper: Shopper, slot: { date: string; timeslotId: number }) {
    return call('GET', `/timeslot/select?sel_date=${slot.date}&timeslot_id=${slot.timeslotId}`, {
      token: shopper.token,
    });
  }

  async function booked(timeslotId: number) {
    const row = await t.testDb.db
      .selectFrom('timeslots')
      .select('booked')
      .where('id', '=', timeslotId)
      .executeTakeFirstOrThrow();
    return row.booked;
  }

  it('an expired hold stops counting: the place shows free and another shopper takes it', async () => {
    const first = await shopperAtHome();
    const second = await shopperAtHome();
    const slot = await freshSlot(first, 1);
    expect((await select(first, slot)).json().response.status).toBe(0);
    const refused = await select(second, slot);
    expect(refused.json().response.errors[0].error).toBe(TIMESLOT_FULL_MESSAGE);
    const shown = (await listFor(second))
      .flatMap((d) => d.timeslots)
      .find((s) => s.timeslotId === slot.timeslotId);
    expect(shown?.status).toBe('full');

    t.clock.advance(61 * MINUTE);
    const freed = (await listFor(second))
      .flatMap((d) => d.timeslots)
      .find((s) => s.timeslotId === slot.timeslotId);
    expect(freed?.status).toBe('empty');
    expect((await select(second, slot)).json().response.status).toBe(0);
    expect(await booked(slot.timeslotId)).toBe(1);
    const holds = await t.testDb.db
      .selectFrom('timeslot_holds')
      .select('cart_id')
      .where('timeslot_id', '=', slot.timeslotId)
      .execute();
    expect(holds.map((h) => h.cart_id)).toEqual([second.cartId]);
    expect((await services.carts.view({ tenantId: 'castoro', userId: first.userId })).timeslot).toBeNull();
  });

  it('activity renews the hold, so an active shopper keeps the place past the first hour', async () => {
    const active = await shopperAtHome();
    const late = await shopperAtHome();
    const slot = await freshSlot(active, 1);
    await select(active, slot);
    t.clock.advance(50 * MINUTE);
    await listFor(active);
    t.clock.advance(50 * MINUTE);
    expect(await services.timeslots.renewHold({ tenantId: 'castoro', userId: active.userId })).toBe(true);
    t.clock.advance(50 * MINUTE);
    const refused = await select(late, slot);
    expect(refused.json().response.errors[0].error).toBe(TIMESLOT_FULL_MESSAGE);
  });

  it('a hold past its time keeps the place until someone else needs it, and renews', async () => {
    const shopper = await shopperAtHome();
    const slot = await freshSlot(shopper, 2);
    await select(shopper, slot);
    t.clock.advance(2 * 60 * MINUTE);
    expect(await services.timeslots.renewHold({ tenantId: 'castoro', userId: shopper.userId })).toBe(true);
    expect(await booked(slot.timeslotId)).toBe(1);
    const cart = await services.carts.view({ tenantId: 'castoro', userId: shopper.userId });
    expect(cart.timeslot?.timeslotId).toBe(slot.timeslotId);
    expect(cart.timeslot?.holdExpiresAt).toBe(t.clock.now() + 60 * MINUTE);
  });

  it('confirming the order turns the hold into a booking that never expires', async () => {
    const buyer = await shopperAtHome();
    const latecomer = await shopperAtHome();
    const slot = await freshSlot(buyer, 1);
    await select(buyer, slot);
    const confirmed = await writeTransaction(t.testDb.db, (trx) =>
      services.timeslots.confirmHold(trx, 'castoro', buyer.cartId),
    );
    expect(confirmed).toMatchObject({ timeslotId: slot.timeslotId, date: slot.date, deliveryServiceId: 2 });
    const hold = await t.testDb.db
      .selectFrom('timeslot_holds')
      .selectAll()
      .where('cart_id', '=', buyer.cartId)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ status: 1, expires_at: null });
    t.clock.advance(3 * 60 * MINUTE);
    expect((await select(latecomer, slot)).json().response.errors[0].error).toBe(TIMESLOT_FULL_MESSAGE);
    expect(await booked(slot.timeslotId)).toBe(1);
    const again = await writeTransaction(t.testDb.db, (trx) =>
      services.timeslots.confirmHold(trx, 'castoro', buyer.cartId),
    );
    expect(again.timeslotId).toBe(slot.timeslotId);
    expect(await booked(slot.timeslotId)).toBe(1);

    expect(
      await writeTransaction(t.testDb.db, (trx) =>
        services.timeslots.releaseBooking(trx, 'castoro', buyer.cartId),
      ),
    ).toBe(true);
    expect(await booked(slot.timeslotId)).toBe(0);
    expect((await select(latecomer, slot)).json().response.status).toBe(0);
  });

  it('confirming books the slot again when the hold lapsed, or refuses when it filled up', async () => {
    const slow = await shopperAtHome();
    const fast = await shopperAtHome();
    const slot = await freshSlot(slow, 1);
    await select(slow, slot);
    t.clock.advance(61 * MINUTE);
    await select(fast, slot);
    await expect(
      writeTransaction(t.testDb.db, (trx) => services.timeslots.confirmHold(trx, 'castoro', slow.cartId)),
    ).rejects.toMatchObject({ code: 'TIMESLOT_FULL' });

    const other = await shopperAtHome();
    const roomy = await freshSlot(other, 5);
    await select(other, roomy);
    t.clock.advance(61 * MINUTE);
    await call('GET', `/timeslot/select?sel_date=${roomy.date}&timeslot_id=${roomy.timeslotId}`, {
      token: fast.token,
    });
    const confirmed = await writeTransaction(t.testDb.db, (trx) =>
      services.timeslots.confirmHold(trx, 'castoro', other.cartId),
    );
    expect(confirmed.timeslotId).toBe(roomy.timeslotId);
    expect(await booked(roomy.timeslotId)).toBe(2);
  });

  it('tops the calendar up as days pass, without doubling existing slots', async () => {
    const shopper = await shopperAtHome();
    const before = await t.testDb.db
      .selectFrom('timeslots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    t.clock.advance(3 * DAY);
    const days = await listFor(shopper);
    await listFor(shopper);
    const last = days[days.length - 1]!.dateIso;
    expect(last >= '2026-12-11').toBe(true);
    const after = await t.testDb.db
      .selectFrom('timeslots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(3 * 6);
  });

  it('keeps the held place when the shopper picks another address of the same zone', async () => {
    const shopper = await shopperAtHome();
    const slot = await freshSlot(shopper, 3);
    await select(shopper, slot);
    const second = (
      await call('POST', '/user-address/update', {
        token: shopper.token,
        body: {
          addressName: 'Ufficio',
          address1: 'Via Verdi',
          addressNumber: '9',
          city: 'Trento',
          province: 'TN',
          postalcode: '38121',
          doorbellName: 'Cliente',
          referencePhoneNumber: '3331234567',
        },
      })
    ).json().data.addressId;
    const res = await call('POST', `/user-address/select?address_id=${second}`, { token: shopper.token });
    expect(res.json().data.cart.timeslot?.timeslotId).toBe(slot.timeslotId);
    expect(await booked(slot.timeslotId)).toBe(1);
  });

  it('account deletion gives the held place back and anonymises the shopper’s addresses', async () => {
    const leaving = await shopperAtHome();
    const slot = await freshSlot(leaving, 2);
    await select(leaving, slot);
    const [home] = (
      await call('GET', '/user-address/list?address_type=home', { token: leaving.token })
    ).json().data.addresses;
    expect(
      await services.addresses.isUsable({ tenantId: 'castoro', userId: leaving.userId }, home.addressId),
    ).toBe(true);

    await services.addresses.removeAllOfUser({ tenantId: 'castoro', userId: leaving.userId });
    expect(await booked(slot.timeslotId)).toBe(0);
    expect(
      await services.addresses.isUsable({ tenantId: 'castoro', userId: leaving.userId }, home.addressId),
    ).toBe(false);
    const row = await t.testDb.db
      .selectFrom('addresses')
      .select(['doorbell_name', 'reference_phone_number', 'deleted_at'])
      .where('id', '=', home.addressId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ doorbell_name: '', reference_phone_number: '' });
    expect(row.deleted_at).not.toBeNull();
  });
});
