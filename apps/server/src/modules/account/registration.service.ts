import {
  PRIVACY_REQUIRED_MESSAGE,
  type RegistrationDisclaimer,
} from '@spesa/shared/account/disclaimer.contract';
import { FIDELITY_CARD_TAKEN_MESSAGE } from '@spesa/shared/account/user-detail.contract';
import {
  REGISTRATION_DISABLED_MESSAGE,
  REGISTRATION_LINK_INVALID_MESSAGE,
  REGISTRATION_LINK_TTL_HOURS,
  registrationFormSchema,
  type RegisterUserBody,
} from '@spesa/shared/account/registration.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { hashPassword } from '../../lib/password.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import { registrationConfirmMail, registrationExistingMail } from './account-mail.js';
import { MAIL_THROTTLE_MS, type AccountMailer } from './account-mailer.js';
import * as repo from './account.repository.js';
import type { DeferredWork } from '../../lib/deferred-work.js';
import { publicDisclaimer, tenantDisclaimers } from './disclaimers.js';
import { parseForm } from './form-errors.js';
import { isoDateOf, profileLevelOf } from './profile-level.js';

const LINK_TTL_MS = REGISTRATION_LINK_TTL_HOURS * 60 * 60 * 1000;

/** What waits in pending_registrations until the e-mail is confirmed: an unconfirmed shopper cannot log in. */
interface PendingPayload {
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  fiscalCode: string | null;
  birthDate: string | null;
  fidelityCard: string | null;
  disclaimers: repo.DisclaimerRecord[];
}

export interface RegistrationService {
  disclaimers(tenant: TenantDefinition): RegistrationDisclaimer[];
  register(input: { tenant: TenantDefinition; origin: string; body: RegisterUserBody }): Promise<void>;
  confirm(input: { tenant: TenantDefinition; email: string; code: string }): Promise<void>;
  resend(input: { tenant: TenantDefinition; origin: string; email: string }): Promise<void>;
}

