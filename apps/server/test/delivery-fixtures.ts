import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import type { Db } from '../src/db/database.js';
import { hashSessionToken, newSessionToken } from '../src/lib/session-token.js';
import { hostOf } from './build-test-app.js';

export interface Shopper {
  userId: number;
  cartId: number;
  token: string;
}

/**
 * A shopper with a live session and an open cart, written straight to the database: logging hundreds of
 * shoppers in through scrypt would take the test's whole budget.
 */
export async function createShopper(
  db: Db,
  tenant: TenantCode,
  email: string,
  now: number,
): Promise<Shopper> {
  const user = await db
    .insertInto('users')
    .values({
      tenant_id: tenant,
      email,
      password_hash: 'scrypt$16384$8$x$x',
      first_name: 'Prova',
      last_name: 'Cliente',
      phone: '3331234567',
      fidelity_card: null,
      profile_level: 2,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      tenant_id: tenant,
      user_id: user.id,
      remember_me: 1,
      created_at: now,
      expires_at: now + 365 * 24 * 60 * 60 * 1000,
    })
    .execute();
  const cart = await db
    .insertInto('carts')
    .values({ tenant_id: tenant, user_id: user.id, status: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, cartId: cart.id, token };
}

export function caller(app: FastifyInstance, tenant: TenantCode) {
  return (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/ebsn/api${url}`,
      headers: {
        host: hostOf(tenant),
        ...(options.token ? { 'x-ebsn-session': options.token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
}
