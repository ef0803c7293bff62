import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_TOKEN_TTL_MINUTES,
  ANONYMIZE_LINK_INVALID_MESSAGE,
  ANONYMIZE_ORDER_IN_DELIVERY_MESSAGE,
} from '@spesa/shared/account/account-security.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotLoggedInError } from '../../lib/domain-error.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import { accountDeletedMail, accountDeletionConfirmMail } from './account-mail.js';
import { MAIL_THROTTLE_MS, type AccountMailer } from './account-mailer.js';
import * as repo from './account.repository.js';
import type { DeferredWork } from '../../lib/deferred-work.js';
import { normalizeEmail } from './registration.service.js';
import type { SessionEnder } from './session-ender.js';

const TOKEN_TTL_MS = ACCOUNT_TOKEN_TTL_MINUTES * 60 * 1000;

/**
 * spec §6: whether an order of the shopper is out for delivery (statuses 7 and 18). The orders module answers
 * it; until there are orders, nobody has one.
 */
export type OrderInDeliveryCheck = (actor: Actor) => Promise<boolean>;
export const noOrderInDelivery: OrderInDeliveryCheck = async () => false;

export interface AccountDeletionService {
  /** `tenant`: the actor's chain, for its mail texts. */
  requestToken(actor: Actor, input: { tenant: TenantDefinition; origin: string }): Promise<void>;
  checkToken(input: { tenant: TenantDefinition; login: string | undefined; token: string }): Promise<void>;
  anonymize(
    actor: Actor,
    input: { tenant: TenantDefinition; login: string | undefined; token: string },
  ): Promise<void>;
}

export function createAccountDeletionService(deps: {
  db: Db;
  clock: Clock;
  mail: AccountMailer;
  deferred: DeferredWork;
  hasOrderInDelivery: OrderInDeliveryCheck;
  sessions: SessionEnder;
  /** The shopper's gift codes, removed inside the account's own transaction. */
  giftCertificates: { removeAllOfUser(trx: Db, tenantId: string, userId: number): Promise<void> };
  /** The shopper's own data kept by other modules (wish lists), removed with the account. */
  removeUserData: (actor: Actor) => Promise<void>;
}): AccountDeletionService {
  const { db, clock, mail, deferred } = deps;
  const invalid = () => new DomainError('ANONYMIZE_LINK_INVALID', ANONYMIZE_LINK_INVALID_MESSAGE);

  async function assertNoOrderInDelivery(actor: Actor): Promise<void> {
    if (await deps.hasOrderInDelivery(actor)) {
      throw new DomainError('ORDER_IN_DELIVERY', ANONYMIZE_ORDER_IN_DELIVERY_MESSAGE);
    }
  }

  async function liveToken(tenant: TenantDefinition, login: string | undefined, token: string) {
    if (!token) throw invalid();
    const found = await repo.findLiveToken(
      db,
      tenant.code,
      hashSessionToken(token),
      'anonymize',
      clock.now(),
    );
    if (!found || (login && normalizeEmail(login) !== found.email)) throw invalid();
    return found;
  }

  return {
    async requestToken(actor, { tenant, origin }) {
      const { tenantId, userId } = actor;
      await assertNoOrderInDelivery(actor);
      const person = await repo.findAccount(db, tenantId, userId);
      if (!person) throw new NotLoggedInError();
      const token = newSessionToken();
      const message = accountDeletionConfirmMail(tenant, origin, person.email, person.firstName, token);
      const now = clock.now();
      const key = { tenantId: tenantId, recipient: person.email, kind: message.kind };
      if (!(await repo.claimMailSlot(db, key, now, MAIL_THROTTLE_MS))) return;
      await repo.deleteTokens(db, tenantId, userId, ['anonymize']);
      await repo.insertToken(db, {
        tokenHash: hashSessionToken(token),
        tenantId: tenantId,
        userId,
        purpose: 'anonymize',
        newEmail: null,
        now,
        expiresAt: now + TOKEN_TTL_MS,
      });
      await mail.send(message);
    },

    async checkToken({ tenant, login, token }) {
      await liveToken(tenant, login, token);
    },

    async anonymize(actor, { tenant, login, token }) {
      const { tenantId, userId } = actor;
      const found = await liveToken(tenant, login, token);
      // The link deletes the account that asked for it, from that account's own session.
      if (found.userId !== userId) throw invalid();
      await assertNoOrderInDelivery(actor);
      // A hash no password can match: verifyPassword refuses any scheme but scrypt.
      const unusable = `deleted$${randomBytes(16).toString('base64url')}`;
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        if (!(await repo.consumeToken(trx, tenantId, hashSessionToken(token), 'anonymize', now)))
          throw invalid();
        await repo.anonymizeUser(trx, tenantId, userId, unusable, now);
        await deps.giftCertificates.removeAllOfUser(trx, tenantId, userId);
        await deps.sessions.endSessionsOfUser(trx, tenantId, userId);
      });
      await deps.removeUserData(actor);
      deferred.defer('account-deleted', async () => {
        await mail.send(accountDeletedMail(tenant, found.email, found.firstName));
      });
    },
  };
}
