/*
 * The back-office's access matrix (README "Back-office"), generated from ADMIN_ROUTE_ACCESS: every call × every
 * role × own or other store × own or other chain, plus a shopper's session and no session. Only the cells the
 * table allows succeed; every other one is refused with 401 or 403 and an Italian message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@spesa/shared/admin/staff.contract';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import {
  ADMIN_ROUTE_ACCESS,
  type AdminRouteAccess,
  type AdminRouteKey,
} from '../src/modules/staff/admin-access.js';
import { addDays, romeDateIso } from '../src/lib/italy/rome-time.js';
import { buildTestApp, loginDemo, type TestApp } from './build-test-app.js';
import { firstOrderItem, insertBoardOrder, insertPickableOrder } from './board-orders.js';
import { DIALECTS } from './test-db.js';
import { loginStaff, staffCall } from './staff-session.js';

type StoreCase = 'own' | 'other' | 'other-chain';

interface Sample {
  method: 'GET' | 'POST';
  url: string;
  json?: unknown;
}

let created = 0;
/** A day the slot calls may shape: tomorrow in Italy, at the test app's clock. */
let slotDay = '';

/** An order of the store to pick (README "Picking") and its line. */
interface PickTarget {
  orderId: number;
  orderItemId: number;
}

interface ChainFixture {
  /** Two products without a promotion, two with one running. */
  plain: [number, number];
  promoted: [number, number];
  /** A gift code the demo shopper does not have yet. */
  giftId: number;
  /** A member of the chain the 'Personale' calls act on (enabled again, a new second factor). */
  memberId: number;
  /** README "Back-office", Content: a draft page and a menu item of the chain. */
  contentPostId: number;
  menuItemId: number;
}

/**
 * One request per call of the table, on `storeId`, on `orderId`, an order of that store, on `slotId`, one of
 * its slots, or on `pick`, an order of that store to pick. The slot calls set what the slot already has, so
 * every cell finds the same slot; the picking calls confirm its line (again and again), then finish its
 * picking (asked again, the same outcome), then ask its capture again (the outcome as it stands); the refund
 * on `deliveredId`, a delivered order of that store paid on delivery.
 */
const SAMPLES: Record<
  AdminRouteKey,
  (
    storeId: number,
    orderId: number,
    slotId: number,
    chain: ChainFixture,
    pick: PickTarget,
    deliveredId: number,
  ) => Sample
