import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSchema } from '@spesa/shared/delivery/address.contract';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { caller, createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { demoSubscriptionCode } from '../../db/seed/seed-company-points.js';
import { SUBSCRIPTION_CODE_INVALID_MESSAGE } from './company-point.service.js';

describe.each(DIALECTS)('joining a company delivery point (spec §7 shopatwork) on %s', (dialect) => {
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

  const subscribe = (code: string, token?: string) =>
    call('GET', `/shopatwork/subscribe?subscriptionCode=${encodeURIComponent(code)}`, token ? { token } : {});
  const pickUpAddresses = async (token: string) =>
    (await call('GET', '/user-address/list?address_type=store', { token })).json().data.addresses as {
      addressId: number;
      addressName: string;
    }[];

  it('makes the company’s point one of the shopper’s pick-up addresses, once, and only theirs', async () => {
    const res = await subscribe(demoSubscriptionCode('castoro').toLowerCase(), mario);
    expect(res.statusCode).toBe(200);
    expect(res.json().response.status).toBe(0);
    const address = addressSchema.parse(res.json().data.address);
    expect(address.addressTypeId).toBe(3);
    expect(address.addressName).toMatch(/^Polo uffici /);
    expect(address.address1).toBe('Via dell’Industria');

    const again = await subscribe(demoSubscriptionCode('castoro'), mario);
    expect(again.json().data.address.addressId).toBe(address.addressId);
    const mine = await pickUpAddresses(mario);
    expect(mine.filter((a) => a.addressId === address.addressId)).toHaveLength(1);
    expect((await pickUpAddresses(other.token)).some((a) => a.addressId === address.addressId)).toBe(false);

    // The point is picked up like a store: the cart takes its store and pick-up service.
    const selected = await call(
      'POST',
      `/user-address/select?address_type=store&address_id=${address.addressId}&delivery_service_id=1`,
      { token: mario },
    );
    expect(selected.json().response.status).toBe(0);
    expect(selected.json().data.cart.shippingAddress.addressId).toBe(address.addressId);
    expect(selected.json().data.cart.shippingAddress.deliveryServiceId).toBe(1);
    // Another shopper cannot use it.
    const refused = await call(
      'POST',
      `/user-address/select?address_type=store&address_id=${address.addressId}&delivery_service_id=1`,
      { token: other.token },
    );
    expect(refused.json().response.status).not.toBe(0);
  });

  it('refuses an unknown code, another chain’s code, a visitor and a call from another site', async () => {
    for (const code of ['NON-ESISTE', demoSubscriptionCode('dem')]) {
      const res = await subscribe(code, other.token);
      expect(res.json().response.status, code).not.toBe(0);
      expect(res.json().response.errors[0]).toEqual({
        error: SUBSCRIPTION_CODE_INVALID_MESSAGE,
        code: 'SUBSCRIPTION_CODE_INVALID',
      });
    }
    expect(await pickUpAddresses(other.token)).not.toContainEqual(
      expect.objectContaining({ addressName: expect.stringMatching(/^Polo uffici/) }),
    );
    const visitor = await subscribe(demoSubscriptionCode('castoro'));
    expect(visitor.json().response.status).not.toBe(0);
    const crossSite = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/shopatwork/subscribe?subscriptionCode=${demoSubscriptionCode('castoro')}`,
      headers: { host: 'castoro.localhost', 'x-ebsn-session': other.token, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await subscribe('', other.token)).statusCode).toBe(400);
  });
});
