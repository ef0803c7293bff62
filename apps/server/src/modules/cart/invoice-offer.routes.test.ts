import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_NOT_AVAILABLE_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { BILLING_REQUIRED_MESSAGE } from '@spesa/shared/orders/order.contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, chooseStoreAndSlot, demoProducts, type Call } from '../../../test/checkout-fixtures.js';
import { createShopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';

interface Answer {
  response: { status: number; errors: { error: string; code?: string }[] };
  data: { cart: { canRequestInvoice: boolean; cartInfos: Record<string, string> } };
}

// spec §3 need_invoice: castoro makes out invoices (the default), idromarket does not (its setting).
describe.each(DIALECTS)('invoice request per chain on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro', 'idromarket'] });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new shopper of `tenant` with a store, a slot and one product in the cart. */
  async function shopperAtStore(tenant: 'castoro' | 'idromarket', email: string) {
    const call = apiCaller(t.app, tenant);
    const shopper = await createShopper(t.testDb.db, tenant, email, t.clock.now());
    await chooseStoreAndSlot(call, shopper.token);
    const products = await demoProducts(t.testDb.db, tenant);
    await call('POST', '/cart/add', {
      token: shopper.token,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 1 }] },
    });
    const ask = (path: string, body: unknown) => call('POST', path, { token: shopper.token, body });
    return { call, token: shopper.token, ask };
  }

  async function cartOf(call: Call, token: string): Promise<Answer['data']['cart']> {
    return (await call('GET', '/cart/view', { token })).json<Answer>().data.cart;
  }

  it('is offered at a store of a chain that makes out invoices, and asked up to the billing data', async () => {
    const { call, token, ask } = await shopperAtStore('castoro', 'fattura.si@example.com');
    expect((await cartOf(call, token)).canRequestInvoice).toBe(true);

    const asked = (
      await ask('/cart/update-cart-info', { property: 'need_invoice', value: 'true' })
    ).json<Answer>();
    expect(asked.response.status).toBe(0);
    expect(asked.data.cart.cartInfos).toMatchObject({ need_invoice: 'true' });

    // The invoice is accepted; what stops the order now is the missing billing data (spec §5).
    const prepared = (
      await ask('/checkout/prepare', { terms_accepted: true, need_invoice: true })
    ).json<Answer>();
    expect(prepared.response.errors[0]).toMatchObject({
      code: 'BILLING_REQUIRED',
      error: BILLING_REQUIRED_MESSAGE,
    });
  });

  it('is refused, with its Italian reason, at the stores of a chain that makes out none', async () => {
    const { call, token, ask } = await shopperAtStore('idromarket', 'fattura.no@example.com');
    expect((await cartOf(call, token)).canRequestInvoice).toBe(false);

    const asked = (
      await ask('/cart/update-cart-info', { property: 'need_invoice', value: 'true' })
    ).json<Answer>();
    expect(asked.response.errors[0]).toMatchObject({
      code: 'INVOICE_NOT_AVAILABLE',
      error: INVOICE_NOT_AVAILABLE_MESSAGE,
    });
    const prepared = (
      await ask('/checkout/prepare', { terms_accepted: true, need_invoice: true })
    ).json<Answer>();
    expect(prepared.response.errors[0]).toMatchObject({ code: 'INVOICE_NOT_AVAILABLE' });
    expect((await cartOf(call, token)).cartInfos.need_invoice).not.toBe('true');
  });
});
