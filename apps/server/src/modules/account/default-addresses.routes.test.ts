import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS_INVALID_MESSAGE } from '@spesa/shared/account/user-detail.contract';
import { ADDRESS_TYPE } from '@spesa/shared/delivery/delivery-service.contract';
import { fiscalCodeCheckCharacter } from '@spesa/shared/validation/validators';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, type Call } from '../../../test/checkout-fixtures.js';
import { createShopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';

const MARIO_CF = `RSSMRA80A01L378${fiscalCodeCheckCharacter('RSSMRA80A01L378')}`;

interface Defaults {
  userId: number;
  defaultStoreAddressId: number | null;
  defaultDeliveryAddressId: number | null;
}

// spec §3 "User": defaultStoreAddressId and defaultDeliveryAddressId.
describe.each(DIALECTS)("the shopper's default addresses on %s", (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (): Promise<Defaults> =>
    (await call('GET', '/registration/user_detail', { token: mario })).json().data.user as Defaults;
  const person = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: MARIO_CF, birthDate: '01/01/1980' };
  const save = (body: Record<string, unknown>) =>
    call('POST', '/registration/update_user_detail', { token: mario, body: { ...person, ...body } });

  /** The home address of the demo shopper with this e-mail in this chain. */
  async function homeOf(tenant: string, email: string): Promise<number> {
    const row = await t.testDb.db
      .selectFrom('addresses as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.id')
      .where('u.tenant_id', '=', tenant)
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A home address of a new shopper of castoro, a copy of Mario's. */
  async function othersHome(): Promise<number> {
    const other = await createShopper(t.testDb.db, 'castoro', 'luigi.verdi@example.com', t.clock.now());
    const { id: _id, ...copy } = await t.testDb.db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', await homeOf('castoro', 'mario.rossi@example.com'))
      .executeTakeFirstOrThrow();
    const row = await t.testDb.db
      .insertInto('addresses')
      .values({ ...copy, user_id: other.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function storeAddress(tenant: string): Promise<number> {
    const row = await t.testDb.db
      .selectFrom('addresses')
      .select('id')
      .where('tenant_id', '=', tenant)
      .where('user_id', 'is', null)
      .where('address_type_id', '=', ADDRESS_TYPE.STORE)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('answers them in the user, sets them with the person, and stars the chosen one', async () => {
    const home = await homeOf('castoro', 'mario.rossi@example.com');
    const store = await storeAddress('castoro');
    expect(await detail()).toMatchObject({ defaultDeliveryAddressId: home });

    const saved = await save({ defaultStoreAddressId: store });
    expect(saved.json().response.status).toBe(0);
    expect(saved.json().data.user).toMatchObject({
      defaultStoreAddressId: store,
      defaultDeliveryAddressId: home,
    });
    const stores = await call('GET', `/user-address/list?address_type=${ADDRESS_TYPE.STORE}`, {
      token: mario,
    });
    const starred = (stores.json().data.addresses as { addressId: number; isDefault: boolean }[]).filter(
      (a) => a.isDefault,
    );
    expect(starred.map((a) => a.addressId)).toEqual([store]);

    const cleared = await save({ defaultStoreAddressId: null });
    expect(cleared.json().data.user).toMatchObject({
      defaultStoreAddressId: null,
      defaultDeliveryAddressId: home,
    });
  });

  it("refuses another shopper's address, another chain's, one of the other kind or none, and changes nothing", async () => {
    const home = await homeOf('castoro', 'mario.rossi@example.com');
    const store = await storeAddress('castoro');
    await save({ defaultStoreAddressId: store });
    for (const refused of [
      { defaultDeliveryAddressId: await othersHome() },
      { defaultDeliveryAddressId: await homeOf('dem', 'mario.rossi@example.com') },
      { defaultStoreAddressId: await storeAddress('dem') },
      { defaultDeliveryAddressId: store },
      { defaultStoreAddressId: home },
      { defaultStoreAddressId: 999_999 },
    ]) {
      const res = await save(refused);
      expect(res.statusCode).toBe(200);
      expect(res.json().response.errors[0]).toMatchObject({ error: DEFAULT_ADDRESS_INVALID_MESSAGE });
    }
    const malformed = await save({ defaultStoreAddressId: 'uno' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().response.status).not.toBe(0);
    expect(await detail()).toMatchObject({ defaultStoreAddressId: store, defaultDeliveryAddressId: home });
  });
});
