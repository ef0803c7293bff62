import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { STAFF_COOKIE, type StaffRole } from '@spesa/shared/admin/staff.contract';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoStaffEmail } from '../src/db/seed/seed-staff.js';
import { hostOf, type TestApp } from './build-test-app.js';

export function demoStaffOf(role: StaffRole) {
  const member = DEMO_STAFF.find((m) => m.role === role);
  if (!member) throw new Error(`no demo member for ${role}`);
  return member;
}

/** The code the member's authenticator shows at the app clock's time. */
export function totpCode(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000) });
}

export async function staffCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: {
    tenant?: TenantCode;
    staffToken?: string;
    cookies?: Record<string, string>;
    json?: unknown;
  } = {},
) {
  const cookies = {
    ...options.cookies,
    ...(options.staffToken ? { [STAFF_COOKIE]: options.staffToken } : {}),
  };
  const res = await app.inject({
    method,
    url,
    headers: { host: hostOf(options.tenant ?? 'castoro') },
    cookies,
    ...(options.json !== undefined ? { payload: options.json as object } : {}),
  });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

/**
 * Logs a demo member in with password and second factor; the clock moves on one 30-second step first, for a
 * code is accepted once per member.
 */
export async function loginStaff(t: TestApp, tenant: TenantCode, role: StaffRole): Promise<string> {
  const member = demoStaffOf(role);
  const login = await staffCall(t.app, 'POST', '/ebsn/api/admin/auth/login', {
    tenant,
    json: { email: demoStaffEmail(member.localPart, tenant), password: DEMO_STAFF_PASSWORD },
  });
  const token = login.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
  if (!token) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  t.clock.advance(30_000);
  const confirm = await staffCall(t.app, 'POST', '/ebsn/api/admin/auth/totp', {
    tenant,
    staffToken: token,
    json: { code: await totpCode(member.totpSecret, t.clock.now()) },
  });
  if (confirm.status !== 200) throw new Error(`staff second factor failed: ${JSON.stringify(confirm.body)}`);
  return token;
}
