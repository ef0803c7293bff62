import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartDataSchema } from '@spesa/shared/cart/cart.contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, demoProducts, type Call, type CartBody } from '../../../test/checkout-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { ANONYMOUS_CART_COOKIE } from './cart.routes.js';

describe.each(DIALECTS)('anonymous carts on %s', (dialect) => {
  let t: TestApp;
  let castoro: Call;
  let dem: Call;
  let pieces: { id: number; priceCents: number }[];

  beforeAll(async () => {
    // castoro enables anonymous carts for this suite; dem keeps its setting (off).
    t = await buildTestApp(dialect, { anonymousCartEnabled: (tenant) => tenant.code === 'castoro' });
    castoro = apiCaller(t.app, 'castoro');
    dem = apiCaller(t.app, 'dem');
    pieces = (await demoProducts(t.testDb.db, 'castoro')).pieces;
  });
  afterAll(async () => {
    await t.close();
  });

  const withCart = (token: string) => ({ cookie: `${ANONYMOUS_CART_COOKIE}=${token}` });
  const cartOf = (body: string) => JSON.parse(body) as CartBody;

  async function startAnonymousCart(): Promise<string> {
    const res = await castoro('POST', '/cart/add', {
      body: { items: [{ productId: pieces[0]!.id, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === ANONYMOUS_CART_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    return cookie!.value;
  }

  async function login(tenantCall: Call, headers: Record<string, string>) {
    return tenantCall('POST', '/auth/login', {
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=mario.rossi%40example.com&password=spesa123&remember_me=true',
    });
  }

  it('keeps the 419 of every cart call on a chain that does not enable anonymous carts', async () => {
    for (const [method, url, body] of [
      ['GET', '/cart/view', undefined],
      ['POST', '/cart/add', { items: [{ productId: pieces[0]!.id, quantity: 1 }] }],
      ['POST', '/cart/update', { items: [{ itemId: 1, quantity: 1 }] }],
      ['POST', '/cart/delete', {}],
    ] as const) {
      const res = await dem(method, url, body === undefined ? {} : { body });
      expect(res.statusCode, url).toBe(419);
      expect(res.cookies.some((c) => c.name === ANONYMOUS_CART_COOKIE)).toBe(false);
    }
  });

  it('adds, views, updates and deletes without login on a cart named by its cookie', async () => {
    const token = await startAnonymousCart();
    const viewed = await castoro('GET', '/cart/view', { headers: withCart(token) });
    expect(viewed.statusCode).toBe(200);
    expect(() => cartDataSchema.parse(viewed.json().data)).not.toThrow();
    const cart = cartOf(viewed.body);
    // Not logged in: the envelope and the cart say userId -1, the login dialog still works as before.
    expect(viewed.json().user.userId).toBe(-1);
    expect(viewed.json().data.cart.user.userId).toBe(-1);
    expect(cart.data.cart.cartItems).toHaveLength(1);
    const line = cart.data.cart.cartItems[0]!;
    expect(line.quantity).toBe(2);
    expect(cart.data.cart.totalPrice).toBeCloseTo((pieces[0]!.priceCents * 2) / 100, 2);

    const updated = cartOf(
      (
        await castoro('POST', '/cart/update', {
          headers: withCart(token),
          body: { items: [{ itemId: line.itemId, quantity: 5 }] },
        })
      ).body,
    );
    expect(updated.data.cart.cartItems[0]!.quantity).toBe(5);

    const deleted = cartOf(
      (
        await castoro('POST', '/cart/delete', {
          headers: withCart(token),
          body: { items: [{ itemId: line.itemId }] },
        })
      ).body,
    );
    expect(deleted.response.status).toBe(0);
    expect(deleted.data.cart.cartItems).toEqual([]);
  });

  it('gives each anonymous shopper a cart of their own, and a cookie counts only on its own chain', async () => {
    const first = await startAnonymousCart();
    const second = await startAnonymousCart();
    expect(second).not.toBe(first);
    const firstCart = cartOf((await castoro('GET', '/cart/view', { headers: withCart(first) })).body);
    const secondCart = cartOf((await castoro('GET', '/cart/view', { headers: withCart(second) })).body);
    expect(firstCart.data.cart.cartId).not.toBe(secondCart.data.cart.cartId);
    // A line of one anonymous cart cannot be changed through another's cookie.
    const foreign = await castoro('POST', '/cart/update', {
      headers: withCart(second),
      body: { items: [{ itemId: firstCart.data.cart.cartItems[0]!.itemId, quantity: 9 }] },
    });
    expect(foreign.json().response.status).not.toBe(0);
    const after = cartOf((await castoro('GET', '/cart/view', { headers: withCart(first) })).body);
    expect(after.data.cart.cartItems[0]!.quantity).toBe(2);
    // Presented to a chain without anonymous carts, the cookie is nobody.
    expect((await dem('GET', '/cart/view', { headers: withCart(first) })).statusCode).toBe(419);
  });

  it('accepts the token in the X-Ebsn-Cart header (mobile app) and answers it when a cart starts', async () => {
    const res = await castoro('GET', '/cart/view');
    const token = res.headers[ANONYMOUS_CART_COOKIE.toLowerCase()];
    expect(typeof token).toBe('string');
    await castoro('POST', '/cart/add', {
      headers: { [ANONYMOUS_CART_COOKIE]: token as string },
      body: { items: [{ productId: pieces[1]!.id, quantity: 1 }] },
    });
    const viewed = cartOf(
      (await castoro('GET', '/cart/view', { headers: { [ANONYMOUS_CART_COOKIE]: token as string } })).body,
    );
    expect(viewed.data.cart.cartItems.map((i) => i.product.productId)).toEqual([pieces[1]!.id]);
  });

  it("merges the anonymous cart into the shopper's at login, adding up the same lines", async () => {
    // The shopper's own cart already holds one of the products.
    const session = (await login(castoro, {})).cookies.find((c) => c.name === 'X-Ebsn-Session')!.value;
    await castoro('POST', '/cart/delete', { token: session, body: {} });
    await castoro('POST', '/cart/add', {
      token: session,
      body: { items: [{ productId: pieces[0]!.id, quantity: 1 }] },
    });

    const token = await startAnonymousCart();
    await castoro('POST', '/cart/add', {
      headers: withCart(token),
      body: { items: [{ productId: pieces[2]!.id, quantity: 3 }] },
    });
    const loggedIn = await login(castoro, withCart(token));
    expect(loggedIn.json().response.status).toBe(0);
    // The anonymous cookie is spent.
    const cleared = loggedIn.cookies.find((c) => c.name === ANONYMOUS_CART_COOKIE);
    expect(cleared?.value).toBe('');
    const newSession = loggedIn.cookies.find((c) => c.name === 'X-Ebsn-Session')!.value;

    const mergedBody = (await castoro('GET', '/cart/view', { token: newSession })).body;
    const merged = cartOf(mergedBody);
    expect(JSON.parse(mergedBody).user.userId).toBeGreaterThan(0);
    const quantities = Object.fromEntries(
      merged.data.cart.cartItems.map((i) => [i.product.productId, i.quantity]),
    );
    expect(quantities).toEqual({ [pieces[0]!.id]: 3, [pieces[2]!.id]: 3 });

    // The anonymous cart is gone: its old cookie starts a new, empty one.
    const old = await castoro('GET', '/cart/view', { headers: withCart(token) });
    expect(cartOf(old.body).data.cart.cartItems).toEqual([]);
    expect(old.cookies.find((c) => c.name === ANONYMOUS_CART_COOKIE)?.value).not.toBe(token);
    const guests = await t.testDb.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', 'castoro')
      .where('email', 'like', 'guest.%')
      .execute();
    const owners = await t.testDb.db.selectFrom('anonymous_carts').select('user_id').execute();
    expect(guests.map((g) => g.id).sort()).toEqual(owners.map((o) => o.user_id).sort());
  });

  it('still asks for a login at checkout and on the calls that need an account', async () => {
    const token = await startAnonymousCart();
    for (const [method, url, body] of [
      ['POST', '/checkout/prepare', {}],
      ['POST', '/cart/update-cart-info', { property: 'order_comment', value: 'x' }],
      ['POST', '/cart-giftcertificate/add_code?code=X', undefined],
      ['GET', '/cart/purchase-restriction', undefined],
    ] as const) {
      const res = await castoro(method, url, { headers: withCart(token), ...(body ? { body } : {}) });
      expect(res.statusCode, url).toBe(419);
    }
  });
});
