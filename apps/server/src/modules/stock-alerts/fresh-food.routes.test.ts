import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PRODUCT_ALREADY_AVAILABLE_MESSAGE,
  SIMILAR_PRODUCTS_MAX,
} from '@spesa/shared/catalogue/back-in-stock.contract';
import {
  CART_ITEM_NOTE_TOO_LONG_MESSAGE,
  cartDataSchema,
  type CartItem,
} from '@spesa/shared/cart/cart.contract';
import { PIECES_NOT_OFFERED_MESSAGE } from '@spesa/shared/rules/fresh-pieces';
import { buildAccountTestApp, type AccountTestApp } from '../../../test/account-test-app.js';
import { apiCaller, chooseStoreAndSlot, type Call } from '../../../test/checkout-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';

const OPERATOR_TOKEN = 'operator-token-of-the-fresh-food-test';
const MARIO = 'mario.rossi@example.com';

interface ProductRow {
  id: number;
  name: string;
  slug: string;
  price_cents: number;
  category_id: number;
  product_infos: string;
}

describe.each(DIALECTS)('fresh food on %s', (dialect) => {
  let t: AccountTestApp;
  let call: Call;
  let mario: string;
  let rows: ProductRow[];
  const infosOf = (row: ProductRow) => JSON.parse(row.product_infos) as Record<string, string>;

  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, { tenants: ['castoro', 'dem'], config: { OPERATOR_TOKEN } });
    call = apiCaller(t.app, 'castoro');
    mario = (await t.login(MARIO, 'spesa123'))!;
    rows = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'name', 'slug', 'price_cents', 'category_id', 'product_infos'])
      .where('tenant_id', '=', 'castoro')
      .where('available', '=', 1)
      .where('promo', 'is', null)
      .where('select_options', '=', '[]')
      .orderBy('position')
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await call('POST', '/cart/delete', { token: mario, body: {} });
  });

  const byPiece = () =>
    rows.find((r) => infosOf(r).WEIGHT_SELLING_SINGLE_UNIT && infosOf(r).TIPOLOGIA === 'Sfuso')!;
  const lineOf = async (res: Promise<{ json(): unknown }>) => {
    const body = (await res).json() as { response: { status: number }; data: unknown };
    expect(body.response.status).toBe(0);
    return cartDataSchema.parse(body.data).cart.cartItems[0]!;
  };

  it('sells a weighed product by pieces at its per-kg price: 4 pieces are their expected weight', async () => {
    const product = byPiece();
    const pieceWeight = Number(infosOf(product).WEIGHT_SELLING_SINGLE_UNIT);
    const line: CartItem = await lineOf(
      call('POST', '/cart/add', {
        token: mario,
        body: { items: [{ productId: product.id, quantity: 0, infos: { pieces: 4 } }] },
      }),
    );
    expect(line.quantity).toBeCloseTo(4 * pieceWeight, 3);
    expect(line.weight).toBeCloseTo(4 * pieceWeight, 3);
    expect(line.cartItemInfo.pieces).toBe('4');
    expect(line.grossTotal).toBe(Math.round(product.price_cents * 4 * pieceWeight) / 100);
    expect(line.quantityDisplay).toMatch(/^4 pz ≈ \d/);
    expect(line.isVariableWeight).toBe(true);

    const more = await lineOf(
      call('POST', '/cart/add', {
        token: mario,
        body: { items: [{ productId: product.id, quantity: 0, infos: { pieces: 1 } }] },
      }),
    );
    expect(more.cartItemInfo.pieces).toBe('5');
    expect(more.quantity).toBeCloseTo(5 * pieceWeight, 3);

    const two = await lineOf(
      call('POST', '/cart/update', {
        token: mario,
        body: { items: [{ itemId: more.itemId, quantity: 0, pieces: 2 }] },
      }),
    );
    expect(two.quantity).toBeCloseTo(2 * pieceWeight, 3);
    expect(two.grossTotal).toBe(Math.round(product.price_cents * 2 * pieceWeight) / 100);

    const byWeight = await lineOf(
      call('POST', '/cart/update', { token: mario, body: { items: [{ itemId: two.itemId, quantity: 1 }] } }),
    );
    expect(byWeight.quantity).toBe(1);
    expect(byWeight.cartItemInfo.pieces).toBeUndefined();
    expect(byWeight.quantityDisplay).toBe('1,000 kg');
  });

  it('refuses pieces where the product has no piece weight, and a count that is not one', async () => {
    const packed = rows.find((r) => infosOf(r).TIPOLOGIA === 'Pezzo')!;
    const refused = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: packed.id, quantity: 0, infos: { pieces: 2 } }] },
    });
    expect(refused.json().response.errors[0].error).toBe(PIECES_NOT_OFFERED_MESSAGE);
    const bad = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: byPiece().id, quantity: 0, infos: { pieces: 'quattro' } }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await lineOf(call('GET', '/cart/view', { token: mario })).catch(() => undefined)).toBeUndefined();
  });

  it('keeps a note for the counter per line, refuses a long one, and shows it on the order', async () => {
    await chooseStoreAndSlot(call, mario);
    const product = byPiece();
    const line = await lineOf(
      call('POST', '/cart/add', {
        token: mario,
        body: { items: [{ productId: product.id, quantity: 0, infos: { pieces: 3 } }] },
      }),
    );
    const noted = await lineOf(
      call('POST', '/cart/update-infos', {
        token: mario,
        body: {
          items: [{ itemId: line.itemId, infos: { user_notes: '  Ben mature,\n non troppo grandi ' } }],
        },
      }),
    );
    expect(noted.cartItemInfo.user_notes).toBe('Ben mature, non troppo grandi');
    const tooLong = await call('POST', '/cart/update-infos', {
      token: mario,
      body: { items: [{ itemId: line.itemId, infos: { user_notes: 'x'.repeat(201) } }] },
    });
    expect(tooLong.json().response.errors[0].error).toBe(CART_ITEM_NOTE_TOO_LONG_MESSAGE);

    const cartId = (await call('GET', '/cart/view', { token: mario })).json().data.cart.cartId as number;
    const other = (await t.login('giulia.bianchi@example.com', 'spesa123'))!;
    const foreign = await call('POST', '/cart/update-infos', {
      token: other,
      body: { items: [{ itemId: line.itemId, infos: { user_notes: 'altro' } }] },
    });
    expect(foreign.json().response.status).not.toBe(0);
    expect(cartId).toBeGreaterThan(0);

    const prepared = await call('POST', '/checkout/prepare', {
      token: mario,
      body: { terms_accepted: true },
    });
    expect(prepared.json().response.status).toBe(0);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json();
    expect(buy.response.status).toBe(0);
    const order = (await call('GET', `/order/view?order_id=${buy.data.orderId}`, { token: mario })).json()
      .data.data as { orderItems: { cartItemInfo: Record<string, string>; quantityDisplay: string }[] };
    expect(order.orderItems[0]!.cartItemInfo.user_notes).toBe('Ben mature, non troppo grandi');
    expect(order.orderItems[0]!.cartItemInfo.pieces).toBe('3');
    expect(order.orderItems[0]!.quantityDisplay).toMatch(/^3 pz ≈ /);
  });

  it('offers up to three available products of the same category, never the product itself', async () => {
    const product = byPiece();
    const res = await call('GET', `/products/${product.id}/similar`);
    const similar = res.json().data.products as {
      productId: number;
      categoryId: number;
      available: number;
    }[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(SIMILAR_PRODUCTS_MAX);
    for (const p of similar) {
      expect(p.productId).not.toBe(product.id);
      expect(p.categoryId).toBe(product.category_id);
      expect(p.available).not.toBe(0);
    }
    const sameCategory = rows.filter((r) => r.category_id === product.category_id && r.id !== product.id);
    expect(similar.length).toBe(Math.min(SIMILAR_PRODUCTS_MAX, sameCategory.length));
    expect((await call('GET', '/products/999999999/similar')).statusCode).toBe(404);
    const dem = apiCaller(t.app, 'dem');
    expect((await dem('GET', `/products/${product.id}/similar`)).statusCode).toBe(404);
  });

  it('stores the back-in-stock request once per shopper and product and mails once when it is back', async () => {
    const product = rows.find((r) => r.name.startsWith('Banane'))!;
    const setAvailable = (available: boolean) =>
      call('POST', '/operator/product-availability', {
        headers: { 'x-operator-token': OPERATOR_TOKEN },
        body: { productId: product.id, available },
      });
    expect((await setAvailable(false)).json().data.product.available).toBe(0);

    expect((await call('POST', '/back-in-stock/add', { body: { productId: product.id } })).statusCode).toBe(
      419,
    );
    for (let i = 0; i < 2; i += 1) {
      const asked = (
        await call('POST', '/back-in-stock/add', { token: mario, body: { productId: product.id } })
      ).json();
      expect(asked.response.status).toBe(0);
      expect(asked.response.infos[0].info).toContain(MARIO);
      expect(asked.data).toEqual({ productId: product.id, requested: true });
    }
    const stored = await t.testDb.db
      .selectFrom('back_in_stock_requests')
      .selectAll()
      .where('product_id', '=', product.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tenant_id).toBe('castoro');
    const view = (await call('GET', `/back-in-stock/view?product_id=${product.id}`, { token: mario })).json();
    expect(view.data.requested).toBe(true);
    expect((await t.mails('castoro', MARIO)).filter((m) => m.kind === 'back-in-stock')).toEqual([]);

    expect((await setAvailable(true)).json().response.status).toBe(0);
    const mails = (await t.mails('castoro', MARIO)).filter((m) => m.kind === 'back-in-stock');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${product.name} è di nuovo disponibile`);
    expect(mails[0]!.links.some((l) => l.pathname === `/product/${product.slug}`)).toBe(true);
    const after = (
      await call('GET', `/back-in-stock/view?product_id=${product.id}`, { token: mario })
    ).json();
    expect(after.data.requested).toBe(false);

    await setAvailable(false);
    await setAvailable(true);
    expect((await t.mails('castoro', MARIO)).filter((m) => m.kind === 'back-in-stock')).toHaveLength(1);
    const refused = (
      await call('POST', '/back-in-stock/add', { token: mario, body: { productId: product.id } })
    ).json();
    expect(refused.response.errors[0].error).toBe(PRODUCT_ALREADY_AVAILABLE_MESSAGE);
  });

  it('mails a request whose product came back by another way at the periodic sweep, once', async () => {
    const product = rows.find((r) => r.name.startsWith('Pere'))!;
    await t.testDb.db.updateTable('products').set({ available: 0 }).where('id', '=', product.id).execute();
    await call('POST', '/back-in-stock/add', { token: mario, body: { productId: product.id } });
    expect(await t.app.sweepBackInStock()).toBe(0);
    await t.testDb.db.updateTable('products').set({ available: 1 }).where('id', '=', product.id).execute();
    expect(await t.app.sweepBackInStock()).toBe(1);
    expect(await t.app.sweepBackInStock()).toBe(0);
    const mails = (await t.mails('castoro', MARIO)).filter((m) => m.subject.startsWith(product.name));
    expect(mails).toHaveLength(1);
  });

  it('refuses the availability change without the operator token', async () => {
    const res = await call('POST', '/operator/product-availability', {
      body: { productId: rows[0]!.id, available: false },
    });
    expect(res.statusCode).toBe(403);
  });
});