export function registrationRefusal(tenant: TenantDefinition): DomainError {
  const url = tenant.settings.registrationUrl;
  return new DomainError(
    'REGISTRATION_DISABLED',
    url ? `${REGISTRATION_DISABLED_MESSAGE} Registrati qui: ${url}` : REGISTRATION_DISABLED_MESSAGE,
  );
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createRegistrationService(deps: {
  db: Db;
  clock: Clock;
  mail: AccountMailer;
  deferred: DeferredWork;
}): RegistrationService {
  const { db, clock, mail, deferred } = deps;

  // spec §1: a chain may register its shoppers elsewhere; the server refuses, not only the hidden button.
  function assertEnabled(tenant: TenantDefinition): void {
    if (!tenant.settings.registrationEnabled || tenant.settings.registrationUrl)
      throw registrationRefusal(tenant);
  }

  return {
    disclaimers(tenant) {
      return tenantDisclaimers(tenant).map((d) => publicDisclaimer(d));
    },

    async register({ tenant, origin, body }) {
      assertEnabled(tenant);
      const form = parseForm(registrationFormSchema(tenant.settings.fidelityCardPrefix), body);
      const definitions = tenantDisclaimers(tenant);
      const chosen = new Map(form.registrationDisclaimers.map((c) => [c.registrationDisclaimerId, c.value]));
      if (definitions.some((d) => d.required && chosen.get(d.registrationDisclaimerId) !== true)) {
        throw new DomainError('PRIVACY_REQUIRED', PRIVACY_REQUIRED_MESSAGE);
      }
      const fidelityCard = form.fidelityCard.replace(/\s/g, '') || null;
      if (fidelityCard && (await repo.isFidelityCardTaken(db, tenant.code, fidelityCard, null))) {
        throw new DomainError('FIDELITY_CARD_TAKEN', FIDELITY_CARD_TAKEN_MESSAGE);
      }
      const email = normalizeEmail(form.email);
      // Hashed on both paths, and the rest deferred: the answer takes as long whether or not the address has
      // an account.
      const passwordHash = await hashPassword(form.password);
      const existingUserId = await repo.findUserIdByEmail(db, tenant.code, email);
      const payload: PendingPayload = {
        passwordHash,
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        fiscalCode: form.fiscalCode.toUpperCase() || null,
        birthDate: isoDateOf(form.birthDate),
        fidelityCard,
        disclaimers: definitions.map((d) => ({
          disclaimerId: d.registrationDisclaimerId,
          accepted: chosen.get(d.registrationDisclaimerId) === true,
          textVersion: d.textVersion,
        })),
      };

      deferred.defer('registration', async () => {
        await repo.pruneExpired(db, clock.now(), MAIL_THROTTLE_MS);
        if (existingUserId !== undefined) {
          await mail.send(registrationExistingMail(tenant, origin, email), { throttled: true });
          return;
        }
        const code = newSessionToken();
        const now = clock.now();
        // Throttled before the pending row is replaced, so the link of the e-mail already sent keeps working.
        const message = registrationConfirmMail(tenant, origin, email, form.firstName, code, form.fiscalCode);
        const claimed = await repo.claimMailSlot(
          db,
          { tenantId: tenant.code, recipient: email, kind: message.kind },
          now,
          MAIL_THROTTLE_MS,
        );
        if (!claimed) return;
        await repo.upsertPendingRegistration(db, {
          tenantId: tenant.code,
          email,
          codeHash: hashSessionToken(code),
          payload: JSON.stringify(payload),
          now,
          expiresAt: now + LINK_TTL_MS,
        });
        await mail.send(message);
      });
    },

    async confirm({ tenant, email, code }) {
      assertEnabled(tenant);
      const address = normalizeEmail(email);
      const now = clock.now();
      const invalid = () => new DomainError('REGISTRATION_LINK_INVALID', REGISTRATION_LINK_INVALID_MESSAGE);
      if (!address || !code) throw invalid();
      const pending = await repo.findPendingRegistration(db, tenant.code, address, now);
      const codeHash = hashSessionToken(code);
      if (!pending || pending.codeHash !== codeHash) throw invalid();
      const payload = JSON.parse(pending.payload) as PendingPayload;

      await db.transaction().execute(async (trx) => {
        if (!(await repo.takePendingRegistration(trx, pending.id, codeHash))) throw invalid();
        if ((await repo.findUserIdByEmail(trx, tenant.code, address)) !== undefined) throw invalid();
        // A card taken between registration and confirmation stays off this account rather than failing it.
        const fidelityCard =
          payload.fidelityCard &&
          !(await repo.isFidelityCardTaken(trx, tenant.code, payload.fidelityCard, null))
            ? payload.fidelityCard
            : null;
        const userId = await repo.insertUser(trx, {
          tenantId: tenant.code,
          email: address,
          passwordHash: payload.passwordHash,
          firstName: payload.firstName,
          lastName: payload.lastName,
          phone: payload.phone,
          fidelityCard,
          now,
        });
        await repo.upsertProfile(
          trx,
          tenant.code,
          userId,
          { fiscalCode: payload.fiscalCode, birthDate: payload.birthDate, emailConfirmedAt: now },
          now,
        );
        for (const disclaimer of payload.disclaimers) {
          await repo.upsertDisclaimer(trx, tenant.code, userId, disclaimer, now);
        }
        const level = profileLevelOf(payload, payload.disclaimers);
        await repo.updateUser(trx, tenant.code, userId, { profileLevel: level });
      });
    },

    async resend({ tenant, origin, email }) {
      assertEnabled(tenant);
      const address = normalizeEmail(email);
      if (!address) return;
      deferred.defer('registration-resend', async () => {
        const now = clock.now();
        const pending = await repo.findPendingRegistration(db, tenant.code, address, now);
        if (!pending) return;
        const payload = JSON.parse(pending.payload) as PendingPayload;
        const code = newSessionToken();
        const message = registrationConfirmMail(
          tenant,
          origin,
          address,
          payload.firstName,
          code,
          payload.fiscalCode,
        );
        const claimed = await repo.claimMailSlot(
          db,
          { tenantId: tenant.code, recipient: address, kind: message.kind },
          now,
          MAIL_THROTTLE_MS,
        );
        if (!claimed) return;
        await repo.renewPendingCode(db, pending.id, hashSessionToken(code), now + LINK_TTL_MS);
        await mail.send(message);
      });
    },
  };
}
