import { isStaffRole, type StaffLoginBody } from '@spesa/shared/admin/staff.contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import type { StaffPrincipal } from './staff-principal.js';
import * as repo from './staff.repository.js';
import { totpStepOf } from './totp.js';

/** README "Back-office": a staff session lasts a working shift, far less than a shopper's 30 days. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** Between the password and the second factor. */
export const STAFF_PENDING_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a pending session takes before it ends: the password is asked again. */
const MAX_TOTP_FAILURES = 5;

const LOGIN_FAILED = 'E-mail o password non corretti.';
const TOTP_INVALID = 'Il codice di verifica non è valido o è già stato usato.';
const LOGIN_AGAIN = 'Accesso scaduto: inserisci di nuovo e-mail e password.';

export interface StaffAuthService {
  /** Checks the password; answers the token of a session that still waits for the second factor. */
  login(tenantId: string, body: StaffLoginBody): Promise<string>;
  /** Completes the login with the TOTP code; the session then serves back-office calls for its shift. */
  confirmTotp(tenantId: string, token: string | undefined, code: string): Promise<StaffPrincipal>;
  /** The member behind a completed session of this chain, or null (none, pending, expired, other chain). */
  resolve(tenantId: string, token: string | undefined): Promise<StaffPrincipal | null>;
  logout(tenantId: string, token: string | undefined): Promise<void>;
}

export function toPrincipal(record: repo.StaffUserRecord): StaffPrincipal | null {
  if (!isStaffRole(record.role)) return null;
  return {
    tenantId: record.tenantId,
    staffId: record.id,
    email: record.email,
    role: record.role,
    storeId: record.storeId,
  };
}

export function createStaffAuthService(deps: {
  db: Db;
  clock: Clock;
  audit: (principal: StaffPrincipal, action: string) => Promise<void>;
}): StaffAuthService {
  const { db, clock } = deps;
  return {
    async login(tenantId, body) {
      const user = await repo.findStaffByEmail(db, tenantId, body.email);
      const ok = user
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyAgainstDummy(body.password);
      // README "Back-office" (Personale): a disabled member is refused like a wrong password.
      if (!user || !ok || user.disabledAt !== null)
        throw new DomainError('STAFF_LOGIN_FAILED', LOGIN_FAILED, 401, 401);
      const token = newSessionToken();
      const now = clock.now();
      await repo.insertStaffSession(db, {
        tokenHash: hashSessionToken(token),
        tenantId,
        staffUserId: user.id,
        now,
        expiresAt: now + STAFF_PENDING_TTL_MS,
      });
      return token;
    },

    async confirmTotp(tenantId, token, code) {
      const now = clock.now();
      const tokenHash = token ? hashSessionToken(token) : '';
      const session = token ? await repo.findLiveStaffSession(db, tenantId, tokenHash, now) : undefined;
      const user = session && (await repo.findStaffById(db, tenantId, session.staffUserId));
      const principal = user && toPrincipal(user);
      if (!session || session.verified || !user || !principal || user.disabledAt !== null) {
        throw new DomainError('STAFF_LOGIN_REQUIRED', LOGIN_AGAIN, 401, 401);
      }
      const step = await totpStepOf(user.totpSecret, code, now);
      if (step === undefined || !(await repo.claimTotpStep(db, tenantId, user.id, step))) {
        if (session.totpFailures + 1 >= MAX_TOTP_FAILURES) {
          await repo.deleteStaffSession(db, tenantId, tokenHash);
          throw new DomainError('STAFF_LOGIN_REQUIRED', LOGIN_AGAIN, 401, 401);
        }
        await repo.countTotpFailure(db, tenantId, tokenHash);
        throw new DomainError('STAFF_TOTP_INVALID', TOTP_INVALID, 401, 401);
      }
      await repo.markStaffSessionVerified(db, tenantId, tokenHash, now + STAFF_SESSION_TTL_MS);
      await deps.audit(principal, 'staff.login');
      return principal;
    },

    async resolve(tenantId, token) {
      if (!token) return null;
      const session = await repo.findLiveStaffSession(db, tenantId, hashSessionToken(token), clock.now());
      if (!session?.verified) return null;
      const user = await repo.findStaffById(db, tenantId, session.staffUserId);
      return user && user.disabledAt === null ? toPrincipal(user) : null;
    },

    async logout(tenantId, token) {
      if (!token) return;
      await repo.deleteStaffSession(db, tenantId, hashSessionToken(token));
      await repo.deleteExpiredStaffSessions(db, clock.now());
    },
  };
}