> = {
  'GET /admin/auth/me': () => ({ method: 'GET', url: '/ebsn/api/admin/auth/me' }),
  'POST /admin/auth/logout': () => ({ method: 'POST', url: '/ebsn/api/admin/auth/logout', json: {} }),
  'GET /admin/staff': () => ({ method: 'GET', url: '/ebsn/api/admin/staff' }),
  'POST /admin/staff': () => ({
    method: 'POST',
    url: '/ebsn/api/admin/staff',
    json: {
      email: `nuovo${++created}@example.com`,
      password: 'una-password-lunga',
      role: 'customer_service',
    },
  }),
  'GET /admin/audit': () => ({ method: 'GET', url: '/ebsn/api/admin/audit' }),
  'GET /admin/orders': (storeId) => ({ method: 'GET', url: `/ebsn/api/admin/orders?store_id=${storeId}` }),
  'GET /admin/orders/:orderId': (_, orderId) => ({ method: 'GET', url: `/ebsn/api/admin/orders/${orderId}` }),
  // The status the order already has: allowed, it changes nothing, so every cell finds the same order.
  'POST /admin/orders/status': (_, orderId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/orders/status',
    json: { orderId, orderStatusId: 3 },
  }),
  'GET /admin/slots': (storeId) => ({
    method: 'GET',
    url: `/ebsn/api/admin/slots?store_id=${storeId}&delivery_service_id=1&date=${slotDay}`,
  }),
  'POST /admin/slots/capacity': (_, __, timeslotId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/slots/capacity',
    json: { timeslotId, capacity: 500 },
  }),
  'POST /admin/slots/closed': (_, __, timeslotId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/slots/closed',
    json: { timeslotId, closed: false },
  }),
  'POST /admin/slots/day': (storeId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/slots/day',
    json: { storeId, deliveryServiceId: 1, date: slotDay, closed: false },
  }),
  'POST /admin/slots/cutoff': (_, __, timeslotId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/slots/cutoff',
    json: { timeslotId, cutoffMinutes: 120 },
  }),
  // Chain calls: each allowed cell runs once per chain, on a product or code of its own.
  'POST /admin/catalogue/price': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/catalogue/price',
    json: { productId: chain.plain[0], price: 9.99 },
  }),
  'POST /admin/catalogue/availability': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/catalogue/availability',
    json: { productId: chain.plain[0], available: true },
  }),
  'POST /admin/promotions': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/promotions',
    json: { productId: chain.plain[1], percentage: 20, from: slotDay, to: addDays(slotDay, 7) },
  }),
  'POST /admin/promotions/edit': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/promotions/edit',
    json: { productId: chain.promoted[0], percentage: 10, from: slotDay, to: addDays(slotDay, 7) },
  }),
  'POST /admin/promotions/end': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/promotions/end',
    json: { productId: chain.promoted[1] },
  }),
  'POST /admin/gift-codes': () => ({
    method: 'POST',
    url: '/ebsn/api/admin/gift-codes',
    json: {
      code: `MATRICE${++created}`,
      description: 'Buono di prova',
      amount: 5,
      validFrom: slotDay,
      validUntil: addDays(slotDay, 30),
    },
  }),
  'POST /admin/gift-codes/assign': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/gift-codes/assign',
    json: { giftCertificateId: chain.giftId, email: 'mario.rossi@example.com' },
  }),
  'GET /admin/picking': (storeId) => ({
    method: 'GET',
    url: `/ebsn/api/admin/picking?store_id=${storeId}&date=2026-11-26&timeslot_id=1`,
  }),
  'POST /admin/picking/line': (_, __, ___, ____, pick) => ({
    method: 'POST',
    url: '/ebsn/api/admin/picking/line',
    json: { ...pick, action: 'confirm' },
  }),
  'POST /admin/picking/finish': (_, __, ___, ____, pick) => ({
    method: 'POST',
    url: '/ebsn/api/admin/picking/finish',
    json: { orderId: pick.orderId },
  }),
  'POST /admin/picking/capture-retry': (_, __, ___, ____, pick) => ({
    method: 'POST',
    url: '/ebsn/api/admin/picking/capture-retry',
    json: { orderId: pick.orderId },
  }),
  // One cent under one request id per order: the first allowed cell refunds it, every later one finds the
  // same request recorded and answers it again.
  'POST /admin/orders/refund': (_, __, ___, ____, _____, deliveredId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/orders/refund',
    json: {
      orderId: deliveredId,
      amountCents: 1,
      reason: 'Prodotto danneggiato',
      requestId: `matrix-${deliveredId}`,
    },
  }),
  // README "Delivery fee by slot": the zone's fee, which the slot already charges.
  'POST /admin/slots/fee': (_, __, timeslotId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/slots/fee',
    json: { timeslotId, deliveryFee: null },
  }),
  // README "Back-office" (Personale): enabling an active member changes nothing; each reset a new secret.
  'POST /admin/staff/disabled': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/staff/disabled',
    json: { staffId: chain.memberId, disabled: false },
  }),
  'POST /admin/staff/totp-reset': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/staff/totp-reset',
    json: { staffId: chain.memberId },
  }),
  // README "Back-office", Catalogue screens: the lists, read only.
  'GET /admin/catalogue/products': () => ({
    method: 'GET',
    url: '/ebsn/api/admin/catalogue/products?q=a&page=1',
  }),
  'GET /admin/promotions': () => ({ method: 'GET', url: '/ebsn/api/admin/promotions' }),
  'GET /admin/gift-codes': () => ({ method: 'GET', url: '/ebsn/api/admin/gift-codes?page=1' }),
  // README "Back-office", Content: chain calls on the chain's own draft page and menu item.
  'GET /admin/content/posts': () => ({ method: 'GET', url: '/ebsn/api/admin/content/posts?type=page' }),
  'GET /admin/content/posts/:postId': (_, __, ___, chain) => ({
    method: 'GET',
    url: `/ebsn/api/admin/content/posts/${chain.contentPostId}`,
  }),
  'POST /admin/content/posts': () => ({
    method: 'POST',
    url: '/ebsn/api/admin/content/posts',
    json: { type: 'faq', title: 'Domanda', slug: `domanda-matrice-${++created}`, content: '<p>Risposta</p>' },
  }),
  'POST /admin/content/posts/edit': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/content/posts/edit',
    json: { id: chain.contentPostId, title: 'Matrice', slug: 'matrice', content: '<p>Testo</p>' },
  }),
  'POST /admin/content/posts/status': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/content/posts/status',
    json: { id: chain.contentPostId, status: 'draft' },
  }),
  'GET /admin/content/menus': () => ({ method: 'GET', url: '/ebsn/api/admin/content/menus' }),
  'POST /admin/content/menus/item': (_, __, ___, chain) => ({
    method: 'POST',
    url: '/ebsn/api/admin/content/menus/item',
    json: {
      id: chain.menuItemId,
      location: 'footer-1',
      title: 'Voce',
      url: '/faq',
      position: 9,
      parentId: null,
    },
  }),
  'POST /admin/content/menus/item/delete': () => ({
    method: 'POST',
    url: '/ebsn/api/admin/content/menus/item/delete',
    json: { id: 999_999 },
  }),
};

