import { usernameFormSchema, USERNAME_TAKEN_MESSAGE } from '@spesa/shared/account/account-security.contract';
import {
  PRIVACY_REQUIRED_MESSAGE,
  type CheckDisclaimerData,
  type DisclaimerChoice,
  type RegistrationDisclaimer,
} from '@spesa/shared/account/disclaimer.contract';
import {
  billingAddressFormSchema,
  COMPLETE_PROFILE_LEVEL,
  contactFormSchema,
  DEFAULT_ADDRESS_INVALID_MESSAGE,
  FIDELITY_CARD_TAKEN_MESSAGE,
  personFormSchema,
  SHOPPER_USER_TYPE_ID,
  type UpdateUserDetailBody,
  type UserDetail,
  type UserPersonFiscal,
} from '@spesa/shared/account/user-detail.contract';
import { ADDRESS_TYPE } from '@spesa/shared/delivery/delivery-service.contract';
import type { z } from 'zod';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotLoggedInError } from '../../lib/domain-error.js';
import * as repo from './account.repository.js';
import { publicDisclaimer, tenantDisclaimers } from './disclaimers.js';
import { parseForm } from './form-errors.js';
import { formDateOf, isoDateOf, profileLevelOf } from './profile-level.js';

type PersonBody = z.input<ReturnType<typeof personFormSchema>> &
  Pick<UpdateUserDetailBody, 'defaultStoreAddressId' | 'defaultDeliveryAddressId'>;

/** The type of one of the addresses the shopper may use (their own, or a shared store); undefined if none. */
export type AddressTypeOf = (actor: Actor, addressId: number) => Promise<number | undefined>;

type DefaultsChange = { kind: 'delivery' | 'store'; addressId: number | null }[];

/**
 * spec §3 "User": the default addresses the body sets, each checked to be one the shopper may use and of its
 * kind (a home address for delivery, a store or locker for pick-up); absent ones stay as they are.
 */
async function checkedDefaults(
  actor: Actor,
  body: PersonBody,
  addressTypeOf: AddressTypeOf,
): Promise<DefaultsChange> {
  const wanted = [
    { kind: 'delivery', addressId: body.defaultDeliveryAddressId },
    { kind: 'store', addressId: body.defaultStoreAddressId },
  ] as const;
  const changes: DefaultsChange = [];
  for (const { kind, addressId } of wanted) {
    if (addressId === undefined) continue;
    if (addressId !== null) {
      const typeId = await addressTypeOf(actor, addressId);
      const isHome = typeId === ADDRESS_TYPE.HOME;
      if (typeId === undefined || isHome !== (kind === 'delivery')) {
        throw new DomainError('NOT_FOUND', DEFAULT_ADDRESS_INVALID_MESSAGE);
      }
    }
    changes.push({ kind, addressId });
  }
  return changes;
}
type ContactBody = z.input<typeof contactFormSchema>;
type BillingBody = z.input<typeof billingAddressFormSchema>;

