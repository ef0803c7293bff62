import {
  STAFF_ROLE,
  STAFF_ROLE_LABELS,
  type AuditEntry,
  type StaffCreateBody,
  type StaffMember,
  type StaffRole,
} from '@spesa/shared/admin/staff.contract';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { hashPassword } from '../../lib/password.js';
import { createStaffAuthService, toPrincipal, type StaffAuthService } from './staff-auth.service.js';
import type { StaffPrincipal } from './staff-principal.js';
import * as repo from './staff.repository.js';
import { newTotpSecret, otpauthUri } from './totp.js';

/** The roles that work in one store: they are created with the store they work in. */
const STORE_ROLES: readonly StaffRole[] = [STAFF_ROLE.store_manager, STAFF_ROLE.picker];
const AUDIT_PAGE_SIZE = 50;

export interface StaffCreated {
  staff: StaffMember;
  totpSecret: string;
  otpauthUri: string;
}

export interface StaffService {
  auth: StaffAuthService;
  /** Creates a member (the command line passes no creator); the secret is shown once, to be scanned. */
  create(tenantId: string, body: StaffCreateBody, by: StaffPrincipal | null): Promise<StaffCreated>;
  list(tenantId: string): Promise<StaffMember[]>;
  /** Records who did what; in the caller's transaction when one is given. */
  audit(
    principal: StaffPrincipal,
    action: string,
    target?: string | null,
    details?: Record<string, unknown>,
    trx?: Db,
  ): Promise<void>;
  auditLog(tenantId: string, page: number): Promise<AuditEntry[]>;
}

function toMember(record: repo.StaffUserRecord): StaffMember | null {
  const principal = toPrincipal(record);
  if (!principal) return null;
  return {
    staffId: principal.staffId,
    email: principal.email,
    role: principal.role,
    roleLabel: STAFF_ROLE_LABELS[principal.role],
    storeId: principal.storeId,
  };
}

function issuerOf(tenantId: string): string {
  return isTenantCode(tenantId) ? `Spesa ${getTenant(tenantId).texts.brandName}` : 'Spesa';
}

export function createStaffService(deps: {
  db: Db;
  clock: Clock;
  /** Whether the store is one of the chain's (the delivery module answers it). */
  isStoreOfTenant: (tenantId: string, storeId: number) => Promise<boolean>;
}): StaffService {
  const { db, clock } = deps;
  const service: StaffService = {
    auth: createStaffAuthService({
      db,
      clock,
      audit: (principal, action) => service.audit(principal, action),
    }),

    async create(tenantId, body, by) {
      const storeId = body.storeId ?? null;
      if (STORE_ROLES.includes(body.role) && storeId === null)
        throw new DomainError('VALIDATION', 'Indica il punto vendita in cui lavora.', 400, 400);
      if (storeId !== null && !(await deps.isStoreOfTenant(tenantId, storeId)))
        throw new DomainError('VALIDATION', 'Il punto vendita indicato non è della catena.', 400, 400);
      const totpSecret = newTotpSecret();
      const record = {
        tenantId,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        role: body.role,
        storeId,
        totpSecret,
      };
      const id = await repo.insertStaffUser(db, { ...record, createdAt: clock.now() });
      if (id === undefined)
        throw new DomainError('STAFF_EMAIL_TAKEN', 'Esiste già un membro del personale con questa e-mail.');
      const staff = toMember({ ...record, id });
      if (!staff) throw new DomainError('VALIDATION', 'Ruolo sconosciuto.', 400, 400);
      if (by)
        await service.audit(by, 'staff.create', `staff:${id}`, {
          email: staff.email,
          role: staff.role,
          storeId,
        });
      return { staff, totpSecret, otpauthUri: otpauthUri(issuerOf(tenantId), staff.email, totpSecret) };
    },

    async list(tenantId) {
      const records = await repo.listStaffOfTenant(db, tenantId);
      return records.map(toMember).filter((m): m is StaffMember => m !== null);
    },

    async audit(principal, action, target = null, details = {}, trx = db) {
      await repo.insertAuditEntry(trx, {
        tenantId: principal.tenantId,
        staffUserId: principal.staffId,
        action,
        target,
        details,
        at: clock.now(),
      });
    },

    auditLog(tenantId, page) {
      return repo.listAuditEntries(db, tenantId, {
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
    },
  };
  return service;
}
