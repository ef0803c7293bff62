import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_AREA_ALREADY_SERVED_MESSAGE,
  DELIVERY_AREA_PRIVACY_MESSAGE,
} from '@spesa/shared/delivery/delivery-area-request.contract';
import { getTenant } from '@spesa/tenants/tenants';
import { buildAccountTestApp, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const URL = '/ebsn/api/eurospin-address-form/save-new-address';
/** A town of Trentino outside every castoro delivery zone (as the e2e not-served journey uses). */
const UNSERVED = {
  address1: 'Via Roma',
  addressNumber: '3',
  city: 'TIONE DI TRENTO',
  province: 'tn',
  postalcode: '38079',
};

describe.each(DIALECTS)('asking to be told when the chain delivers, on %s', (dialect) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, { tenants: ['castoro', 'dem'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the request once and mails its confirmation once, in the chain’s name', async () => {
    const body = { ...UNSERVED, email: 'Anna.Neri@Example.com', firstName: 'Anna', privacy: true };
    const first = await t.call('POST', URL, { json: body });
    expect(first.status).toBe(200);
    expect(first.body.response.status).toBe(0);
    expect(first.body.response.infos[0]!.info).toBe(
      'Grazie! Ti scriveremo a anna.neri@example.com quando consegneremo a Tione di Trento.',
    );
    const again = await t.call('POST', URL, { json: body });
    expect(again.body.response.status).toBe(0);

    const mails = await t.mails('castoro', 'anna.neri@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['delivery-area-request']);
    expect(mails[0]!.subject).toBe('Ti avviseremo quando consegneremo a Tione di Trento');
    expect(mails[0]!.text).toContain('Via Roma 3, 38079 Tione di Trento (TN)');
    expect(mails[0]!.sender).toContain(getTenant('castoro').texts.brandName);
    const rows = await t.testDb.db.selectFrom('delivery_area_requests').selectAll().execute();
    expect(rows.filter((r) => r.email === 'anna.neri@example.com')).toHaveLength(1);
    expect(rows[0]!.tenant_id).toBe('castoro');
  });

  it('keeps each chain’s requests apart and links a logged-in shopper', async () => {
    const token = (await t.login('mario.rossi@example.com', 'spesa123', 'dem'))!;
    const res = await t.call('POST', URL, {
      tenant: 'dem',
      token,
      json: { ...UNSERVED, postalcode: '38080', email: 'mario.rossi@example.com', privacy: true },
    });
    expect(res.body.response.status).toBe(0);
    const row = await t.testDb.db
      .selectFrom('delivery_area_requests')
      .selectAll()
      .where('tenant_id', '=', 'dem')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(res.body.user.userId);
    expect(await t.mails('castoro', 'mario.rossi@example.com')).toEqual([]);
  });

  it('refuses a served address, a missing privacy consent and a bad e-mail, and stores nothing', async () => {
    const served = getTenant('castoro').region;
    const before = await t.testDb.db.selectFrom('delivery_area_requests').selectAll().execute();
    const refusals = [
      [
        { ...UNSERVED, city: served.city, postalcode: served.postalCode },
        DELIVERY_AREA_ALREADY_SERVED_MESSAGE,
      ],
      [{ ...UNSERVED, privacy: false }, DELIVERY_AREA_PRIVACY_MESSAGE],
      [{ ...UNSERVED, email: 'non-una-mail', privacy: true }, 'Digitare una e-mail valida'],
      [{ ...UNSERVED, postalcode: '3807', privacy: true }, 'Il CAP è di 5 cifre.'],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await t.call('POST', URL, { json: { email: 'luca@example.com', privacy: true, ...body } });
      expect(res.status, message).toBeLessThan(500);
      expect(res.body.response.status, message).not.toBe(0);
      expect(JSON.stringify(res.body.response.errors), message).toContain(message);
    }
    expect(await t.testDb.db.selectFrom('delivery_area_requests').selectAll().execute()).toHaveLength(
      before.length,
    );
    expect(await t.mails('castoro', 'luca@example.com')).toEqual([]);
  });
});
