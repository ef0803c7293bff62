import type { FastifyRequest } from 'fastify';
import { STAFF_COOKIE } from '@spesa/shared/admin/staff.contract';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import { DomainError } from '../../lib/domain-error.js';
import { adminRouteAccess } from './admin-access.js';
import type { StaffPrincipal } from './staff-principal.js';
import type { StaffService } from './staff.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back-office member of this chain behind the staff session, once the guard has run. */
    staff: StaffPrincipal | null;
  }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export class StaffLoginRequiredError extends DomainError {
  constructor() {
    super('STAFF_LOGIN_REQUIRED', 'Accesso riservato al personale: effettua il login.', 401, 401);
  }
}

export function presentedStaffToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[STAFF_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** `GET /admin/orders` for the route the request matched, without the API prefix. */
export function routeKeyOf(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? '';
  return `${request.method} ${url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url}`;
}

/**
 * Checked on the server for every back-office call: a completed staff session of the request's chain (a
 * shopper's session is no staff session: 401), then the role the route's entry of ADMIN_ROUTE_ACCESS allows
 * (403); a route missing from the table is refused to everybody.
 */
export async function guardAdminRoute(request: FastifyRequest, staff: StaffService): Promise<void> {
  const principal = await staff.auth.resolve(request.tenant.code, presentedStaffToken(request));
  if (!principal) throw new StaffLoginRequiredError();
  request.staff = principal;
  const access = adminRouteAccess(routeKeyOf(request));
  if (!access || !access.roles.includes(principal.role)) {
    throw new DomainError('STAFF_FORBIDDEN', 'Il tuo ruolo non consente questa operazione.', 403, 403);
  }
}

/** A member bound to a store acts on that store only; the store must be one of the chain's. */
export function assertStoreInScope(principal: StaffPrincipal, storeId: number): void {
  if (principal.storeId !== null && principal.storeId !== storeId) throw new StoreForbiddenError();
}

/** A store of the member's own chain, and theirs when they are bound to one. */
export async function assertChainStore(
  isStoreOfTenant: (tenantId: string, storeId: number) => Promise<boolean>,
  principal: StaffPrincipal,
  storeId: number,
): Promise<void> {
  assertStoreInScope(principal, storeId);
  if (!(await isStoreOfTenant(principal.tenantId, storeId))) throw new StoreForbiddenError();
}

export class StoreForbiddenError extends DomainError {
  constructor() {
    super('STAFF_STORE_FORBIDDEN', 'Non puoi operare su questo punto vendita.', 403, 403);
  }
}

export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new StaffLoginRequiredError();
  return request.staff;
}
