import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartDataSchema,
  GIFT_CODE_INVALID_MESSAGE,
  ORDER_NOTE_TOO_LONG_MESSAGE,
  PRODUCT_OPTIONS_REQUIRED_MESSAGE,
  packagingTypeListDataSchema,
  purchaseRestrictionDataSchema,
} from '@spesa/shared/cart/cart.contract';
import { DAILY_MAX_EXCEEDED_MESSAGE, MIN_ACQ_MESSAGE, maxAcqMessage } from '@spesa/shared/rules/quantity';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  chooseStoreAndSlot,
  demoProducts,
  type Call,
  type CartBody,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';

describe.each(DIALECTS)('cart API on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let other: Shopper;
  let products: DemoProducts;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    other = await createShopper(t.testDb.db, 'castoro', 'luigi.verdi@example.com', t.clock.now());
    products = await demoProducts(t.testDb.db, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await call('POST', '/cart/delete', { token: mario, body: {} });
    await call('POST', '/cart/delete', { token: other.token, body: {} });
  });

  const cartOf = (body: string) => JSON.parse(body) as CartBody;

  it('answers 419 without a session', async () => {
    const res = await call('GET', '/cart/view');
    expect(res.statusCode).toBe(419);
  });

  it('views an empty cart with the summary lines of spec §2 and the loyalty points', async () => {
    const res = await call('GET', '/cart/view', { token: mario });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(() => cartDataSchema.parse(body.data)).not.toThrow();
    const cart = cartOf(res.body).data.cart;
    expect(cart.cartItems).toEqual([]);
    expect(cart.totals.map((l) => l.code)).toEqual([
      'goods',
      'giftCodes',
      'bags',
      'packages',
      'deliveryFee',
      'total',
    ]);
    expect(cart.userPoints.LOYALTY.value).toBe(1250);
  });

  it('adds products, sums the quantity of the same line, and answers the whole cart', async () => {
    const [a, b] = products.pieces;
    await call('POST', '/cart/add', { token: mario, body: { items: [{ productId: a!.id, quantity: 1 }] } });
    const res = await call('POST', '/cart/add', {
      token: mario,
      body: {
        items: [
          { productId: a!.id, quantity: 2 },
          { productId: b!.id, quantity: 1 },
        ],
      },
    });
    const body = cartOf(res.body);
    expect(body.response.status).toBe(0);
    expect(body.response.warnings).toEqual([]);
    const line = body.data.cart.cartItems.find((i) => i.product.productId === a!.id)!;
    expect(line.quantity).toBe(3);
    expect(line.grossTotal).toBeCloseTo((a!.priceCents * 3) / 100, 2);
    expect(body.data.cart.totalPrice).toBeCloseTo((a!.priceCents * 3 + b!.priceCents) / 100, 2);
    // A bag line (the default packaging type) appears once there are products.
    expect(body.data.cart.orderPackages[0]?.quantity).toBe(1);
    expect(body.data.cart.grossTotal).toBeCloseTo(
      body.data.cart.totalPrice +
        body.data.cart.packageTotal +
        body.data.cart.deliveryFee -
        body.data.cart.giftTotal,
      2,
    );
  });

  it('adds a weighed product by WEIGHT_SELLING steps and refuses less than the first weight', async () => {
    const ok = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: { items: [{ productId: products.weighed.id, quantity: 1 }] },
        })
      ).body,
    );
    expect(ok.response.status).toBe(0);
    expect(ok.data.cart.cartItems[0]!.quantity).toBeGreaterThan(0);
    const tooLittle = await call('POST', '/cart/add', {
      token: other.token,
      body: { items: [{ productId: products.weighed.id, quantity: 0.001 }] },
    });
    expect(tooLittle.json().response.status).toBe(1);
    expect(tooLittle.json().response.errors[0].error).toBe(MIN_ACQ_MESSAGE);
  });

  it('refuses a product with options until every option is chosen, then keeps one line per choice', async () => {
    const { id, options } = products.withOptions;
    const refused = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: id, quantity: 1 }] },
    });
    expect(refused.json().response.errors[0].error).toBe(PRODUCT_OPTIONS_REQUIRED_MESSAGE);
    const params = Object.fromEntries(options.map((o) => [o.parameterName, o.key]));
    const ok = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: { items: [{ productId: id, quantity: 1, params }] },
        })
      ).body,
    );
    expect(ok.response.status).toBe(0);
    expect(ok.data.cart.cartItems).toHaveLength(1);
  });

  it('caps a product at MAXACQ with the spec message as a warning', async () => {
    const row = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'product_infos'])
      .where('tenant_id', '=', 'castoro')
      .where('available', '=', 1)
      .where('select_options', '=', '[]')
      .where('product_infos', 'like', '%"MAXACQ"%')
      .where('product_infos', 'not like', '%MINACQ%')
      .where('product_infos', 'like', '%"TIPOLOGIA":"Pezzo"%')
      .executeTakeFirstOrThrow();
    const max = Number((JSON.parse(row.product_infos) as { MAXACQ: string }).MAXACQ);
    const res = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: { items: [{ productId: row.id, quantity: max + 5 }] },
        })
      ).body,
    );
    expect(res.response.status).toBe(0);
    expect(res.response.warnings.map((w) => w.warning)).toContain(maxAcqMessage(max));
    expect(res.data.cart.cartItems[0]!.quantity).toBeLessThanOrEqual(max);
  });

  it('enforces the product group limit and the daily maximum', async () => {
    const limits = await t.testDb.db
      .selectFrom('purchase_limits')
      .selectAll()
      .where('tenant_id', '=', 'castoro')
      .execute();
    const daily = limits.find((l) => l.kind === 'daily')!;
    const capped = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: { items: [{ productId: daily.product_id!, quantity: daily.max_quantity + 3 }] },
        })
      ).body,
    );
    expect(capped.response.warnings.map((w) => w.warning)).toContain(DAILY_MAX_EXCEEDED_MESSAGE);
    expect(capped.data.cart.cartItems[0]!.quantity).toBe(daily.max_quantity);

    const group = limits.find((l) => l.kind === 'group')!;
    const water = await t.testDb.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.product_infos'])
      .where('p.tenant_id', '=', 'castoro')
      .where('c.parent_id', '=', group.category_id!)
      .where('p.available', '=', 1)
      .where('p.select_options', '=', '[]')
      .where('p.product_infos', 'not like', '%MAXACQ%')
      .where('p.product_infos', 'not like', '%QTY_%')
      .where('p.product_infos', 'not like', '%MINACQ%')
      .limit(2)
      .execute();
    expect(water.length).toBe(2);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: water[0]!.id, quantity: 20 }] },
    });
    const res = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: { items: [{ productId: water[1]!.id, quantity: 10 }] },
        })
      ).body,
    );
    expect(res.response.warnings[0]!.warning).toContain('Puoi acquistare al massimo 24');
    const inGroup = res.data.cart.cartItems
      .filter((i) => water.some((w) => w.id === i.product.productId))
      .reduce((s, i) => s + i.quantity, 0);
    expect(inGroup).toBe(24);
    const restrictions = await call('GET', '/cart/purchase-restriction', { token: mario });
    const parsed = purchaseRestrictionDataSchema.parse(restrictions.json().data);
    expect(parsed.restrictions.find((r) => r.productId === daily.product_id)?.dailyMax).toBe(
      daily.max_quantity,
    );
  });

  it('updates quantities (0 removes) and deletes lines; delete without items empties the cart', async () => {
    const [a, b] = products.pieces;
    const added = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: {
            items: [
              { productId: a!.id, quantity: 2 },
              { productId: b!.id, quantity: 2 },
            ],
          },
        })
      ).body,
    );
    const [first, second] = added.data.cart.cartItems;
    const updated = cartOf(
      (
        await call('POST', '/cart/update', {
          token: mario,
          body: { items: [{ itemId: first!.itemId, quantity: 5 }] },
        })
      ).body,
    );
    expect(updated.data.cart.cartItems.find((i) => i.itemId === first!.itemId)?.quantity).toBe(5);
    const removed = cartOf(
      (
        await call('POST', '/cart/update', {
          token: mario,
          body: { items: [{ itemId: second!.itemId, quantity: 0 }] },
        })
      ).body,
    );
    expect(removed.data.cart.cartItems).toHaveLength(1);
    const deleted = cartOf(
      (await call('POST', '/cart/delete', { token: mario, body: { items: [{ itemId: first!.itemId }] } }))
        .body,
    );
    expect(deleted.data.cart.cartItems).toHaveLength(0);
    await call('POST', '/cart/add', { token: mario, body: { items: [{ productId: a!.id, quantity: 1 }] } });
    const emptied = cartOf((await call('POST', '/cart/delete', { token: mario })).body);
    expect(emptied.data.cart.cartItems).toHaveLength(0);
  });

  it('groups items by department when show_sectors is on', async () => {
    await call('POST', '/cart/add', {
      token: mario,
      body: {
        items: [
          { productId: products.pieces[0]!.id, quantity: 1 },
          { productId: products.weighed.id, quantity: 1 },
        ],
      },
    });
    const withSectors = cartOf((await call('GET', '/cart/view?show_sectors=true', { token: mario })).body);
    expect(withSectors.data.cart.sectors?.length).toBeGreaterThan(0);
    expect(withSectors.data.cart.sectors!.flatMap((s) => s.cartItems)).toHaveLength(2);
    const without = cartOf((await call('GET', '/cart/view', { token: mario })).body);
    expect(without.data.cart.sectors).toBeNull();
  });

  it('applies a selectable promotion only when the shopper takes it (use_wpid, -1 = no)', async () => {
    const row = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'price_cents', 'standard_price_cents', 'promo'])
      .where('tenant_id', '=', 'castoro')
      .where('available', '=', 1)
      .where('select_options', '=', '[]')
      .where('promo', 'like', '%"selectable":true%')
      .where('product_infos', 'like', '%"TIPOLOGIA":"Pezzo"%')
      .where('product_infos', 'not like', '%MINACQ%')
      .where('product_infos', 'not like', '%QTY_%')
      .executeTakeFirst();
    if (!row) return;
    const no = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: { items: [{ productId: row.id, quantity: 1, use_wpid: -1 }] },
        })
      ).body,
    );
    expect(no.data.cart.cartItems[0]!.grossTotal).toBeCloseTo(
      (row.standard_price_cents ?? row.price_cents) / 100,
      2,
    );
    const yes = cartOf(
      (
        await call('POST', '/cart/add', {
          token: other.token,
          body: { items: [{ productId: row.id, quantity: 1, use_wpid: row.id * 10 + 1 }] },
        })
      ).body,
    );
    expect(yes.data.cart.cartItems[0]!.grossTotal).toBeCloseTo(row.price_cents / 100, 2);
  });

  it('sets cart infos: note up to 1000 characters and packaging type', async () => {
    const note = cartOf(
      (
        await call('POST', '/cart/update-cart-info', {
          token: mario,
          body: { property: 'order_comment', value: 'Citofonare' },
        })
      ).body,
    );
    expect(note.data.cart.cartInfos).toMatchObject({ order_comment: 'Citofonare' });
    const long = await call('POST', '/cart/update-cart-info', {
      token: mario,
      body: { property: 'order_comment', value: 'x'.repeat(1001) },
    });
    expect(long.json().response.errors[0].error).toBe(ORDER_NOTE_TOO_LONG_MESSAGE);

    const types = packagingTypeListDataSchema.parse(
      (await call('GET', '/packaging-type/list', { token: mario })).json().data,
    );
    expect(types.packagingTypes.length).toBeGreaterThan(1);
    const canvas = types.packagingTypes.find((p) => !p.isDefault && p.kind === 'bag')!;
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 1 }] },
    });
    const chosen = cartOf(
      (
        await call('POST', '/cart/update-cart-info', {
          token: mario,
          body: { property: 'packaging_type_id', value: String(canvas.packagingTypeId) },
        })
      ).body,
    );
    expect(chosen.data.cart.packageTotal).toBeCloseTo(canvas.cost, 2);
    const line = chosen.data.cart.cartItems[0]!;
    const infos = await call('POST', '/cart/update-infos', {
      token: mario,
      body: { items: [{ itemId: line.itemId, infos: { accept_alternatives: 'false' } }] },
    });
    expect(infos.json().data.cart.cartItems[0].cartItemInfo.accept_alternatives).toBe('false');
  });

  it('checks, adds and removes a gift code; an unknown code gets the message of spec §5', async () => {
    const check = await call('GET', '/cart-giftcertificate/check?code=benvenuto5', { token: mario });
    expect(check.json().data.valid).toBe(true);
    const silent = await call('GET', '/cart-giftcertificate/check?code=NOPE', { token: mario });
    expect(silent.json().response.status).toBe(0);
    expect(silent.json().data.valid).toBe(false);
    const bad = await call('POST', '/cart-giftcertificate/add_code?code=NOPE', { token: mario });
    expect(bad.json().response.errors[0].error).toBe(GIFT_CODE_INVALID_MESSAGE);
    // Another shopper cannot use Mario's code.
    const stolen = await call('POST', '/cart-giftcertificate/add_code?code=BENVENUTO5', {
      token: other.token,
    });
    expect(stolen.json().response.errors[0].error).toBe(GIFT_CODE_INVALID_MESSAGE);

    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 40 }] },
    });
    const added = cartOf(
      (await call('POST', '/cart-giftcertificate/add_code?code=BENVENUTO5', { token: mario })).body,
    );
    expect(added.data.cart.orderAdjustmentSummary.orderAdjustments[0]!.giftCertificate.code).toBe(
      'BENVENUTO5',
    );
    const expected = added.data.cart.totalPrice >= 30 ? 5 : 0;
    expect(added.data.cart.giftTotal).toBe(expected);
    const removed = cartOf(
      (await call('POST', '/cart-giftcertificate/remove_code?code=BENVENUTO5', { token: mario })).body,
    );
    expect(removed.data.cart.orderAdjustmentSummary.orderAdjustments).toEqual([]);
  });

  it('20 simultaneous additions of one code put it on the cart once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/cart-giftcertificate/add_code?code=SPESA10', { token: mario }),
      ),
    );
    expect(answers.every((a) => a.json().response.status === 0)).toBe(true);
    const cart = cartOf((await call('GET', '/cart/view', { token: mario })).body).data.cart;
    expect(
      cart.orderAdjustmentSummary.orderAdjustments.filter((a) => a.giftCertificate.code === 'SPESA10'),
    ).toHaveLength(1);
    await call('POST', '/cart-giftcertificate/remove_code?code=SPESA10', { token: mario });
  });

  it('adds every product of a wish list', async () => {
    const lists = (await call('GET', '/wishlist/list', { token: mario })).json().data.personalList.lists as {
      listId: number;
      sharingData: unknown;
    }[];
    const own = lists.find((l) => l.sharingData === null)!;
    const res = cartOf(
      (await call('POST', `/cart/add-all-from-wishlist?list_id=${own.listId}`, { token: mario })).body,
    );
    expect(res.response.status).toBe(0);
    expect(res.data.cart.cartItems.length).toBeGreaterThan(0);
  });

  it("says '1 prodotto aggiunto' for a list of one product and 'prodotti aggiunti' for more", async () => {
    const [a, b] = products.pieces;
    const create = async (name: string, productIds: number[]) => {
      const created = await call('POST', `/wishlist/insert?name=${name}`, { token: mario });
      const listId = created.json().data.listId as number;
      const items = productIds.map((productId) => ({ productId, quantity: 1 }));
      await call('POST', '/wishlist/add_prod', { token: mario, body: { wishlistId: listId, items } });
      return listId;
    };
    const one = await create('Uno', [a!.id]);
    const two = await create('Due', [a!.id, b!.id]);
    const single = await call('POST', `/cart/add-all-from-wishlist?list_id=${one}`, { token: mario });
    expect(single.json().response.infos).toEqual([
      { info: '1 prodotto aggiunto al carrello dalla lista Uno' },
    ]);
    const plural = await call('POST', `/cart/add-all-from-wishlist?list_id=${two}`, { token: mario });
    expect(plural.json().response.infos).toEqual([
      { info: '2 prodotti aggiunti al carrello dalla lista Due' },
    ]);
    for (const listId of [one, two])
      await call('POST', `/wishlist/delete?list_id=${listId}`, { token: mario });
  });

  it("never changes another shopper's cart lines by any item id", async () => {
    const mine = cartOf(
      (
        await call('POST', '/cart/add', {
          token: mario,
          body: { items: [{ productId: products.pieces[0]!.id, quantity: 2 }] },
        })
      ).body,
    );
    const itemId = mine.data.cart.cartItems[0]!.itemId;
    const update = await call('POST', '/cart/update', {
      token: other.token,
      body: { items: [{ itemId, quantity: 9 }] },
    });
    expect(update.json().response.status).not.toBe(0);
    await call('POST', '/cart/delete', { token: other.token, body: { items: [{ itemId }] } });
    await call('POST', '/cart/update-infos', {
      token: other.token,
      body: { items: [{ itemId, infos: { accept_alternatives: 'false' } }] },
    });
    const after = cartOf((await call('GET', '/cart/view', { token: mario })).body);
    expect(after.data.cart.cartItems[0]).toMatchObject({ itemId, quantity: 2 });
    const theirs = cartOf((await call('GET', '/cart/view', { token: other.token })).body);
    expect(theirs.data.cart.cartId).not.toBe(mine.data.cart.cartId);
    expect(theirs.data.cart.cartItems).toEqual([]);
  });

  it('answers 400 with the envelope for a malformed body', async () => {
    const res = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: 'x', quantity: -1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.status).not.toBe(0);
  });

  it('keeps the delivery choice in the cart answer', async () => {
    const slot = await chooseStoreAndSlot(call, other.token);
    const cart = cartOf((await call('GET', '/cart/view', { token: other.token })).body).data
      .cart as unknown as {
      timeslot: { timeslotId: number } | null;
    };
    expect(cart.timeslot?.timeslotId).toBe(slot.timeslotId);
  });
});
