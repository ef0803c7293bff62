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
import { buildTestApp, loginDemo, type TestApp } from './build-test-app.js';
import { insertBoardOrder } from './board-orders.js';
import { DIALECTS } from './test-db.js';
import { loginStaff, staffCall } from './staff-session.js';

type StoreCase = 'own' | 'other' | 'other-chain';

interface Sample {
  method: 'GET' | 'POST';
  url: string;
  json?: unknown;
}

let created = 0;
/**
 * One request per call of the table, on `storeId` or on `orderId`, an order of that store (`deliveredId`: a
 * delivered one of that store, paid on delivery).
 */
const SAMPLES: Record<AdminRouteKey, (storeId: number, orderId: number, deliveredId: number) => Sample> = {
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
  // One cent under one request id per order: the first allowed cell refunds it, every later one finds the
  // same request recorded and answers it again.
  'POST /admin/orders/refund': (_, __, deliveredId) => ({
    method: 'POST',
    url: '/ebsn/api/admin/orders/refund',
    json: {
      orderId: deliveredId,
      amountCents: 1,
      reason: 'Prodotto danneggiato',
      requestId: `matrix-${deliveredId}`,
    },
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
        const delivered = { status: 8, paymentTypeId: 2 };
        deliveredAt.set(store.id, await insertBoardOrder(t.testDb.db, tenant, store.id, delivered));
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

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
            const sample = SAMPLES[key](storeId, orderAt.get(storeId)!, deliveredAt.get(storeId)!);
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
    const sample = SAMPLES[key](own, orderAt.get(own)!, deliveredAt.get(own)!);
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