export interface ProfileService {
  detail(actor: Actor): Promise<UserDetail>;
  /** `tenant`, here and below, is the actor's chain, read for its settings and disclaimers. */
  updatePerson(actor: Actor, tenant: TenantDefinition, body: PersonBody): Promise<UserDetail>;
  updateContact(actor: Actor, body: ContactBody): Promise<UserDetail>;
  updateBilling(actor: Actor, body: BillingBody): Promise<UserDetail>;
  updateUsername(actor: Actor, username: string | undefined): Promise<UserDetail>;
  personFiscals(actor: Actor): Promise<UserPersonFiscal[]>;
  disclaimers(actor: Actor, tenant: TenantDefinition): Promise<RegistrationDisclaimer[]>;
  checkDisclaimers(actor: Actor, tenant: TenantDefinition): Promise<CheckDisclaimerData>;
  updateDisclaimers(
    actor: Actor,
    tenant: TenantDefinition,
    choices: readonly DisclaimerChoice[],
  ): Promise<RegistrationDisclaimer[]>;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

export function createProfileService(deps: {
  db: Db;
  clock: Clock;
  addressTypeOf: AddressTypeOf;
}): ProfileService {
  const { db, clock } = deps;

  async function account(trx: Db, tenantId: string, userId: number): Promise<repo.AccountRecord> {
    const found = await repo.findAccount(trx, tenantId, userId);
    // The session resolved a moment ago; a vanished user is a session that no longer holds.
    if (!found) throw new NotLoggedInError();
    return found;
  }

  async function refreshLevel(trx: Db, tenantId: string, userId: number): Promise<void> {
    const [person, disclaimers] = await Promise.all([
      account(trx, tenantId, userId),
      repo.listDisclaimers(trx, tenantId, userId),
    ]);
    const level = profileLevelOf(person, disclaimers);
    if (level !== person.profileLevel) await repo.updateUser(trx, tenantId, userId, { profileLevel: level });
  }

  async function detail(actor: Actor): Promise<UserDetail> {
    const { tenantId, userId } = actor;
    const [person, billing, disclaimers, defaults] = await Promise.all([
      account(db, tenantId, userId),
      repo.findBilling(db, tenantId, userId),
      repo.listDisclaimers(db, tenantId, userId),
      repo.findAddressDefaults(db, tenantId, userId),
    ]);
    return {
      userId: person.id,
      login: person.email,
      email: person.email,
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      fiscalCode: person.fiscalCode,
      birthDate: formDateOf(person.birthDate),
      phone: person.phone,
      homePhone: person.homePhone,
      fidelityCard: person.fidelityCard,
      userPoints: { LOYALTY: { value: person.loyaltyPoints } },
      profile: { level: person.profileLevel, confirmed: person.profileLevel >= COMPLETE_PROFILE_LEVEL },
      billingAddress: billing ?? null,
      legals: disclaimers.filter((d) => d.accepted).map((d) => ({ legalId: d.disclaimerId })),
      userType: { userTypeId: SHOPPER_USER_TYPE_ID },
      betaTester: '0',
      ssoUser: false,
      crmUserSegments: [],
      // Favourites come from the purchase history, which the catalogue does not have yet.
      hasFavorites: false,
      defaultStoreAddressId: defaults.storeAddressId,
      defaultDeliveryAddressId: defaults.deliveryAddressId,
    };
  }

  async function disclaimers(actor: Actor, tenant: TenantDefinition): Promise<RegistrationDisclaimer[]> {
    return (await userDisclaimers(actor, tenant)).map(({ definition, given }) =>
      publicDisclaimer(definition, given?.accepted ?? false),
    );
  }

  async function userDisclaimers({ tenantId, userId }: Actor, tenant: TenantDefinition) {
    const given = new Map(
      (await repo.listDisclaimers(db, tenantId, userId)).map((d) => [d.disclaimerId, d] as const),
    );
    return tenantDisclaimers(tenant).map((definition) => ({
      definition,
      given: given.get(definition.registrationDisclaimerId),
    }));
  }

  return {
    detail,

    async updatePerson(actor, tenant, body) {
      const { tenantId, userId } = actor;
      const form = parseForm(personFormSchema(tenant.settings.fidelityCardPrefix), body);
      const fidelityCard = form.fidelityCard.replace(/\s/g, '') || null;
      const defaults = await checkedDefaults(actor, body, deps.addressTypeOf);
      const now = clock.now();
      try {
        await db.transaction().execute(async (trx) => {
          if (fidelityCard && (await repo.isFidelityCardTaken(trx, tenantId, fidelityCard, userId))) {
            throw new DomainError('FIDELITY_CARD_TAKEN', FIDELITY_CARD_TAKEN_MESSAGE);
          }
          await repo.updateUser(trx, tenantId, userId, {
            firstName: form.firstName,
            lastName: form.lastName,
            fidelityCard,
          });
          await repo.upsertProfile(
            trx,
            tenantId,
            userId,
            { fiscalCode: form.fiscalCode.toUpperCase(), birthDate: isoDateOf(form.birthDate) },
            now,
          );
          for (const { kind, addressId } of defaults) {
            await repo.setAddressDefault(trx, tenantId, userId, kind, addressId);
          }
          await refreshLevel(trx, tenantId, userId);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new DomainError('FIDELITY_CARD_TAKEN', FIDELITY_CARD_TAKEN_MESSAGE);
        throw error;
      }
      return detail(actor);
    },

    async updateContact(actor, body) {
      const { tenantId, userId } = actor;
      const form = parseForm(contactFormSchema, body);
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, tenantId, userId, { phone: form.phone });
        await repo.upsertProfile(trx, tenantId, userId, { homePhone: form.homePhone || null }, clock.now());
        await refreshLevel(trx, tenantId, userId);
      });
      return detail(actor);
    },

    async updateBilling(actor, body) {
      const { tenantId, userId } = actor;
      const form = parseForm(billingAddressFormSchema, body);
      await repo.upsertBilling(
        db,
        tenantId,
        userId,
        {
          companyName: form.companyName,
          vatNumber: form.vatNumber || null,
          fiscalCode: form.fiscalCode.toUpperCase(),
          address1: form.address1,
          addressNumber: form.addressNumber,
          postalCode: form.postalCode,
          city: form.city.toUpperCase(),
          province: form.province.toUpperCase(),
          sdiCode: form.sdiCode.toUpperCase() || null,
          pec: form.pec.toLowerCase() || null,
        },
        clock.now(),
      );
      return detail(actor);
    },

    async updateUsername(actor, username) {
      const { tenantId, userId } = actor;
      const form = parseForm(usernameFormSchema, { username });
      const taken = () => new DomainError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
      if (await repo.isUsernameTaken(db, tenantId, form.username, userId)) throw taken();
      try {
        await repo.upsertProfile(db, tenantId, userId, { username: form.username }, clock.now());
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return detail(actor);
    },

    async personFiscals(actor) {
      const { tenantId, userId } = actor;
      const [person, billing] = await Promise.all([
        account(db, tenantId, userId),
        repo.findBilling(db, tenantId, userId),
      ]);
      const persons: UserPersonFiscal[] = [
        {
          personFiscalId: 1,
          personTypeId: 1,
          name: `${person.firstName} ${person.lastName}`.trim(),
          fiscalCode: person.fiscalCode,
          vatCode: null,
          isDefault: !billing,
        },
      ];
      if (billing) {
        persons.push({
          personFiscalId: 2,
          personTypeId: billing.vatNumber ? 2 : 1,
          name: billing.companyName,
          fiscalCode: billing.fiscalCode,
          vatCode: billing.vatNumber,
          isDefault: true,
        });
      }
      return persons;
    },

    disclaimers,

    async checkDisclaimers(actor, tenant) {
      const toAccept = (await userDisclaimers(actor, tenant)).filter(
        ({ definition, given }) =>
          definition.required && !(given?.accepted && given.textVersion === definition.textVersion),
      );
      return {
        valid: toAccept.length === 0,
        registrationDisclaimers: toAccept.map(({ definition, given }) =>
          publicDisclaimer(definition, given?.accepted ?? false),
        ),
      };
    },

    async updateDisclaimers(actor, tenant, choices) {
      const { tenantId, userId } = actor;
      const definitions = tenantDisclaimers(tenant);
      const chosen = new Map(choices.map((c) => [c.registrationDisclaimerId, c.value]));
      // Withdrawing the privacy consent means leaving the service: that is the deletion of the account.
      if (definitions.some((d) => d.required && chosen.get(d.registrationDisclaimerId) === false)) {
        throw new DomainError('PRIVACY_REQUIRED', PRIVACY_REQUIRED_MESSAGE);
      }
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        for (const definition of definitions) {
          const value = chosen.get(definition.registrationDisclaimerId);
          if (value === undefined) continue;
          await repo.upsertDisclaimer(
            trx,
            tenantId,
            userId,
            {
              disclaimerId: definition.registrationDisclaimerId,
              accepted: value,
              textVersion: definition.textVersion,
            },
            now,
          );
        }
        await refreshLevel(trx, tenantId, userId);
      });
      return disclaimers(actor, tenant);
    },
  };
}
