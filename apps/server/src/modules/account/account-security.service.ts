import {
  ACCOUNT_TOKEN_TTL_MINUTES,
  EMAIL_CHANGE_FAILED_MESSAGE,
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_CHANGE_SAME_MESSAGE,
  emailChangeFormSchema,
  passwordChangeFormSchema,
  WRONG_PASSWORD_MESSAGE,
} from '@spesa/shared/account/account-security.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotLoggedInError } from '../../lib/domain-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import { emailChangeConfirmMail, emailChangedMail, passwordChangedMail } from './account-mail.js';
import { MAIL_THROTTLE_MS, type AccountMailer } from './account-mailer.js';
import * as repo from './account.repository.js';
import type { DeferredWork } from '../../lib/deferred-work.js';
import { parseForm } from './form-errors.js';
import { normalizeEmail } from './registration.service.js';
import type { SessionEnder } from './session-ender.js';

const TOKEN_TTL_MS = ACCOUNT_TOKEN_TTL_MINUTES * 60 * 1000;

export interface AccountSecurityService {
  /** `tenant`: the actor's chain, for its mail texts. */
  requestEmailChange(
    actor: Actor,
    input: { tenant: TenantDefinition; origin: string; newEmail: string | undefined },
  ): Promise<void>;
  confirmEmailChange(input: { tenant: TenantDefinition; token: string }): Promise<void>;
  changePassword(
    actor: Actor,
    input: {
      tenant: TenantDefinition;
      origin: string;
      sessionToken: string | undefined;
      oldPassword: string | undefined;
      newPassword: string | undefined;
    },
  ): Promise<void>;
}

export function createAccountSecurityService(deps: {
  db: Db;
  clock: Clock;
  mail: AccountMailer;
  deferred: DeferredWork;
  sessions: SessionEnder;
}): AccountSecurityService {
  const { db, clock, mail, deferred } = deps;

  async function account(tenantId: string, userId: number) {
    const found = await repo.findAccount(db, tenantId, userId);
    if (!found) throw new NotLoggedInError();
    return found;
  }

  return {
    async requestEmailChange(actor, { tenant, origin, newEmail }) {
      const { tenantId, userId } = actor;
      const form = parseForm(emailChangeFormSchema, { newEmail });
      const address = normalizeEmail(form.newEmail);
      const person = await account(tenantId, userId);
      if (address === person.email) throw new DomainError('EMAIL_CHANGE_SAME', EMAIL_CHANGE_SAME_MESSAGE);
      const takenBy = await repo.findUserIdByEmail(db, tenantId, address);
      // The answer does not say whether the new address already has an account; that one gets no link.
      deferred.defer('email-change', async () => {
        if (takenBy !== undefined) return;
        const token = newSessionToken();
        const message = emailChangeConfirmMail(tenant, origin, address, person.firstName, token);
        const now = clock.now();
        const key = { tenantId: tenantId, recipient: address, kind: message.kind };
        if (!(await repo.claimMailSlot(db, key, now, MAIL_THROTTLE_MS))) return;
        await repo.deleteTokens(db, tenantId, userId, ['email_change']);
        await repo.insertToken(db, {
          tokenHash: hashSessionToken(token),
          tenantId: tenantId,
          userId,
          purpose: 'email_change',
          newEmail: address,
          now,
          expiresAt: now + TOKEN_TTL_MS,
        });
        await mail.send(message);
      });
    },

    async confirmEmailChange({ tenant, token }) {
      const invalid = () => new DomainError('EMAIL_CHANGE_LINK_INVALID', EMAIL_CHANGE_LINK_INVALID_MESSAGE);
      if (!token) throw invalid();
      const tokenHash = hashSessionToken(token);
      const found = await repo.findLiveToken(db, tenant.code, tokenHash, 'email_change', clock.now());
      if (!found?.newEmail) throw invalid();
      const newEmail = found.newEmail;
      await db.transaction().execute(async (trx) => {
        if (!(await repo.consumeToken(trx, tenant.code, tokenHash, 'email_change', clock.now())))
          throw invalid();
        if ((await repo.findUserIdByEmail(trx, tenant.code, newEmail)) !== undefined) {
          throw new DomainError('EMAIL_CHANGE_FAILED', EMAIL_CHANGE_FAILED_MESSAGE);
        }
        await repo.updateUser(trx, tenant.code, found.userId, { email: newEmail });
        await repo.deleteTokens(trx, tenant.code, found.userId, ['email_change', 'password_reset']);
      });
      deferred.defer('email-changed', async () => {
        await mail.send(emailChangedMail(tenant, found.email, found.firstName, newEmail));
      });
    },

    async changePassword(actor, { tenant, origin, sessionToken, oldPassword, newPassword }) {
      const { tenantId, userId } = actor;
      const form = parseForm(passwordChangeFormSchema, { oldPassword, newPassword });
      const storedHash = await repo.findPasswordHash(db, tenantId, userId);
      if (!storedHash) throw new NotLoggedInError();
      if (!(await verifyPassword(form.oldPassword, storedHash))) {
        throw new DomainError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
      }
      const passwordHash = await hashPassword(form.newPassword);
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, tenantId, userId, { passwordHash });
        // The other devices are logged out; this one stays in.
        await deps.sessions.endSessionsOfUser(
          trx,
          tenantId,
          userId,
          sessionToken ? hashSessionToken(sessionToken) : undefined,
        );
        await repo.deleteTokens(trx, tenantId, userId, ['password_reset']);
      });
      const person = await account(tenantId, userId);
      deferred.defer('password-changed', async () => {
        await mail.send(passwordChangedMail(tenant, origin, person.email, person.firstName));
      });
    },
  };
}
