import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema, productsDataSchema, type Product } from '@spesa/shared/catalogue/product.contract';
import { addDays, romeDateIso, romeInstant } from '../../lib/italy/rome-time.js';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, chooseStoreAndSlot, type CartBody, type Call } from '../../../test/checkout-fixtures.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';

const HOUR_MS = 60 * 60 * 1000;

interface PromoProduct {
  id: number;
  promoCents: number;
  listCents: number;
  startsAt: number;
  endsAt: number;
}

/** API-COMPAT "Learned from clients": no promotion outside `validityDate` / `expireDate`. */
describe.each(DIALECTS)('promotions inside and outside their validity, on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let promo: PromoProduct;
  let seededAt: number;

  const moveClockTo = (at: number) => t.clock.advance(at - t.clock.now());
  const productPage = async (id = promo.id): Promise<Product> =>
    productSchema.parse((await call('GET', `/products/${id}`)).json().data);
  const inPromoListing = async (id = promo.id): Promise<boolean> => {
    const data = productsDataSchema.parse(
      (await call('GET', '/products?promo=true&page_size=5000&sort=&new_product=false')).json().data,
    );
    return data.products.some((p) => p.id === id);
  };
  const sortedByPrice = async (id = promo.id): Promise<Product | undefined> => {
    const product = await productPage(id);
    const data = productsDataSchema.parse(
      (
        await call('GET', `/products?parent_category_id=${product.categoryId}&sort=price_asc&page_size=500`)
      ).json().data,
    );
    return data.products.find((p) => p.id === id);
  };

  /** Buys one piece of the product paying on delivery; answers the cart line and the order's total. */
  async function buyOne(
    id = promo.id,
  ): Promise<{ lineCents: number; cartCents: number; orderCents: number }> {
    const token = await loginDemo(t.app, 'castoro');
    await chooseStoreAndSlot(call, token);
    const added = await call('POST', '/cart/add', {
      token,
      body: { items: [{ productId: id, quantity: 1 }] },
    });
    expect(added.json<CartBody>().response.status).toBe(0);
    const cart = (await call('GET', '/cart/view', { token })).json<CartBody>().data.cart;
    const line = cart.cartItems.find((i) => i.product.productId === id)!;
    expect(cart.cartItems).toHaveLength(1);
    const prepared = await call('POST', '/checkout/prepare', { token, body: { terms_accepted: true } });
    expect(prepared.json().response.status).toBe(0);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token })).json<{
      response: { status: number };
      data: { order: { grossTotal: number } };
    }>();
    expect(buy.response.status).toBe(0);
    return {
      lineCents: Math.round(line.grossTotal * 100),
      cartCents: Math.round(cart.grossTotal * 100),
      orderCents: Math.round(buy.data.order.grossTotal * 100),
    };
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    call = apiCaller(t.app, 'castoro');
    seededAt = t.clock.now();
    const rows = await t.testDb.db
      .selectFrom('products')
      .select([
        'id',
        'price_cents',
        'standard_price_cents',
        'promo',
        'product_infos',
        'promo_starts_at',
        'promo_ends_at',
      ])
      .where('tenant_id', '=', 'castoro')
      .where('available', '=', 1)
      .where('promo', 'is not', null)
      .where('standard_price_cents', 'is not', null)
      .where('select_options', '=', '[]')
      .orderBy('position')
      .execute();
    const row = rows.find((r) => {
      const infos = JSON.parse(r.product_infos) as Record<string, string>;
      const stored = JSON.parse(r.promo!) as { selectable: boolean };
      return (
        infos.TIPOLOGIA === 'Pezzo' &&
        !infos.MINACQ &&
        !infos.QTY_MULT &&
        !infos.MAXACQ &&
        !infos.QTY_LOCKED &&
        !stored.selectable
      );
    })!;
    promo = {
      id: row.id,
      promoCents: row.price_cents,
      listCents: row.standard_price_cents!,
      startsAt: row.promo_starts_at!,
      endsAt: row.promo_ends_at!,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the demo promotions around the seed day, in Italian days', async () => {
    expect(promo.startsAt).toBeLessThanOrEqual(seededAt);
    expect(promo.endsAt).toBeGreaterThan(seededAt);
    const product = await productPage();
    expect(product.warehousePromo!.validityDate).toBe(romeDateIso(promo.startsAt));
    expect(product.warehousePromo!.expireDate).toBe(romeDateIso(promo.endsAt - 1));
    expect(product.warehousePromo!.validityDate <= romeDateIso(seededAt)).toBe(true);
  });

  it('applies the promotion inside its window in listing, product page and sorting', async () => {
    moveClockTo(seededAt);
    const product = await productPage();
    expect(Math.round(product.priceDisplay * 100)).toBe(promo.promoCents);
    expect(Math.round(product.priceStandardDisplay! * 100)).toBe(promo.listCents);
    expect(product.warehousePromo).not.toBeNull();
    expect(await inPromoListing()).toBe(true);
    expect(Math.round((await sortedByPrice())!.priceDisplay * 100)).toBe(promo.promoCents);
  });

  it('stops applying at its end without any write: listing, product page, cart and checkout', async () => {
    moveClockTo(seededAt);
    // Warm every cache with the promotional price first.
    expect(await inPromoListing()).toBe(true);
    expect(Math.round((await productPage()).priceDisplay * 100)).toBe(promo.promoCents);

    moveClockTo(promo.endsAt - 1);
    expect(await inPromoListing()).toBe(true);
    moveClockTo(promo.endsAt);
    const product = await productPage();
    expect(product.warehousePromo).toBeNull();
    expect(Math.round(product.priceDisplay * 100)).toBe(promo.listCents);
    expect(product.priceStandardDisplay).toBeNull();
    expect(await inPromoListing()).toBe(false);
    const listed = await sortedByPrice();
    expect(Math.round(listed!.priceDisplay * 100)).toBe(promo.listCents);
    expect(listed!.warehousePromo).toBeNull();

    const after = await buyOne();
    expect(after.lineCents).toBe(promo.listCents);
    expect(after.orderCents).toBe(after.cartCents);
  });

  it('does not apply before its start, and applies from it: cart and checkout priced alike', async () => {
    moveClockTo(promo.startsAt - HOUR_MS);
    const product = await productPage();
    expect(product.warehousePromo).toBeNull();
    expect(Math.round(product.priceDisplay * 100)).toBe(promo.listCents);
    expect(await inPromoListing()).toBe(false);
    const before = await buyOne();
    expect(before.lineCents).toBe(promo.listCents);
    expect(before.orderCents).toBe(before.cartCents);

    moveClockTo(promo.startsAt);
    expect(await inPromoListing()).toBe(true);
    const inside = await buyOne();
    expect(inside.lineCents).toBe(promo.promoCents);
    expect(inside.orderCents).toBe(inside.cartCents);
    expect(before.cartCents - inside.cartCents).toBe(promo.listCents - promo.promoCents);
  });

  it('re-prices a cart line when the promotion ends while it sits in the cart', async () => {
    moveClockTo(seededAt);
    const token = await loginDemo(t.app, 'castoro');
    await call('POST', '/cart/add', { token, body: { items: [{ productId: promo.id, quantity: 2 }] } });
    const lineOf = async () =>
      (await call('GET', '/cart/view', { token }))
        .json<CartBody>()
        .data.cart.cartItems.find((i) => i.product.productId === promo.id)!;
    expect(Math.round((await lineOf()).grossTotal * 100)).toBe(2 * promo.promoCents);
    moveClockTo(promo.endsAt + HOUR_MS);
    expect(Math.round((await lineOf()).grossTotal * 100)).toBe(2 * promo.listCents);
  });

  /** A product sold by the piece without promotion, options or limits: the back-office's promotions go on it. */
  async function plainProduct(skip: number): Promise<{ id: number; listCents: number }> {
    const rows = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'price_cents', 'product_infos'])
      .where('tenant_id', '=', 'castoro')
      .where('available', '=', 1)
      .where('promo', 'is', null)
      .where('standard_price_cents', 'is', null)
      .where('select_options', '=', '[]')
      .where('price_cents', '>=', 200)
      .orderBy('position')
      .execute();
    const row = rows.filter((r) => {
      const infos = JSON.parse(r.product_infos) as Record<string, string>;
      return (
        infos.TIPOLOGIA === 'Pezzo' && !infos.MINACQ && !infos.QTY_MULT && !infos.MAXACQ && !infos.QTY_LOCKED
      );
    })[skip]!;
    return { id: row.id, listCents: row.price_cents };
  }

  const staffPost = async (url: string, json: unknown) => {
    const res = await staffCall(t.app, 'POST', `/ebsn/api/admin/${url}`, {
      staffToken: await loginStaff(t, 'castoro', 'chain_admin'),
      json,
    });
    expect(res.body.response.status, JSON.stringify(res.body.response)).toBe(0);
    return res.body.data;
  };
  const cents = (p: Product | undefined) => Math.round(p!.priceDisplay * 100);

  it('a promotion the back-office creates applies only inside its dates: listing, cart and checkout', async () => {
    moveClockTo(seededAt + 30 * 24 * HOUR_MS);
    // The demo shopper's cart starts empty: the test before leaves its lines there.
    await call('POST', '/cart/delete', { token: await loginDemo(t.app, 'castoro') });
    const plain = await plainProduct(0);
    const today = romeDateIso(t.clock.now());
    // Warm the caches with the list price first.
    expect(cents(await sortedByPrice(plain.id))).toBe(plain.listCents);
    await staffPost('promotions', {
      productId: plain.id,
      percentage: 20,
      from: addDays(today, 2),
      to: addDays(today, 3),
    });
    const promoCents = Math.round(plain.listCents * 0.8);

    // Before its first day: not applied anywhere.
    expect((await productPage(plain.id)).warehousePromo).toBeNull();
    expect(cents(await sortedByPrice(plain.id))).toBe(plain.listCents);
    expect(await inPromoListing(plain.id)).toBe(false);
    const before = await buyOne(plain.id);
    expect(before.lineCents).toBe(plain.listCents);
    expect(before.orderCents).toBe(before.cartCents);

    // From the start of its first day to the end of its last.
    moveClockTo(romeInstant(addDays(today, 2), '00:00'));
    const product = await productPage(plain.id);
    expect(product.warehousePromo).toMatchObject({
      promoType: 'sconto',
      discountPerc: 20,
      validityDate: addDays(today, 2),
      expireDate: addDays(today, 3),
    });
    expect(cents(product)).toBe(promoCents);
    expect(Math.round(product.priceStandardDisplay! * 100)).toBe(plain.listCents);
    expect(await inPromoListing(plain.id)).toBe(true);
    const during = await buyOne(plain.id);
    expect(during.lineCents).toBe(promoCents);
    expect(during.orderCents).toBe(during.cartCents);

    // After its last day.
    moveClockTo(romeInstant(addDays(today, 4), '00:00'));
    expect(cents(await sortedByPrice(plain.id))).toBe(plain.listCents);
    expect(await inPromoListing(plain.id)).toBe(false);
    const after = await buyOne(plain.id);
    expect(after.lineCents).toBe(plain.listCents);
    expect(after.orderCents).toBe(after.cartCents);
  });

  it('edits and ends a promotion, and a new list price shows at once in a listing fetched before', async () => {
    moveClockTo(seededAt + 40 * 24 * HOUR_MS);
    const plain = await plainProduct(1);
    const today = romeDateIso(t.clock.now());
    expect(cents(await sortedByPrice(plain.id))).toBe(plain.listCents);
    expect(cents(await productPage(plain.id))).toBe(plain.listCents);

    const listCents = plain.listCents + 100;
    const priced = await staffPost('catalogue/price', { productId: plain.id, price: listCents / 100 });
    expect(cents(priced.product)).toBe(listCents);
    expect(cents(await sortedByPrice(plain.id))).toBe(listCents);
    expect(cents(await productPage(plain.id))).toBe(listCents);

    const window = { productId: plain.id, from: today, to: addDays(today, 5) };
    await staffPost('promotions', { ...window, percentage: 10 });
    expect(cents(await sortedByPrice(plain.id))).toBe(Math.round(listCents * 0.9));
    const again = await staffCall(t.app, 'POST', '/ebsn/api/admin/promotions', {
      staffToken: await loginStaff(t, 'castoro', 'chain_admin'),
      json: { ...window, percentage: 15 },
    });
    expect(again.status).toBe(400);
    expect(again.body.response.errors[0].error).toBe(
      'Il prodotto ha già una promozione: modificala o terminala.',
    );

    await staffPost('promotions/edit', { ...window, promoPrice: (listCents - 50) / 100 });
    expect(cents(await sortedByPrice(plain.id))).toBe(listCents - 50);
    const notBelow = await staffCall(t.app, 'POST', '/ebsn/api/admin/promotions/edit', {
      staffToken: await loginStaff(t, 'castoro', 'chain_admin'),
      json: { ...window, promoPrice: listCents / 100 },
    });
    expect(notBelow.body.response.errors[0].error).toMatch(/^Il prezzo in promozione deve essere inferiore/);

    await staffPost('promotions/end', { productId: plain.id });
    const ended = await productPage(plain.id);
    expect(ended.warehousePromo).toBeNull();
    expect(cents(ended)).toBe(listCents);
    expect(await inPromoListing(plain.id)).toBe(false);

    const audit = await staffCall(t.app, 'GET', '/ebsn/api/admin/audit', {
      staffToken: await loginStaff(t, 'castoro', 'chain_admin'),
    });
    const actions = audit.body.data.entries.map((e: { action: string }) => e.action);
    for (const action of ['product.price', 'promotion.create', 'promotion.edit', 'promotion.end'])
      expect(actions).toContain(action);
  });
});
