import {
  AUDIT_PAGE_SIZE,
  STAFF_ROLE,
  STAFF_ROLE_LABELS,
  type AuditPage,
  type AuditQuery,
  type StaffAccount,
  type StaffCreateBody,
  type StaffRole,
} from '@spesa/shared/admin/staff.contract';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays, romeInstant } from '../../lib/italy/rome-time.js';
import { hashPassword } from '../../lib/password.js';
import { createStaffAuthService, toPrincipal, type StaffAuthService } from './staff-auth.service.js';
import type { StaffPrincipal } from './staff-principal.js';
import * as repo from './staff.repository.js';
import { newTotpSecret, otpauthUri } from './totp.js';

/** The roles that work in one store: they are created with the store they work in. */
const STORE_ROLES: readonly StaffRole[] = [STAFF_ROLE.store_manager, STAFF_ROLE.picker];
const STAFF_NOT_FOUND = 'Membro del personale non trovato.';

export interface StaffCreated {
  staff: StaffAccount;
  totpSecret: string;
  otpauthUri: string;
}

export interface StaffService {
  auth: StaffAuthService;
  /** Creates a member (the command line passes no creator); the secret is shown once, to be scanned. */
  create(tenantId: string, body: StaffCreateBody, by: StaffPrincipal | null): Promise<StaffCreated>;
  list(tenantId: string): Promise<StaffAccount[]>;
  /** Disables a member (their sessions end at once) or enables them again; never oneself. */
  setDisabled(by: StaffPrincipal, staffId: number, disabled: boolean): Promise<StaffAccount>;
  /** A new second factor for a member: the old one stops working, their sessions end; shown once. */
  resetTotp(by: StaffPrincipal, staffId: number): Promise<StaffCreated>;
  /** Records who did what; in the caller's transaction when one is given. */
  audit(
    principal: StaffPrincipal,
    action: string,
    target?: string | null,
    details?: Record<string, unknown>,
    trx?: Db,
  ): Promise<void>;
  auditLog(tenantId: string, query: AuditQuery): Promise<AuditPage>;
}

function toMember(record: repo.StaffUserRecord): StaffAccount | null {
  const principal = toPrincipal(record);
  if (!principal) return null;
  return {
    staffId: principal.staffId,
    email: principal.email,
    role: principal.role,
    roleLabel: STAFF_ROLE_LABELS[principal.role],
    storeId: principal.storeId,
    name: record.name,
    disabled: record.disabledAt !== null,
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
        name: body.name ?? null,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        role: body.role,
        storeId,
        totpSecret,
      };
      const id = await repo.insertStaffUser(db, { ...record, createdAt: clock.now() });
      if (id === undefined)
        throw new DomainError('STAFF_EMAIL_TAKEN', 'Esiste già un membro del personale con questa e-mail.');
      const staff = toMember({ ...record, id, disabledAt: null });
      if (!staff) throw new DomainError('VALIDATION', 'Ruolo sconosciuto.', 400, 400);
      if (by)
        await service.audit(by, 'staff.create', `staff:${id}`, {
          email: staff.email,
          name: staff.name,
          role: staff.role,
          storeId,
        });
      return { staff, totpSecret, otpauthUri: otpauthUri(issuerOf(tenantId), staff.email, totpSecret) };
    },

    async list(tenantId) {
      const records = await repo.listStaffOfTenant(db, tenantId);
      return records.map(toMember).filter((m): m is StaffAccount => m !== null);
    },

    async setDisabled(by, staffId, disabled) {
      if (disabled && staffId === by.staffId)
        throw new DomainError('STAFF_SELF', 'Non puoi disattivare il tuo stesso account.', 409, 409);
      if (!(await repo.setStaffDisabled(db, by.tenantId, staffId, disabled ? clock.now() : null)))
        throw new NotFoundError(STAFF_NOT_FOUND);
      if (disabled) await repo.deleteSessionsOfStaff(db, by.tenantId, staffId);
      await service.audit(by, disabled ? 'staff.disable' : 'staff.enable', `staff:${staffId}`);
      return memberById(by.tenantId, staffId);
    },

    async resetTotp(by, staffId) {
      const totpSecret = newTotpSecret();
      if (!(await repo.replaceTotpSecret(db, by.tenantId, staffId, totpSecret)))
        throw new NotFoundError(STAFF_NOT_FOUND);
      await repo.deleteSessionsOfStaff(db, by.tenantId, staffId);
      await service.audit(by, 'staff.totp-reset', `staff:${staffId}`);
      const staff = await memberById(by.tenantId, staffId);
      return { staff, totpSecret, otpauthUri: otpauthUri(issuerOf(by.tenantId), staff.email, totpSecret) };
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

    async auditLog(tenantId, query) {
      const filter = {
        staffUserId: query.staff_id,
        action: query.action,
        between: query.date
          ? ([romeInstant(query.date, '00:00'), romeInstant(addDays(query.date, 1), '00:00')] as const)
          : undefined,
      };
      // One more than a page tells whether another follows.
      const entries = await repo.listAuditEntries(db, tenantId, filter, {
        limit: AUDIT_PAGE_SIZE + 1,
        offset: (query.page - 1) * AUDIT_PAGE_SIZE,
      });
      return { entries: entries.slice(0, AUDIT_PAGE_SIZE), hasMore: entries.length > AUDIT_PAGE_SIZE };
    },
  };
  async function memberById(tenantId: string, staffId: number): Promise<StaffAccount> {
    const record = await repo.findStaffById(db, tenantId, staffId);
    const member = record && toMember(record);
    if (!member) throw new NotFoundError(STAFF_NOT_FOUND);
    return member;
  }
  return service;
}
