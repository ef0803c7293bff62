import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../database.js';
import { buildHomeContent } from './catalogue/home-content.js';

const PREFERRED_COUNT = 16;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes the home and timeslot-selector content of a chain whose categories exist. */
export async function seedCategoryContent(db: Db, tenant: TenantDefinition): Promise<void> {
  const content = buildHomeContent(tenant);
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'slug'])
    .where('tenant_id', '=', tenant.code)
    .execute();
  const idOf = (slug: string) => {
    const id = categories.find((c) => c.slug === slug)?.id;
    if (id === undefined) throw new Error(`Content for unknown category ${slug}`);
    return id;
  };
  for (const [slug, subtitle] of Object.entries(content.subtitles)) {
    await db
      .updateTable('categories')
      .set({ subtitle })
      .where('tenant_id', '=', tenant.code)
      .where('id', '=', idOf(slug))
      .execute();
  }
  for (const [position, block] of content.blocks.entries()) {
    const meta = block.products
      ? {
          ...block.meta,
          category_block_products: {
            QUERY: {
              ...(block.products.categorySlug
                ? { parent_category_id: idOf(block.products.categorySlug) }
                : {}),
              ...(block.products.promo ? { promo: true } : {}),
              ...(block.products.newProduct ? { new_product: true } : {}),
              page_size: block.products.pageSize,
            },
          },
        }
      : block.meta;
    const { id } = await db
      .insertInto('category_blocks')
      .values({
        tenant_id: tenant.code,
        category_id: idOf(block.categorySlug),
        position: position + 1,
        template: block.template,
        meta: JSON.stringify(meta),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!block.proposals.length) continue;
    await db
      .insertInto('category_proposals')
      .values(
        block.proposals.map((p, i) => ({
          tenant_id: tenant.code,
          category_block_id: id,
          position: i + 1,
          name: p.name,
          descr: p.descr,
          slug: p.slug,
          proposal_url: p.proposalUrl,
          image_mobile: null,
          image_desktop: null,
          button_text: p.buttonText ?? null,
          banner: JSON.stringify(p.banner),
        })),
      )
      .execute();
  }
}

/**
 * The shopper's preferred products: what they buy. There are no orders in the demo data, so the demo shopper gets
 * a fixed spread of the catalogue, as if bought before.
 */
export async function seedPreferredProducts(
  db: Db,
  tenantId: string,
  email: string,
  now: number,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return;
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('available', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .limit(1000)
    .execute();
  const step = Math.max(1, Math.floor(products.length / PREFERRED_COUNT));
  const chosen = products.filter((_, i) => i % step === 0).slice(0, PREFERRED_COUNT);
  if (!chosen.length) return;
  await db
    .insertInto('preferred_products')
    .values(
      chosen.map((p, i) => ({
        tenant_id: tenantId,
        user_id: user.id,
        product_id: p.id,
        times_bought: 1 + (i % 5),
        last_bought_at: now - i * DAY_MS,
      })),
    )
    .execute();
}

/**
 * Adds the content of this issue to a chain seeded before it existed, once; bumps the catalogue version so every
 * process rereads it. Answers whether anything was added.
 */
export async function ensureCatalogueContent(
  db: Db,
  tenant: TenantDefinition,
  demoEmail: string,
  now: number,
): Promise<boolean> {
  const [state, present] = await Promise.all([
    db
      .selectFrom('tenant_state')
      .select('catalogue_version')
      .where('tenant_id', '=', tenant.code)
      .executeTakeFirst(),
    db
      .selectFrom('category_blocks')
      .select('id')
      .where('tenant_id', '=', tenant.code)
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!state || present) return false;
  return db.transaction().execute(async (trx) => {
    // Claiming the version first makes a process booting alongside find it changed and add nothing twice.
    const claimed = await trx
      .updateTable('tenant_state')
      .set({ catalogue_version: state.catalogue_version + 1 })
      .where('tenant_id', '=', tenant.code)
      .where('catalogue_version', '=', state.catalogue_version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await seedCategoryContent(trx, tenant);
    await seedPreferredProducts(trx, tenant.code, demoEmail, now);
    return true;
  });
}
