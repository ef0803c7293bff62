import { sql } from 'kysely';
import type { ProductSort } from '@spesa/shared/catalogue/product.contract';
import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/write-transaction.js';
import type { IndexRow } from './catalogue-index.js';

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  level: number;
  position: number;
  title: string;
  subtitle: string | null;
  description: string;
  icon: string;
  hideInMenu: boolean;
}

export interface ProductRecord {
  id: number;
  code: string;
  slug: string;
  barcode: string;
  name: string;
  brand: string;
  packFormat: string;
  categoryId: number;
  priceCents: number;
  standardPriceCents: number | null;
  sellingType: string;
  productInfos: string;
  vatPct: number;
  isNew: boolean;
  available: boolean;
  promo: string | null;
  /** The promotion's window (promotion-window.ts); the record is as stored, whatever the time. */
  promoStartsAt: number | null;
  promoEndsAt: number | null;
  selectOptions: string;
  description: string;
  image: string;
  /** Bits of its attributes (packages/shared product-attributes.ts). */
  attributes: number;
}

export async function listCategories(db: Db, tenantId: string): Promise<CategoryRecord[]> {
  const rows = await db
    .selectFrom('categories as c')
    .select([
      'c.id',
      'c.parent_id',
      'c.slug',
      'c.name',
      'c.level',
      'c.position',
      'c.title',
      'c.subtitle',
      'c.description',
      'c.icon',
      'c.hide_in_menu',
    ])
    .where('c.tenant_id', '=', tenantId)
    .orderBy('c.level')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    slug: r.slug,
    name: r.name,
    level: r.level,
    position: r.position,
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    icon: r.icon,
    hideInMenu: r.hide_in_menu === 1,
  }));
}

/** Where a chunk of products in shelf order ends: the next chunk starts after it. */
export interface ShelfPlace {
  position: number;
  id: number;
}

/** A product as the catalogue index reads it, before its promotion window is applied (tenant-catalogue.ts). */
export interface StoredIndexRow extends IndexRow, ShelfPlace {
  standardPriceCents: number | null;
  promoStartsAt: number | null;
  promoEndsAt: number | null;
}

/** The tenant's products as the catalogue index keeps them, in shelf order, `limit` after `after`. */
export async function listIndexRows(
  db: Db,
  tenantId: string,
  after: ShelfPlace | null,
  limit: number,
): Promise<StoredIndexRow[]> {
  let query = db
    .selectFrom('products')
    .select([
      'id',
      'position',
      'category_id',
      'name',
      'brand',
      'selling_type',
      // As written in products_shelf_order_idx, which covers this query.
      sql<boolean | number>`(promo is not null)`.as('is_promo'),
      'is_new',
      'available',
      'price_cents',
      'standard_price_cents',
      'promo_starts_at',
      'promo_ends_at',
      'pack_format',
      'attributes',
    ])
    .where('tenant_id', '=', tenantId);
  if (after) query = query.where(sql<boolean>`(position, id) > (${after.position}, ${after.id})`);
  const rows = await query.orderBy('position').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    categoryId: r.category_id,
    name: r.name,
    brand: r.brand,
    sellingType: r.selling_type,
    isPromo: r.is_promo === true || r.is_promo === 1,
    isNew: r.is_new === 1,
    available: r.available === 1,
    priceCents: r.price_cents,
    packFormat: r.pack_format,
    attributes: r.attributes,
    standardPriceCents: r.standard_price_cents,
    promoStartsAt: r.promo_starts_at,
    promoEndsAt: r.promo_ends_at,
  }));
}

const PRODUCT_COLUMNS = [
  'id',
  'code',
  'slug',
  'barcode',
  'name',
  'brand',
  'pack_format',
  'category_id',
  'price_cents',
  'standard_price_cents',
  'selling_type',
  'product_infos',
  'vat_pct',
  'is_new',
  'available',
  'promo',
  'promo_starts_at',
  'promo_ends_at',
  'select_options',
  'description',
  'image',
  'attributes',
] as const;

type ProductRow = {
  id: number;
  code: string;
  slug: string;
  barcode: string;
  name: string;
  brand: string;
  pack_format: string;
  category_id: number;
  price_cents: number;
  standard_price_cents: number | null;
  selling_type: string;
  product_infos: string;
  vat_pct: number;
  is_new: number;
  available: number;
  promo: string | null;
  promo_starts_at: number | null;
  promo_ends_at: number | null;
  select_options: string;
  description: string;
  image: string;
  attributes: number;
};

function toRecord(r: ProductRow): ProductRecord {
  return {
    id: r.id,
    code: r.code,
    slug: r.slug,
    barcode: r.barcode,
    name: r.name,
    brand: r.brand,
    packFormat: r.pack_format,
    categoryId: r.category_id,
    priceCents: r.price_cents,
    standardPriceCents: r.standard_price_cents,
    sellingType: r.selling_type,
    productInfos: r.product_infos,
    vatPct: r.vat_pct,
    isNew: r.is_new === 1,
    available: r.available === 1,
    promo: r.promo,
    promoStartsAt: r.promo_starts_at,
    promoEndsAt: r.promo_ends_at,
    selectOptions: r.select_options,
    description: r.description,
    image: r.image,
    attributes: r.attributes,
  };
}

/** The tenant's products with these ids, in the order of `ids`. */
export async function findProductsByIds(
  db: Db,
  tenantId: string,
  ids: readonly number[],
): Promise<ProductRecord[]> {
  if (!ids.length) return [];
  // By primary key alone: with the tenant in the WHERE clause SQLite walks the tenant's index instead.
  const rows = await db
    .selectFrom('products')
    .select([...PRODUCT_COLUMNS, 'tenant_id'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.filter((r) => r.tenant_id === tenantId).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRecord(row)] : [];
  });
}

