import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../database.js';
import { romeDateIso } from '../../lib/italy/rome-time.js';
import { hashPassword } from '../../lib/password.js';
import { generateBenchCatalogue } from './catalogue/generate-bench-catalogue.js';
import { generateCatalogue } from './catalogue/generate-catalogue.js';
import { promoOnDay, promoWindowOf } from './catalogue/roll-promo.js';
import { seedAccount } from './seed-account.js';
import {
  ensureCatalogueContent,
  seedCategoryContent,
  seedPreferredProducts,
} from './seed-catalogue-content.js';
import { ensureContent } from './seed-content.js';
import { seedCompanyPoints } from './seed-company-points.js';
import { seedDelivery, storeIdsByCode } from './seed-delivery.js';
import { ensureOrderDemoData } from './seed-orders.js';
import { seedOptionsFromEnv, type SeedOptions } from './seed-options.js';
import { ensureStaffDemoData } from './seed-staff.js';

export const DEMO_SHOPPER = {
  email: 'mario.rossi@example.com',
  password: 'spesa123',
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '+39 333 123 4567',
} as const;

const BATCH = 100;

/** Loads a tenant's demo data once; a tenant already seeded (by this or another process) is left alone. */
export async function seedTenant(
  db: Db,
  tenant: TenantDefinition,
  now: number,
  options: SeedOptions = {},
): Promise<boolean> {
  const already = await db
    .selectFrom('tenant_state')
    .select('tenant_id')
    .where('tenant_id', '=', tenant.code)
    .executeTakeFirst();
  if (already) return false;
  const bench = options.benchCatalogue?.tenant === tenant.code ? options.benchCatalogue : undefined;
  const catalogue = bench
    ? generateBenchCatalogue(tenant.code, tenant.region, bench.count)
    : generateCatalogue(tenant.code, tenant.region);
  const passwordHash = await hashPassword(DEMO_SHOPPER.password);

  try {
    await db.transaction().execute(async (trx) => {
      // Claiming the tenant first makes a concurrent seeder fail on the primary key instead of doubling rows.
      await trx
        .insertInto('tenant_state')
        .values({ tenant_id: tenant.code, catalogue_version: 1, seeded_at: now })
        .execute();

      const categoryIds = new Map<string, number>();
      const ordered = [...catalogue.categories].sort((a, b) => a.level - b.level);
      for (const c of ordered) {
        const parentId = c.parentSlug === null ? null : categoryIds.get(c.parentSlug);
        if (parentId === undefined)
          throw new Error(`Category ${c.slug} has an unknown parent ${c.parentSlug}`);
        const row = await trx
          .insertInto('categories')
          .values({
            tenant_id: tenant.code,
            parent_id: parentId,
            slug: c.slug,
            name: c.name,
            level: c.level,
            position: c.position,
            title: c.title,
            description: c.description,
            icon: c.icon,
            hide_in_menu: c.hideInMenu ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        categoryIds.set(c.slug, row.id);
      }

      const seedDay = romeDateIso(now);
      const products = catalogue.products.map((p, index) => {
        const categoryId = categoryIds.get(p.categorySlug);
        if (categoryId === undefined)
          throw new Error(`Product ${p.code} has an unknown category ${p.categorySlug}`);
        const promo = p.promo && promoOnDay(p.promo, seedDay);
        const window = promo && promoWindowOf(promo);
        return {
          tenant_id: tenant.code,
          code: p.code,
          slug: p.slug,
          barcode: p.barcode,
          name: p.name,
          brand: p.brand,
          pack_format: p.packFormat,
          category_id: categoryId,
          price_cents: p.priceCents,
          standard_price_cents: p.standardPriceCents,
          selling_type: p.productInfos.TIPOLOGIA,
          product_infos: JSON.stringify(p.productInfos),
          vat_pct: p.vatPct,
          is_new: p.isNew ? 1 : 0,
          available: p.available ? 1 : 0,
          promo: promo ? JSON.stringify(promo) : null,
          promo_starts_at: window?.startsAt ?? null,
          promo_ends_at: window?.endsAt ?? null,
          select_options: JSON.stringify(p.selectOptions),
          description: JSON.stringify(p.description),
          image: JSON.stringify(p.image),
          position: index,
          attributes: p.attributes,
        };
      });
      for (let i = 0; i < products.length; i += BATCH) {
        await trx
          .insertInto('products')
          .values(products.slice(i, i + BATCH))
          .execute();
      }

      // The tenant's default store (spec §1) is its first pick-up shop, known by the name the settings give it.
      const defaultStore =
        catalogue.stores.find((s) => s.name === tenant.settings.defaultStoreName) ??
        catalogue.stores.find(
          (s) => !s.isWarehouse && s.deliveryServiceIds.includes(DELIVERY_SERVICE.PICK_UP),
        );
      await trx
        .insertInto('stores')
        .values(
          catalogue.stores.map((s) => ({
            tenant_id: tenant.code,
            code: s.code,
            name: s === defaultStore ? tenant.settings.defaultStoreName : s.name,
            address1: s.address1,
            address_number: s.addressNumber,
            city: s.city,
            province: s.province,
            postal_code: s.postalCode,
            latitude: s.latitude,
            longitude: s.longitude,
            phone: s.phone,
            delivery_service_ids: s.deliveryServiceIds.join(','),
            is_warehouse: s.isWarehouse ? 1 : 0,
            is_default: s === defaultStore ? 1 : 0,
            opening_hours: s.openingHours,
          })),
        )
        .execute();

      await trx
        .insertInto('users')
        .values({
          tenant_id: tenant.code,
          email: DEMO_SHOPPER.email,
          password_hash: passwordHash,
          first_name: DEMO_SHOPPER.firstName,
          last_name: DEMO_SHOPPER.lastName,
          phone: DEMO_SHOPPER.phone,
          fidelity_card: null,
          profile_level: 2,
          created_at: now,
        })
        .execute();
      await seedDelivery(trx, tenant, await storeIdsByCode(trx, tenant.code), now);
      await seedCompanyPoints(trx, tenant);
      await seedAccount(trx, tenant, now);
      await seedCategoryContent(trx, tenant);
      await seedPreferredProducts(trx, tenant.code, DEMO_SHOPPER.email, now);
    });
  } catch (error) {
    const claimed = await db
      .selectFrom('tenant_state')
      .select('tenant_id')
      .where('tenant_id', '=', tenant.code)
      .executeTakeFirst();
    if (claimed) return false;
    throw error;
  }
  return true;
}

export async function seedDemoData(
  db: Db,
  tenants: readonly TenantDefinition[],
  now: number,
  options: SeedOptions = seedOptionsFromEnv(),
): Promise<string[]> {
  const seeded: string[] = [];
  for (const tenant of tenants) {
    if (await seedTenant(db, tenant, now, options)) seeded.push(tenant.code);
    else await ensureCatalogueContent(db, tenant, DEMO_SHOPPER.email, now);
    await ensureOrderDemoData(db, tenant.code, DEMO_SHOPPER.email, now);
    await ensureContent(db, tenant, now);
    await ensureStaffDemoData(db, tenant, now);
  }
  return seeded;
}
