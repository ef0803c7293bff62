/*
 * README "Back-office", Catalogue screens: the lists behind 'Catalogo', 'Promozioni' and 'Buoni sconto' — the
 * chain's own products, promotions with their state at the server's clock, codes — and the catalogue changes
 * answering the product as those screens show it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductPageSchema, giftCodePageSchema } from '@spesa/shared/admin/catalogue-admin.contract';
import { addDays, romeDateIso } from '../../lib/italy/rome-time.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';

describe.each(DIALECTS)('back-office catalogue lists on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let plain: { id: number; name: string; code: string; price_cents: number };

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro', 'dem'] });
    admin = await loginStaff(t, 'castoro', 'chain_admin');
    plain = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'name', 'code', 'price_cents'])
      .where('tenant_id', '=', 'castoro')
      .where('promo', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token = admin, tenant: 'castoro' | 'dem' = 'castoro') =>
    staffCall(t.app, 'GET', `/ebsn/api/admin/${url}`, { staffToken: token, tenant });
  const post = (url: string, json: unknown) =>
    staffCall(t.app, 'POST', `/ebsn/api/admin/${url}`, { staffToken: admin, json });
  const products = async (url: string, token = admin, tenant: 'castoro' | 'dem' = 'castoro') => {
    const res = await get(url, token, tenant);
    expect(res.status).toBe(200);
    return adminProductPageSchema.parse(res.body.data);
  };

  it('searches the chain’s products by name in any case, a page at a time, never another chain’s', async () => {
    const part = plain.name.slice(0, 6).toUpperCase();
    const page = await products(`catalogue/products?q=${encodeURIComponent(part)}`);
    expect(page.products.find((p) => p.productId === plain.id)).toMatchObject({
      code: plain.code,
      listPrice: plain.price_cents / 100,
      price: plain.price_cents / 100,
      promotion: null,
    });
    expect(
      page.products.every(
        (p) =>
          p.name.toUpperCase().includes(part) ||
          p.code.includes(part) ||
          p.brand.toUpperCase().includes(part),
      ),
    ).toBe(true);

    const all = await products('catalogue/products');
    expect(all.pageSize).toBe(20);
    expect(all.total).toBeGreaterThan(20);
    const second = await products('catalogue/products?page=2');
    expect(second.products[0]!.productId).not.toBe(all.products[0]!.productId);

    const demAdmin = await loginStaff(t, 'dem', 'chain_admin');
    const other = await products(`catalogue/products?q=${encodeURIComponent(plain.code)}`, demAdmin, 'dem');
    expect(other.products.some((p) => p.productId === plain.id)).toBe(false);
  });

  it('refuses a page that is not one, in Italian', async () => {
    const res = await get('catalogue/products?page=0');
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].error).toBe('Richiesta non valida: controlla page.');
  });

  it('answers a price or availability change with the product as the list shows it', async () => {
    const priced = await post('catalogue/price', { productId: plain.id, price: 7.35 });
    expect(priced.status).toBe(200);
    expect(priced.body.data.adminProduct).toMatchObject({
      productId: plain.id,
      listPrice: 7.35,
      price: 7.35,
    });
    const hidden = await post('catalogue/availability', { productId: plain.id, available: false });
    expect(hidden.body.data.adminProduct).toMatchObject({ productId: plain.id, available: false });
    const page = await products(`catalogue/products?q=${encodeURIComponent(plain.code)}`);
    expect(page.products.find((p) => p.productId === plain.id)).toMatchObject({
      listPrice: 7.35,
      available: false,
    });
  });

  it('lists promotions with their days and state: programmata, attiva, terminata', async () => {
    const [a, b] = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'code'])
      .where('tenant_id', '=', 'castoro')
      .where('promo', 'is', null)
      .where('id', '!=', plain.id)
      .orderBy('id')
      .limit(2)
      .execute();
    const today = romeDateIso(t.clock.now());
    const later = { productId: a!.id, percentage: 15, from: addDays(today, 3), to: addDays(today, 9) };
    expect((await post('promotions', later)).status).toBe(200);
    const now = { productId: b!.id, promoPrice: 0.5, from: today, to: today };
    const created = await post('promotions', now);
    expect(created.body.data.adminProduct.promotion).toMatchObject({ promoPrice: 0.5, state: 'attiva' });

    // Each found by its code among the promotions (the demo chain has more than a page of them).
    const promotionOf = async (product: { id: number; code: string }) => {
      const page = await products(`promotions?q=${encodeURIComponent(product.code)}`);
      expect(page.products.every((p) => p.promotion !== null)).toBe(true);
      return page.products.find((p) => p.productId === product.id)?.promotion;
    };
    expect(await promotionOf(a!)).toEqual({
      percentage: 15,
      promoPrice: null,
      from: later.from,
      to: later.to,
      state: 'programmata',
    });
    expect(await promotionOf(b!)).toMatchObject({ from: today, to: today, state: 'attiva' });
    expect((await products('promotions')).total).toBeGreaterThanOrEqual(2);

    t.clock.advance(2 * 24 * 3600_000);
    admin = await loginStaff(t, 'castoro', 'chain_admin');
    expect((await promotionOf(b!))?.state).toBe('terminata');
    expect((await promotionOf(a!))?.state).toBe('programmata');
  });

  it('lists the chain’s gift codes, the newest first', async () => {
    const today = romeDateIso(t.clock.now());
    const created = await post('gift-codes', {
      code: 'lista-5',
      description: 'Cinque euro',
      amount: 5,
      minOrder: 20,
      validFrom: today,
      validUntil: addDays(today, 10),
      maxUses: 3,
    });
    expect(created.status).toBe(200);
    const res = await get('gift-codes');
    expect(res.status).toBe(200);
    const page = giftCodePageSchema.parse(res.body.data);
    expect(page.giftCodes[0]).toMatchObject({
      code: 'LISTA-5',
      amount: 5,
      minOrderAmount: 20,
      maxUses: 3,
      timesUsed: 0,
    });
    const demAdmin = await loginStaff(t, 'dem', 'chain_admin');
    const other = giftCodePageSchema.parse((await get('gift-codes', demAdmin, 'dem')).body.data);
    expect(other.giftCodes.some((g) => g.code === 'LISTA-5')).toBe(false);
  });
});