/** The tenant's products whose code or slug is one of `keys`. */
export async function findProductsByCodesOrSlugs(
  db: Db,
  tenantId: string,
  keys: readonly string[],
): Promise<ProductRecord[]> {
  if (!keys.length) return [];
  const rows = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('code', 'in', [...keys]), eb('slug', 'in', [...keys])]))
    .execute();
  return rows.map(toRecord);
}

export interface ProductLookup {
  tenantId: string;
  slug?: string;
  barcode?: string;
}

/** A product by slug or barcode (API-COMPAT: the answer keeps the paged list shape). */
export async function findProducts(
  db: Db,
  lookup: ProductLookup,
  paging: { offset: number; limit: number; sort: ProductSort },
): Promise<{ total: number; products: ProductRecord[] }> {
  let query = db.selectFrom('products').where('tenant_id', '=', lookup.tenantId);
  if (lookup.slug !== undefined) query = query.where('slug', '=', lookup.slug);
  if (lookup.barcode !== undefined) query = query.where('barcode', '=', lookup.barcode);
  const rows = await query.select(PRODUCT_COLUMNS).orderBy('position').orderBy('id').execute();
  return {
    total: rows.length,
    products: rows.slice(paging.offset, paging.offset + paging.limit).map(toRecord),
  };
}

export async function findProductImage(
  db: Db,
  tenantId: string,
  code: string,
): Promise<{ name: string; image: string } | undefined> {
  return db
    .selectFrom('products')
    .select(['name', 'image'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function findDefaultWarehouseId(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? 0;
}

export async function catalogueVersion(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant_state')
    .select('catalogue_version')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.catalogue_version ?? 0;
}

/** The ids of the products a shopper prefers, most bought first. */
export async function preferredProductIds(db: Db, tenantId: string, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('preferred_products')
    .select('product_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('times_bought', 'desc')
    .orderBy('last_bought_at', 'desc')
    .execute();
  return rows.map((r) => r.product_id);
}

/** Sets a product's price and crossed-out price; false when the tenant has no such product. */
export async function updateProductPrice(
  db: Db,
  tenantId: string,
  productId: number,
  prices: { priceCents: number; standardPriceCents: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ price_cents: prices.priceCents, standard_price_cents: prices.standardPriceCents })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A new catalogue version: every process drops the answers it built from the old one. */
export async function bumpCatalogueVersion(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .updateTable('tenant_state')
    .set((eb) => ({ catalogue_version: eb('catalogue_version', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .returning('catalogue_version')
    .executeTakeFirstOrThrow();
  return row.catalogue_version;
}

/** Sets a product available or not; the availability it had before, undefined when the chain has no such product. */
export async function updateProductAvailability(
  db: Db,
  tenantId: string,
  productId: number,
  available: boolean,
): Promise<boolean | undefined> {
  const before = await db
    .selectFrom('products')
    .select('available')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!before) return undefined;
  await db
    .updateTable('products')
    .set({ available: available ? 1 : 0 })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .execute();
  return before.available === 1;
}

/**
 * Up to `limit` available products of the same category as the product, itself left out, in shelf order;
 * undefined when the chain has no such product.
 */
export async function findSimilarProductIds(
  db: Db,
  tenantId: string,
  productId: number,
  limit: number,
): Promise<number[] | undefined> {
  const product = await db
    .selectFrom('products')
    .select('category_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) return undefined;
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('category_id', '=', product.category_id)
    .where('available', '=', 1)
    .where('id', '!=', productId)
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface ProductPricing {
  priceCents: number;
  standardPriceCents: number | null;
  promo: string | null;
  promoStartsAt: number | null;
  promoEndsAt: number | null;
}

/** A product's prices and promotion as stored, under a row lock where the database has them. */
export async function findProductPricing(
  db: Db,
  tenantId: string,
  productId: number,
): Promise<ProductPricing | undefined> {
  const row = await forUpdate(
    db,
    db
      .selectFrom('products')
      .select(['price_cents', 'standard_price_cents', 'promo', 'promo_starts_at', 'promo_ends_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', productId),
  ).executeTakeFirst();
  return (
    row && {
      priceCents: row.price_cents,
      standardPriceCents: row.standard_price_cents,
      promo: row.promo,
      promoStartsAt: row.promo_starts_at === null ? null : Number(row.promo_starts_at),
      promoEndsAt: row.promo_ends_at === null ? null : Number(row.promo_ends_at),
    }
  );
}

/** README "Back-office", Catalogue and promotions: a product's prices and promotion, written together. */
export async function updateProductPricing(
  db: Db,
  tenantId: string,
  productId: number,
  pricing: ProductPricing,
): Promise<void> {
  await db
    .updateTable('products')
    .set({
      price_cents: pricing.priceCents,
      standard_price_cents: pricing.standardPriceCents,
      promo: pricing.promo,
      promo_starts_at: pricing.promoStartsAt,
      promo_ends_at: pricing.promoEndsAt,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .execute();
}

/**
 * README "Back-office", Catalogue screens: one page of the chain's products by name — those whose name, brand or
 * code holds `q` (any case), or those with a promotion stored (`promotionsOnly`, whatever its window).
 */
export async function searchAdminProducts(
  db: Db,
  tenantId: string,
  filter: { q?: string; promotionsOnly?: boolean },
  paging: { offset: number; limit: number },
): Promise<{ total: number; products: ProductRecord[] }> {
  let query = db.selectFrom('products').where('tenant_id', '=', tenantId);
  if (filter.promotionsOnly) query = query.where('promo', 'is not', null);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (['name', 'brand', 'code'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    query
      .select(PRODUCT_COLUMNS)
      .orderBy('name')
      .orderBy('id')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), products: rows.map(toRecord) };
}