const ROUTES = (Object.entries(ADMIN_ROUTE_ACCESS) as [AdminRouteKey, AdminRouteAccess][]).sort(
  // The logout ends the session it is called with: last, and the session is opened again after it.
  ([a], [b]) => Number(a === 'POST /admin/auth/logout') - Number(b === 'POST /admin/auth/logout'),
);
const OTHER: Record<TenantCode, TenantCode> = { castoro: 'dem', dem: 'castoro' } as Record<
  TenantCode,
  TenantCode
>;

/** The store-bound roles work in the chain's default store (the demo data). */
const STORE_BOUND: readonly StaffRole[] = ['store_manager', 'picker'];

function allowed(access: AdminRouteAccess, role: StaffRole, store: StoreCase, sameChain: boolean): boolean {
  if (!sameChain || !access.roles.includes(role)) return false;
  if (access.scope === 'chain') return true;
  if (store === 'other-chain') return false;
  return store === 'own' || !STORE_BOUND.includes(role);
}

describe.each(DIALECTS)('back-office access matrix, on %s', (dialect) => {
  let t: TestApp;
  const stores = new Map<TenantCode, { own: number; other: number }>();
  const sessions = new Map<string, string>();
  const orderAt = new Map<number, number>();
  const slotAt = new Map<number, number>();
  const chainAt = new Map<number, ChainFixture>();
  const pickAt = new Map<number, PickTarget>();
  const deliveredAt = new Map<number, number>();

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const tenant of ['castoro', 'dem'] as TenantCode[]) {
      const rows = await t.testDb.db
        .selectFrom('stores')
        .select(['id', 'is_default'])
        .where('tenant_id', '=', tenant)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute();
      stores.set(tenant, { own: rows[0]!.id, other: rows[1]!.id });
      for (const store of rows.slice(0, 2)) {
        orderAt.set(store.id, await insertBoardOrder(t.testDb.db, tenant, store.id));
        const pickId = await insertPickableOrder(t.testDb.db, tenant, store.id);
        pickAt.set(store.id, { orderId: pickId, orderItemId: await firstOrderItem(t.testDb.db, pickId) });
        const delivered = { status: 8, paymentTypeId: 2 };
        deliveredAt.set(store.id, await insertBoardOrder(t.testDb.db, tenant, store.id, delivered));
      }
    }
    slotDay = addDays(romeDateIso(t.clock.now()), 1);
    for (const tenant of ['castoro', 'dem'] as TenantCode[])
      chainAt.set(stores.get(tenant)!.own, await chainFixture(tenant));
    for (const storeId of orderAt.keys()) {
      const res = await staffCall(
        t.app,
        'GET',
        `/ebsn/api/admin/slots?store_id=${storeId}&delivery_service_id=1&date=${slotDay}`,
        { tenant: (await tenantOfStore(storeId)) as TenantCode, staffToken: await adminOf(storeId) },
      );
      slotAt.set(storeId, res.body.data.slots[0].timeslotId);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function chainFixture(tenant: TenantCode): Promise<ChainFixture> {
    const db = t.testDb.db;
    const ids = async (promoted: boolean) =>
      (
        await db
          .selectFrom('products')
          .select('id')
          .where('tenant_id', '=', tenant)
          .where('promo', promoted ? 'is not' : 'is', null)
          .where('promo_ends_at', promoted ? '>' : 'is', promoted ? t.clock.now() : null)
          .orderBy('id')
          .limit(2)
          .execute()
      ).map((r) => r.id) as [number, number];
    const gift = await db
      .insertInto('gift_certificates')
      .values({
        tenant_id: tenant,
        code: 'MATRICE-ASSEGNA',
        description: 'Buono da assegnare',
        discount_cents: 500,
        discount_pct: null,
        min_order_cents: null,
        valid_from: t.clock.now(),
        valid_until: t.clock.now() + 30 * 86_400_000,
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await db
      .insertInto('staff_users')
      .values({
        tenant_id: tenant,
        email: 'matrice@example.com',
        password_hash: 'x',
        role: 'picker',
        store_id: stores.get(tenant)!.own,
        totp_secret: 'MATRICEMATRICEMATRICEMATRICEAAAA',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      plain: await ids(false),
      promoted: await ids(true),
      giftId: gift.id,
      memberId: member.id,
      ...(await contentFixture(tenant)),
    };
  }

  async function contentFixture(tenant: TenantCode) {
    const db = t.testDb.db;
    const now = t.clock.now();
    const post = await db
      .insertInto('content_posts')
      .values({
        tenant_id: tenant,
        type: 'page',
        slug: 'matrice',
        status: 'draft',
        title: 'Matrice',
        content: '<p>Testo</p>',
        excerpt: '',
        published_at: now,
        modified_at: now,
        menu_order: 0,
        acf: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('content_menu_items')
      .values({
        tenant_id: tenant,
        location: 'footer-1',
        parent_id: null,
        position: 9,
        title: 'Voce',
        url: '/faq',
        target: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { contentPostId: post.id, menuItemId: item.id };
  }

  async function tenantOfStore(storeId: number): Promise<string> {
    const row = await t.testDb.db
      .selectFrom('stores')
      .select('tenant_id')
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    return row.tenant_id;
  }

  async function adminOf(storeId: number): Promise<string> {
    return sessionOf((await tenantOfStore(storeId)) as TenantCode, 'chain_admin');
  }

  async function sessionOf(tenant: TenantCode, role: StaffRole): Promise<string> {
    const key = `${tenant}/${role}`;
    const known = sessions.get(key);
    if (known) return known;
    const token = await loginStaff(t, tenant, role);
    sessions.set(key, token);
    return token;
  }

  function storeFor(tenant: TenantCode, store: StoreCase): number {
    if (store === 'other-chain') return stores.get(OTHER[tenant])!.own;
    return stores.get(tenant)![store];
  }

  it.each(ROUTES)('%s: only the allowed roles, stores and chain succeed', async (key, access) => {
    const storeCases: StoreCase[] = access.scope === 'store' ? ['own', 'other', 'other-chain'] : ['own'];
    for (const home of ['castoro', 'dem'] as TenantCode[]) {
      for (const role of STAFF_ROLES) {
        for (const store of storeCases) {
          for (const called of [home, OTHER[home]]) {
            const storeId = storeFor(called, store);
            const sample = SAMPLES[key](
              storeId,
              orderAt.get(storeId)!,
              slotAt.get(storeId)!,
              chainAt.get(storeFor(called, 'own'))!,
              pickAt.get(storeId)!,
              deliveredAt.get(storeId)!,
            );
            const staffToken = await sessionOf(home, role);
            const res = await staffCall(t.app, sample.method, sample.url, {
              tenant: called,
              staffToken,
              json: sample.json,
            });
            const cell = `${key} ${role}@${home} on ${called}, ${store} store`;
            if (allowed(access, role, store, called === home)) {
              expect(res.status, cell).toBe(200);
              expect(res.body.response.status, cell).toBe(0);
              if (key === 'POST /admin/auth/logout') sessions.delete(`${home}/${role}`);
            } else {
              // Another chain's order is not found at all: 404.
              expect([401, 403, 404], cell).toContain(res.status);
              expect(res.body.response.errors[0].error, cell).toMatch(/^[A-ZÀ-Ú].*\.$/);
            }
          }
        }
      }
    }
  });

  it.each(ROUTES)('%s: refused to a shopper’s session and to no session', async (key) => {
    const shopper = await loginDemo(t.app, 'castoro');
    const own = stores.get('castoro')!.own;
    const sample = SAMPLES[key](
      own,
      orderAt.get(own)!,
      slotAt.get(own)!,
      chainAt.get(own)!,
      pickAt.get(own)!,
      deliveredAt.get(own)!,
    );
    const cookieSets: Record<string, string>[] = [
      { 'X-Ebsn-Session': shopper },
      { spesa_staff: shopper },
      {},
    ];
    for (const cookies of cookieSets) {
      const res = await staffCall(t.app, sample.method, sample.url, { cookies, json: sample.json });
      expect(res.status, `${key} ${JSON.stringify(Object.keys(cookies))}`).toBe(401);
      expect(res.body.response.errors[0].error).toBe('Accesso riservato al personale: effettua il login.');
    }
  });

  it('refuses a call missing from the table even to a chain admin', async () => {
    const admin = await sessionOf('castoro', 'chain_admin');
    const res = await staffCall(t.app, 'GET', '/ebsn/api/admin/nothing-here', { staffToken: admin });
    expect(res.status).toBe(404);
  });
});
