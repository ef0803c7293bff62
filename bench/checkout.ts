/**
 * Cart and checkout throughput on the demo data, against bare Fastify in the same run:
 * cart add and cart update req/s with their ratio to hello-world, and the checkout (prepare + buy) p99.
 * Needs the built server: npm run build -w @spesa/server. BENCH_DURATION_S (default 10), BENCH_ORDERS (200).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { TENANT_CODES } from '@spesa/shared/tenant/tenant-config.contract';
import { measure, printTable, startHello, startSpesa, type Figures } from './bench-server.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONNECTIONS = 50;
const CHECKOUT_CONCURRENCY = 8;

interface Answer {
  status: number;
  body: { response: { status: number }; data: Record<string, unknown> };
  cookie?: string;
}

function request(
  base: string,
  method: string,
  path: string,
  host: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        headers: {
          host,
          ...(token ? { 'x-ebsn-session': token } : {}),
          ...(payload
            ? {
                'content-type':
                  typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const cookie = [res.headers['set-cookie'] ?? []]
            .flat()
            .map((c) => /X-Ebsn-Session=([^;]+)/.exec(c)?.[1])
            .find(Boolean);
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Answer['body'],
            ...(cookie ? { cookie } : {}),
          });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

interface Shopper {
  host: string;
  token: string;
  productIds: number[];
}

async function login(base: string, tenant: string, email: string): Promise<Shopper> {
  const host = `${tenant}.localhost`;
  const res = await request(
    base,
    'POST',
    '/ebsn/api/auth/login',
    host,
    undefined,
    `login=${encodeURIComponent(email)}&password=spesa123`,
  );
  if (!res.cookie) throw new Error(`login failed on ${tenant}`);
  const products = await request(base, 'GET', '/ebsn/api/products?page_size=100', host);
  const list = (
    products.body.data.products as {
      productId: number;
      available: number;
      selectOptions: unknown[];
      productInfos: Record<string, string>;
    }[]
  )
    .filter(
      (p) =>
        p.available === 1 &&
        p.selectOptions.length === 0 &&
        p.productInfos.TIPOLOGIA === 'Pezzo' &&
        !p.productInfos.MAXACQ &&
        !p.productInfos.MINACQ &&
        !p.productInfos.QTY_MULT,
    )
    .map((p) => p.productId);
  return { host, token: res.cookie, productIds: list.slice(0, 10) };
}

async function chooseSlot(base: string, s: Shopper): Promise<void> {
  const stores = (await request(base, 'GET', '/ebsn/api/store/list', s.host)).body.data.stores as {
    storeId: number;
    addressId: number | null;
    isWarehouse: boolean;
  }[];
  const store = stores.find((x) => x.addressId !== null && !x.isWarehouse)!;
  const selected = await request(
    base,
    'POST',
    `/ebsn/api/store/select?store_id=${store.storeId}`,
    s.host,
    s.token,
  );
  if (selected.body.response.status !== 0)
    throw new Error(`store select: ${JSON.stringify(selected.body.response)}`);
  const days = (await request(base, 'GET', '/ebsn/api/timeslot/list', s.host, s.token)).body.data.days as {
    dateIso: string;
    timeslots: { timeslotId: number; status: string; active: number }[];
  }[];
  for (const day of days) {
    for (const slot of day.timeslots.filter((t) => t.active === 1 && t.status !== 'full')) {
      const res = await request(
        base,
        'GET',
        `/ebsn/api/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${slot.timeslotId}`,
        s.host,
        s.token,
      );
      if (res.body.response.status === 0) return;
    }
  }
  throw new Error('no free slot');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const hello = await startHello(18_091);
const spesa = await startSpesa(18_092);
try {
  const shoppers: Shopper[] = [];
  for (const tenant of TENANT_CODES) {
    for (const email of ['mario.rossi@example.com', 'giulia.bianchi@example.com'])
      shoppers.push(await login(spesa.url, tenant, email));
  }
  // One line per shopper to update in place.
  const lines = await Promise.all(
    shoppers.map(async (s) => {
      const res = await request(spesa.url, 'POST', '/ebsn/api/cart/add', s.host, s.token, {
        items: [{ productId: s.productIds[0], quantity: 1 }],
      });
      const cart = res.body.data.cart as { cartItems: { itemId: number }[] } | undefined;
      if (!cart?.cartItems[0])
        throw new Error(`cart/add failed on ${s.host}: ${JSON.stringify(res.body.response)}`);
      return cart.cartItems[0].itemId;
    }),
  );

  const baseline = await measure('hello-world (bare Fastify)', hello.url, ['/'], {
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  let n = 0;
  const cartCall = async (
    name: string,
    build: (i: number) => { path: string; body: unknown },
  ): Promise<Figures> => {
    const autocannon = (await import('autocannon')).default;
    const result = await autocannon({
      url: spesa.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (req) => {
            const i = n++ % shoppers.length;
            const s = shoppers[i]!;
            const { path, body } = build(i);
            return {
              ...req,
              method: 'POST',
              path,
              headers: { host: s.host, 'x-ebsn-session': s.token, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            };
          },
        },
      ],
    });
    return {
      name,
      reqPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      kbPerAnswer: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
    };
  };
  const add = await cartCall('POST /cart/add (whole cart answered)', (i) => ({
    path: '/ebsn/api/cart/add',
    body: { items: [{ productId: shoppers[i]!.productIds[1 + (n % 5)], quantity: 1 }] },
  }));
  const update = await cartCall('POST /cart/update', (i) => ({
    path: '/ebsn/api/cart/update',
    body: { items: [{ itemId: lines[i], quantity: 1 + (n % 3) }] },
  }));

  // Checkout: each shopper fills a cart, chooses a slot, then prepare + buy is timed.
  const checkoutMs: number[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CHECKOUT_CONCURRENCY }, async (_, worker) => {
      while (next < ORDERS) {
        next += 1;
        // Each worker has shoppers of its own: one cart is never checked out by two workers at once.
        const own = shoppers.filter((_, i) => i % CHECKOUT_CONCURRENCY === worker);
        const s = own[next % own.length]!;
        await request(spesa.url, 'POST', '/ebsn/api/cart/delete', s.host, s.token);
        await chooseSlot(spesa.url, s);
        await request(spesa.url, 'POST', '/ebsn/api/cart/add', s.host, s.token, {
          items: s.productIds.slice(0, 3).map((productId) => ({ productId, quantity: 2 })),
        });
        const start = performance.now();
        const prepared = await request(spesa.url, 'POST', '/ebsn/api/checkout/prepare', s.host, s.token, {
          terms_accepted: true,
        });
        const bought = await request(
          spesa.url,
          'POST',
          '/ebsn/api/checkout/buy?payment_type_id=2',
          s.host,
          s.token,
        );
        checkoutMs.push(performance.now() - start);
        if (prepared.body.response.status !== 0 || bought.body.response.status !== 0) failed += 1;
      }
    }),
  );

  const rows = [
    { ...baseline, verdict: 'baseline' },
    { ...add, ratio: add.reqPerSec / baseline.reqPerSec, verdict: '' },
    { ...update, ratio: update.reqPerSec / baseline.reqPerSec, verdict: '' },
  ];
  printTable(rows);
  console.log(
    `checkout (prepare + buy, ${CHECKOUT_CONCURRENCY} shoppers at once): ${checkoutMs.length} orders, ` +
      `p50 ${percentile(checkoutMs, 50).toFixed(1)} ms, p99 ${percentile(checkoutMs, 99).toFixed(1)} ms, refused ${failed}`,
  );
} finally {
  await spesa.close();
  await hello.close();
}
