import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '@spesa/tenants/tenants';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';
import { runAnalyticsFunnelCommand } from '../../cli/analytics-funnel-command.js';
import { createAnalyticsService } from './analytics.service.js';

const VISITOR = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const DAY_MS = 86_400_000;

describe.each(DIALECTS)('built-in analytics collector on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (tenant: 'castoro' | 'dem', payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/ebsn/api/analytics/events',
      headers: { host: hostOf(tenant), 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  const rowsOf = (tenant: string) =>
    t.testDb.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('tenant_id', '=', tenant)
      .orderBy('id')
      .execute();

  it('stores a valid batch under the chain of the Host, with the day but no time, IP or personal data', async () => {
    const res = await send(
      'dem',
      {
        visitorId: VISITOR,
        events: [
          { name: 'page_view', path: '/', entrance: true },
          { name: 'view_item', path: '/product/mele-golden', productId: 12 },
          { name: 'add_to_cart', path: '/product/mele-golden', productId: 12, quantity: 2, value: 3.98 },
        ],
      },
      {
        'x-forwarded-for': '203.0.113.77',
        'user-agent': 'Mozilla/5.0 Spesa-test',
        'x-ebsn-client-uuid': VISITOR,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ accepted: 3 });
    const rows = await rowsOf('dem');
    expect(rows.map((r) => [r.name, r.day, r.product_id, r.amount_cents, r.visitor_id])).toEqual([
      ['page_view', '2026-11-25', null, null, VISITOR],
      ['view_item', '2026-11-25', 12, null, VISITOR],
      ['add_to_cart', '2026-11-25', 12, 398, VISITOR],
    ]);
    expect(rows[0]!.entrance).toBe(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('Mozilla');
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'tenant_id',
        'day',
        'name',
        'path',
        'entrance',
        'product_id',
        'category_id',
        'order_id',
        'quantity',
        'amount_cents',
        'item_count',
        'visitor_id',
      ].sort(),
    );
    expect(await rowsOf('castoro')).toEqual([]);
  });

  it('keeps no visitor id when the batch carries none (analytics refused)', async () => {
    await send('castoro', { events: [{ name: 'page_view', path: '/category/frutta', entrance: false }] });
    const rows = await rowsOf('castoro');
    expect(rows.map((r) => [r.name, r.path, r.visitor_id])).toEqual([
      ['page_view', '/category/frutta', null],
    ]);
  });

  it.each([
    ['an unknown event', { events: [{ name: 'login', path: '/' }] }],
    [
      'an unknown key (an e-mail)',
      { events: [{ name: 'page_view', path: '/', email: 'mario@example.com' }] },
    ],
    ['a search text', { events: [{ name: 'search', path: '/search', searchTerm: 'latte' }] }],
    ['a path with its query', { events: [{ name: 'page_view', path: '/search?q=mario.rossi@example.com' }] }],
    ['a visitor id that is not a uuid', { visitorId: 'mario', events: [{ name: 'page_view', path: '/' }] }],
    ['an empty batch', { events: [] }],
    [
      'a batch of 51 events',
      { events: Array.from({ length: 51 }, () => ({ name: 'page_view', path: '/' })) },
    ],
    ['a negative amount', { events: [{ name: 'purchase', path: '/', orderId: 5, value: -1 }] }],
  ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
    const before = (await rowsOf('castoro')).length;
    const res = await send('castoro', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().response.status).not.toBe(0);
    expect((await rowsOf('castoro')).length).toBe(before);
  });

  it('refuses a body that is not JSON (a cross-site form cannot post to it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/analytics/events',
      headers: { host: hostOf('castoro'), 'content-type': 'text/plain' },
      payload: JSON.stringify({ events: [{ name: 'page_view', path: '/' }] }),
    });
    expect(res.statusCode).toBe(415);
  });

  it('keeps one purchase per order, however often the confirmation page sends it', async () => {
    const purchase = { name: 'purchase', path: '/cart/payment-completed/9001', orderId: 9001, value: 54.3 };
    expect((await send('castoro', { events: [purchase, purchase] })).json().data).toEqual({ accepted: 1 });
    expect((await send('castoro', { events: [purchase] })).json().data).toEqual({ accepted: 0 });
    // The same order number in another chain is another order.
    expect((await send('dem', { events: [purchase] })).json().data).toEqual({ accepted: 1 });
    const purchases = (await rowsOf('castoro')).filter((r) => r.name === 'purchase');
    expect(purchases.map((r) => [r.order_id, r.amount_cents])).toEqual([[9001, 5430]]);
  });

  it('stores nothing for a chain whose analytics setting is not the built-in collector', async () => {
    const analytics = createAnalyticsService({ db: t.testDb.db, clock: t.clock });
    const castoro = TENANTS.find((tenant) => tenant.code === 'castoro')!;
    const withGa4 = {
      ...castoro,
      settings: { ...castoro.settings, analytics: { provider: 'ga4', id: 'G-AB12CD34' } },
    };
    const before = (await rowsOf('castoro')).length;
    expect(
      await analytics.collect(withGa4 as typeof castoro, { events: [{ name: 'page_view', path: '/' }] }),
    ).toBe(0);
    expect((await rowsOf('castoro')).length).toBe(before);
  });
});

