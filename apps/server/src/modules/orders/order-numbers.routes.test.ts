import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/shared/rules/order-status';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  demoProducts,
  preparedCart,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import * as orderNumbersMigration from '../../db/migrations/2026-12-02-0301-order-numbers.js';
import { createDeferredWork } from '../../lib/deferred-work.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';

interface OrderAnswer {
  response: { status: number; errors: { error: string }[]; infos: { info: string }[] };
  data: { orderId: number; order: { orderId: number; orderNumber: number } };
}

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: 'smtp' as const,
    sent,
    async send(message: MailMessage) {
      sent.push(message);
    },
    async close() {},
  };
}

/** The text a pdf-lib document draws: its content streams inflated, each hex string shown decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      shown.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
    for (const text of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) shown.push(text[1]!);
  }
  return shown.join('\n');
}

describe.each(DIALECTS)('order numbers per chain on %s', (dialect) => {
  let t: TestApp;
  const calls = new Map<TenantCode, Call>();
  const products = new Map<TenantCode, DemoProducts>();
  const callOf = (tenant: TenantCode) => calls.get(tenant)!;
  const productsOf = (tenant: TenantCode) => products.get(tenant)!;
  const mailer = recordingMailer();
  const deferred = createDeferredWork((error) => {
    throw error;
  });
  let shoppers = 0;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro', 'dem'],
      config: { OPERATOR_TOKEN },
      mailer,
      deferredWork: deferred,
    });
    for (const tenant of ['castoro', 'dem'] as const) {
      calls.set(tenant, apiCaller(t.app, tenant));
      products.set(tenant, await demoProducts(t.testDb.db, tenant));
    }
  });
  afterAll(async () => {
    await deferred.drain();
    await t.close();
  });

  async function shopperOf(tenant: TenantCode): Promise<Shopper> {
    shoppers += 1;
    return createShopper(t.testDb.db, tenant, `numeri${shoppers}@example.com`, t.clock.now());
  }

  /** An order paid on delivery, confirmed at once. */
  async function buy(tenant: TenantCode, shopper?: Shopper): Promise<OrderAnswer['data']['order']> {
    const who = shopper ?? (await shopperOf(tenant));
    await preparedCart(callOf(tenant), who.token, productsOf(tenant));
    const res = await callOf(tenant)('POST', '/checkout/buy?payment_type_id=2', { token: who.token });
    const body = res.json<OrderAnswer>();
    expect(body.response.errors).toEqual([]);
    return body.data.order;
  }

  async function numbersOf(tenant: TenantCode): Promise<{ id: number; number: number }[]> {
    return t.testDb.db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('tenant_id', '=', tenant)
      .orderBy('id')
      .execute();
  }

  it("the first order of each chain is its number 1, the chains' numbers are independent, the id stays internal", async () => {
    const castoroFirst = await buy('castoro');
    const demFirst = await buy('dem');
    const castoroSecond = await buy('castoro');
    expect(castoroFirst.orderNumber).toBe(1);
    expect(demFirst.orderNumber).toBe(1);
    expect(castoroSecond.orderNumber).toBe(2);
    // The ids run across the deployment: dem's first order is not the deployment's first.
    expect(demFirst.orderId).toBeGreaterThan(castoroFirst.orderId);
    expect(castoroSecond.orderId).toBeGreaterThan(demFirst.orderId);
  });

  it('numbers concurrent orders of one chain 1, 2, 3… without gaps or duplicates', async () => {
    const before = (await numbersOf('castoro')).length;
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shopperOf('castoro')));
    for (const buyer of buyers) await preparedCart(callOf('castoro'), buyer.token, productsOf('castoro'));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        callOf('castoro')('POST', '/checkout/buy?payment_type_id=2', { token: buyer.token }),
      ),
    );
    const numbers = answers.map((a) => a.json<OrderAnswer>().data.order.orderNumber);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1));
    const all = (await numbersOf('castoro')).map((o) => o.number);
    expect(all).toEqual(Array.from({ length: before + 8 }, (_, i) => i + 1));
  });

  it("the e-mail, the cancellation message and the documento commerciale name the chain's number", async () => {
    await deferred.drain();
    mailer.sent.length = 0;
    const dem = await shopperOf('dem');
    const order = await buy('dem', dem);
    expect(order.orderNumber).not.toBe(order.orderId);
    await deferred.drain();
    const received = mailer.sent.find((m) => m.kind === 'order-received' && m.tenantId === 'dem')!;
    expect(received.subject).toBe(`Abbiamo ricevuto il tuo ordine n. ${order.orderNumber}`);
    expect(received.text).not.toContain(`ordine n. ${order.orderId}`);
    // The link keeps the id the routes of spec §2 use.
    expect(received.text).toContain(`/profile/orders/${order.orderId}`);

    const delivered = await callOf('dem')('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId: order.orderId, orderStatusId: ORDER_STATUS.DELIVERED },
    });
    expect(delivered.json<OrderAnswer>().response.status).toBe(0);
    const pdf = await callOf('dem')('GET', `/order/invoice?order_id=${order.orderId}`, { token: dem.token });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Ordine n. ${order.orderNumber}`);
    expect(text).not.toContain(`Ordine n. ${order.orderId}`);

    const other = await buy('dem', dem);
    const cancelled = await callOf('dem')('POST', `/order/delete?order_id=${other.orderId}`, {
      token: dem.token,
    });
    const body = cancelled.json<OrderAnswer>();
    expect(body.response.infos[0]!.info).toBe(`Ordine ${other.orderNumber} annullato`);
    expect(other.orderNumber).toBe(order.orderNumber + 1);
  });

  it('numbers the orders placed before per chain in the order they were made, and goes on from there', async () => {
    const before = { castoro: await numbersOf('castoro'), dem: await numbersOf('dem') };
    await orderNumbersMigration.down(t.testDb.db);
    await orderNumbersMigration.up(t.testDb.db);
    expect(await numbersOf('castoro')).toEqual(before.castoro);
    expect(await numbersOf('dem')).toEqual(before.dem);
    expect(before.dem.map((o) => o.number)).toEqual(before.dem.map((_, i) => i + 1));
    const next = await buy('dem');
    expect(next.orderNumber).toBe(before.dem.length + 1);
  });
});
