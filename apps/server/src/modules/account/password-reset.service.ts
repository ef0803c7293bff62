import {
  PASSWORD_RESET_DISABLED_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
  newPasswordFormSchema,
} from '@spesa/shared/account/password-reset.contract';
import { email as emailRule, required } from '@spesa/shared/validation/validators';
import { ruledField } from '@spesa/shared/account/account-fields.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { hashPassword } from '../../lib/password.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import { passwordChangedMail, passwordResetMail } from './account-mail.js';
import { MAIL_THROTTLE_MS, type AccountMailer } from './account-mailer.js';
import * as repo from './account.repository.js';
import type { DeferredWork } from '../../lib/deferred-work.js';
import { parseForm } from './form-errors.js';
import { normalizeEmail } from './registration.service.js';
import type { SessionEnder } from './session-ender.js';

const TOKEN_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
const requestFormSchema = z.object({ email: ruledField([required, emailRule]) });

export interface PasswordResetService {
  request(input: {
    tenant: TenantDefinition;
    origin: string;
    email: string;
    fiscalCode: string | undefined;
  }): Promise<void>;
  check(input: { tenant: TenantDefinition; email: string | undefined; token: string }): Promise<void>;
  reset(input: {
    tenant: TenantDefinition;
    origin: string;
    email: string | undefined;
    token: string;
    password: string | undefined;
  }): Promise<void>;
}

export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  mail: AccountMailer;
  deferred: DeferredWork;
  sessions: SessionEnder;
}): PasswordResetService {
  const { db, clock, mail, deferred } = deps;
  const invalid = () => new DomainError('RESET_LINK_INVALID', PASSWORD_RESET_LINK_INVALID_MESSAGE);

  // spec §2: the forgot-password link exists only where the chain registers shoppers itself.
  function assertEnabled(tenant: TenantDefinition): void {
    if (!tenant.settings.registrationEnabled || tenant.settings.registrationUrl) {
      throw new DomainError('PASSWORD_RESET_DISABLED', PASSWORD_RESET_DISABLED_MESSAGE);
    }
  }

  async function liveToken(tenant: TenantDefinition, email: string | undefined, token: string) {
    if (!token) throw invalid();
    const found = await repo.findLiveToken(
      db,
      tenant.code,
      hashSessionToken(token),
      'password_reset',
      clock.now(),
    );
    if (!found || (email && normalizeEmail(email) !== found.email)) throw invalid();
    return found;
  }

  return {
    async request({ tenant, origin, email, fiscalCode }) {
      assertEnabled(tenant);
      const form = parseForm(requestFormSchema, { email });
      const address = normalizeEmail(form.email);
      const userId = await repo.findUserIdByEmail(db, tenant.code, address);
      // Everything that only a real account needs happens after the answer, which is the same for everyone.
      deferred.defer('password-reset', async () => {
        await repo.pruneExpired(db, clock.now(), MAIL_THROTTLE_MS);
        if (userId === undefined) return;
        const account = await repo.findAccount(db, tenant.code, userId);
        if (!account) return;
        const askedCode = fiscalCode?.trim().toUpperCase();
        if (askedCode && account.fiscalCode && askedCode !== account.fiscalCode.toUpperCase()) return;
        const token = newSessionToken();
        const message = passwordResetMail(tenant, origin, address, account.firstName, token);
        const now = clock.now();
        const key = { tenantId: tenant.code, recipient: address, kind: message.kind };
        if (!(await repo.claimMailSlot(db, key, now, MAIL_THROTTLE_MS))) return;
        // Only the newest link works.
        await repo.deleteTokens(db, tenant.code, userId, ['password_reset']);
        await repo.insertToken(db, {
          tokenHash: hashSessionToken(token),
          tenantId: tenant.code,
          userId,
          purpose: 'password_reset',
          newEmail: null,
          now,
          expiresAt: now + TOKEN_TTL_MS,
        });
        await mail.send(message);
      });
    },

    async check({ tenant, email, token }) {
      assertEnabled(tenant);
      await liveToken(tenant, email, token);
    },

    async reset({ tenant, origin, email, token, password }) {
      assertEnabled(tenant);
      const found = await liveToken(tenant, email, token);
      const form = parseForm(newPasswordFormSchema, { password });
      const passwordHash = await hashPassword(form.password);
      const tokenHash = hashSessionToken(token);
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        if (!(await repo.consumeToken(trx, tenant.code, tokenHash, 'password_reset', now))) throw invalid();
        await repo.updateUser(trx, tenant.code, found.userId, { passwordHash });
        // Whoever knew the old password is logged out everywhere.
        await deps.sessions.endSessionsOfUser(trx, tenant.code, found.userId);
        await repo.deleteTokens(trx, tenant.code, found.userId, ['password_reset']);
      });
      deferred.defer('password-changed', async () => {
        await mail.send(passwordChangedMail(tenant, origin, found.email, found.firstName));
      });
    },
  };
}
