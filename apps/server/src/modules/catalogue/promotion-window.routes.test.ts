import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema, productsDataSchema, type Product } from '@spesa/shared/catalogue/product.contract';
import { romeDateIso } from '../../lib/italy/rome-time.js';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, chooseStoreAndSlot, type CartBody, type Call } from '../../../test/checkout-fixtures.js';
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
  const productPage = async (): Promise<Product> =>
    productSchema.parse((await call('GET', `/products/${promo.id}`)).json().data);
  const inPromoListing = async (): Promise<boolean> => {
    const data = productsDataSchema.parse(
      (await call('GET', '/products?promo=true&page_size=5000&sort=&new_product=false')).json().data,
    );
    return data.products.some((p) => p.id === promo.id);
  };
  const sortedByPrice = async (): Promise<Product | undefined> => {
    const product = await productPage();
    const data = productsDataSchema.parse(
      (
        await call('GET', `/products?parent_category_id=${product.categoryId}&sort=price_asc&page_size=500`)
      ).json().data,
    );
    return data.products.find((p) => p.id === promo.id);
  };

  /** Buys one piece of the product paying on delivery; answers the cart line and the order's total. */
  async function buyOne(): Promise<{ lineCents: number; cartCents: number; orderCents: number }> {
    const token = await loginDemo(t.app, 'castoro');
    await chooseStoreAndSlot(call, token);
    const added = await call('POST', '/cart/add', {
      token,
      body: { items: [{ productId: promo.id, quantity: 1 }] },
    });
    expect(added.json<CartBody>().response.status).toBe(0);
    const cart = (await call('GET', '/cart/view', { token })).json<CartBody>().data.cart;
    const line = cart.cartItems.find((i) => i.product.productId === promo.id)!;
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
});