describe.each(DIALECTS)('analytics funnel command on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (events: object[], visitorId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ebsn/api/analytics/events',
      headers: { host: hostOf('castoro'), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...(visitorId ? { visitorId } : {}), events }),
    });

  it('counts a scripted journey per day: visits, product views, adds to cart, checkouts, purchases', async () => {
    // Day 1 (25 November): two visits; one shopper views two products, adds one twice, checks out and buys
    // (the confirmation page reloaded: the purchase comes twice); the other only browses.
    await send(
      [
        { name: 'page_view', path: '/', entrance: true },
        { name: 'page_view', path: '/category/frutta' },
        { name: 'view_item_list', path: '/category/frutta', categoryId: 3, itemCount: 24 },
        { name: 'view_item', path: '/product/mele', productId: 11 },
        { name: 'view_item', path: '/product/pere', productId: 12 },
        { name: 'add_to_cart', path: '/product/mele', productId: 11, quantity: 1, value: 1.99 },
        { name: 'add_to_cart', path: '/product/mele', productId: 11, quantity: 1, value: 1.99 },
        { name: 'remove_from_cart', path: '/checkout', productId: 11, quantity: 1, value: 1.99 },
        { name: 'begin_checkout', path: '/checkout', value: 1.99 },
        { name: 'add_payment_info', path: '/payment' },
        { name: 'purchase', path: '/cart/payment-completed/70', orderId: 70, value: 6.89 },
      ],
      VISITOR,
    );
    await send([{ name: 'purchase', path: '/cart/payment-completed/70', orderId: 70, value: 6.89 }], VISITOR);
    await send([
      { name: 'page_view', path: '/product/pere', entrance: true },
      { name: 'view_item', path: '/product/pere', productId: 12 },
    ]);
    // Day 2: one visit that ends at the cart.
    t.clock.advance(DAY_MS);
    await send([
      { name: 'page_view', path: '/', entrance: true },
      { name: 'search', path: '/search' },
      { name: 'view_item', path: '/product/latte', productId: 20 },
      { name: 'add_to_cart', path: '/product/latte', productId: 20, quantity: 2, value: 2.58 },
    ]);

    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runAnalyticsFunnelCommand(
      ['castoro', '--from', '2026-11-25', '--to', '2026-11-27'],
      createAnalyticsService({ db: t.testDb.db, clock: t.clock }),
      '2026-11-27',
      { out: (line) => lines.push(line), err: (line) => errors.push(line) },
    );
    expect(code).toBe(0);
    expect(errors).toEqual([]);
    const cells = lines.map((line) =>
      line
        .replace(/\u00a0/g, ' ')
        .trim()
        .split(/\s{2,}/),
    );
    expect(lines[0]).toBe('Castoro Supermercati: funnel dal 2026-11-25 al 2026-11-27');
    expect(cells[1]).toEqual([
      'Giorno',
      'Visite',
      'Prodotti visti',
      'Aggiunte al carrello',
      'Checkout',
      'Acquisti',
      'Incasso',
    ]);
    expect(cells[2]).toEqual(['2026-11-25', '2', '3', '2', '1', '1', '6,89 €']);
    expect(cells[3]).toEqual(['2026-11-26', '1', '1', '1', '0', '0', '0,00 €']);
    expect(cells[4]).toEqual(['Totale', '3', '4', '3', '1', '1', '6,89 €']);
    expect(lines[5]).toBe('Conversione visite → acquisti: 33,3%');
  });

  it('refuses an unknown chain or a malformed day with the usage line and exit code 2', async () => {
    const analytics = createAnalyticsService({ db: t.testDb.db, clock: t.clock });
    for (const args of [['nessuna'], ['castoro', '--from', '25/11/2026'], []]) {
      const errors: string[] = [];
      const code = await runAnalyticsFunnelCommand(args, analytics, '2026-11-27', {
        out: () => undefined,
        err: (line) => errors.push(line),
      });
      expect(code).toBe(2);
      expect(errors[0]).toMatch(/^Uso: analytics-funnel <tenant>/);
    }
  });
});

describe('analytics collector rate limit', () => {
  it('answers 429 past the batches allowed per client address and minute', async () => {
    const t = await buildTestApp('sqlite', {
      tenants: ['castoro'],
      config: { RATE_LIMIT_ANALYTICS_PER_MINUTE: '2' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/ebsn/api/analytics/events',
          headers: { host: hostOf('castoro'), 'content-type': 'application/json' },
          payload: JSON.stringify({ events: [{ name: 'page_view', path: '/' }] }),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
