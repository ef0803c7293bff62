import {
  disclaimerTextVersion,
  NEWSLETTER_DISCLAIMER_ID,
  PRIVACY_DISCLAIMER_ID,
} from '@spesa/shared/account/disclaimer.contract';
import { fiscalCodeCheckCharacter, loyaltyCheckDigit } from '@spesa/shared/validation/validators';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo shopper of every chain (seed-demo-data.ts) gets a full profile here. */
const DEMO_SHOPPER_EMAIL = 'mario.rossi@example.com';

/** A second demo shopper, who shares a list with the first in read-only mode. */
export const DEMO_FRIEND = {
  email: 'giulia.bianchi@example.com',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  phone: '+39 347 765 4321',
} as const;

/** Mario Rossi, born in Trento on 1 January 1980 (L378), and Giulia Bianchi, born there on 15 May 1985. */
const MARIO_FISCAL_CODE = `RSSMRA80A01L378${fiscalCodeCheckCharacter('RSSMRA80A01L378')}`;
const GIULIA_FISCAL_CODE = `BNCGLI85E55L378${fiscalCodeCheckCharacter('BNCGLI85E55L378')}`;

export const DEMO_GIFT_CODES = [
  {
    code: 'BENVENUTO5',
    description: '5 € di sconto sulla prima spesa online di almeno 30 €',
    discountCents: 500,
    discountPct: null,
    minOrderCents: 3000,
    isManual: false,
  },
  {
    code: 'SPESA10',
    description: 'Sconto del 10% su una spesa di almeno 50 €, offerto dal servizio clienti',
    discountCents: null,
    discountPct: 10,
    minOrderCents: 5000,
    isManual: true,
  },
] as const;

/** A valid card of the chain: its prefix, a serial and the 1/3-weight check digit (spec §5). */
export function demoFidelityCard(prefix: string): string {
  const body = `${prefix}${'12345'.padStart(12 - prefix.length, '0')}`;
  return `${body}${loyaltyCheckDigit(body)}`;
}

/**
 * The account demo data of a chain, inside the seeding transaction: the demo shopper's profile, consents,
 * billing data, loyalty card and points, a wish list (with a product no longer available), a list another
 * shopper shares read-only, and discount codes.
 */
export async function seedAccount(trx: Db, tenant: TenantDefinition, now: number): Promise<void> {
  const mario = await trx
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('tenant_id', '=', tenant.code)
    .where('email', '=', DEMO_SHOPPER_EMAIL)
    .executeTakeFirstOrThrow();

  await trx
    .updateTable('users')
    .set({ fidelity_card: demoFidelityCard(tenant.settings.fidelityCardPrefix), profile_level: 2 })
    .where('id', '=', mario.id)
    .execute();
  const giulia = await trx
    .insertInto('users')
    .values({
      tenant_id: tenant.code,
      email: DEMO_FRIEND.email,
      // The same demo password as the first shopper.
      password_hash: mario.password_hash,
      first_name: DEMO_FRIEND.firstName,
      last_name: DEMO_FRIEND.lastName,
      phone: DEMO_FRIEND.phone,
      fidelity_card: null,
      profile_level: 2,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('user_profiles')
    .values([
      {
        user_id: mario.id,
        tenant_id: tenant.code,
        username: null,
        fiscal_code: MARIO_FISCAL_CODE,
        birth_date: '1980-01-01',
        home_phone: '0461 123456',
        loyalty_points: 1250,
        email_confirmed_at: now,
        anonymized_at: null,
        updated_at: now,
      },
      {
        user_id: giulia.id,
        tenant_id: tenant.code,
        username: null,
        fiscal_code: GIULIA_FISCAL_CODE,
        birth_date: '1985-05-15',
        home_phone: null,
        loyalty_points: 310,
        email_confirmed_at: now,
        anonymized_at: null,
        updated_at: now,
      },
    ])
    .execute();

  const privacy = disclaimerTextVersion(tenant.texts.privacyConsent);
  const newsletter = disclaimerTextVersion(tenant.texts.newsletterConsent);
  await trx
    .insertInto('user_disclaimers')
    .values(
      [
        { user_id: mario.id, disclaimer_id: PRIVACY_DISCLAIMER_ID, accepted: 1, text_version: privacy },
        { user_id: mario.id, disclaimer_id: NEWSLETTER_DISCLAIMER_ID, accepted: 1, text_version: newsletter },
        { user_id: giulia.id, disclaimer_id: PRIVACY_DISCLAIMER_ID, accepted: 1, text_version: privacy },
        {
          user_id: giulia.id,
          disclaimer_id: NEWSLETTER_DISCLAIMER_ID,
          accepted: 0,
          text_version: newsletter,
        },
      ].map((d) => ({ ...d, tenant_id: tenant.code, updated_at: now })),
    )
    .execute();

  await trx
    .insertInto('user_billing_addresses')
    .values({
      user_id: mario.id,
      tenant_id: tenant.code,
      company_name: 'Mario Rossi',
      vat_number: null,
      fiscal_code: MARIO_FISCAL_CODE,
      address1: 'Via Roma',
      address_number: '1',
      city: tenant.region.city.toUpperCase(),
      province: tenant.region.province.toUpperCase(),
      postal_code: tenant.region.postalCode,
      sdi_code: null,
      pec: null,
      updated_at: now,
    })
    .execute();

  const available = await trx
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenant.code)
    .where('available', '=', 1)
    .orderBy('position')
    .limit(80)
    .execute();
  const unavailable = await trx
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenant.code)
    .where('available', '=', 0)
    .orderBy('position')
    .executeTakeFirst();
  const pick = (index: number) => available[index % Math.max(available.length, 1)]?.id;

  const lists = [
    {
      ownerId: mario.id,
      name: 'La mia spesa settimanale',
      isSelected: 1,
      products: [pick(3), pick(17), pick(29), pick(41), unavailable?.id],
      shareWith: null,
    },
    {
      ownerId: giulia.id,
      name: 'Idee per la cena',
      isSelected: 1,
      products: [pick(52), pick(63), pick(75)],
      shareWith: mario.id,
    },
  ];
  for (const list of lists) {
    const row = await trx
      .insertInto('wishlists')
      .values({
        tenant_id: tenant.code,
        user_id: list.ownerId,
        name: list.name,
        wishlist_type_id: 1,
        is_selected: list.isSelected,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const productIds = [...new Set(list.products.filter((id): id is number => id !== undefined))];
    if (productIds.length) {
      await trx
        .insertInto('wishlist_items')
        .values(
          productIds.map((productId, index) => ({
            tenant_id: tenant.code,
            wishlist_id: row.id,
            product_id: productId,
            quantity: index + 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    if (list.shareWith !== null) {
      await trx
        .insertInto('wishlist_shares')
        .values({
          wishlist_id: row.id,
          tenant_id: tenant.code,
          user_id: list.shareWith,
          access: 'READ',
          created_at: now,
        })
        .execute();
    }
  }

  for (const gift of DEMO_GIFT_CODES) {
    const certificate = await trx
      .insertInto('gift_certificates')
      .values({
        tenant_id: tenant.code,
        code: gift.code,
        description: gift.description,
        discount_cents: gift.discountCents,
        discount_pct: gift.discountPct,
        min_order_cents: gift.minOrderCents,
        valid_from: now - DAY_MS,
        valid_until: now + 365 * DAY_MS,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_gift_certificates')
      .values({
        tenant_id: tenant.code,
        user_id: mario.id,
        gift_certificate_id: certificate.id,
        manual_assigned: gift.isManual ? 1 : 0,
        assigned_at: now,
        used_at: null,
      })
      .execute();
  }
}
