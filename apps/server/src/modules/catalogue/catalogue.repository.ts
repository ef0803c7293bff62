import { sql } from 'kysely';
import type { ProductSort } from '@spesa/shared/catalogue/product.contract';
import type { Db } from '../../db/database.js';

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  level: number;
  position: number;
  title: string;
  description: string;
  icon: string;
  hideInMenu: boolean;
  productCount: number;
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
  selectOptions: string;
  description: string;
  image: string;
}

export async function listCategories(db: Db, tenantId: string): Promise<CategoryRecord[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin(
      db
        .selectFrom('products')
        .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .groupBy('category_id')
        .as('pc'),
      'pc.category_id',
      'c.id',
    )
    .select([
      'c.id',
      'c.parent_id',
      'c.slug',
      'c.name',
      'c.level',
      'c.position',
      'c.title',
      'c.description',
      'c.icon',
      'c.hide_in_menu',
      'pc.n',
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
    description: r.description,
    icon: r.icon,
    hideInMenu: r.hide_in_menu === 1,
    productCount: Number(r.n ?? 0),
  }));
}

export interface ProductFilter {
  tenantId: string;
  categoryIds?: readonly number[];
  text?: string;
  slug?: string;
  barcode?: string;
  promo?: boolean;
  isNew?: boolean;
  brands?: readonly string[];
}

function filtered(db: Db, filter: ProductFilter, options: { withBrands: boolean }) {
  let query = db.selectFrom('products').where('tenant_id', '=', filter.tenantId);
  if (filter.categoryIds)
    query = query.where('category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
  if (filter.slug !== undefined) query = query.where('slug', '=', filter.slug);
  if (filter.barcode !== undefined) query = query.where('barcode', '=', filter.barcode);
  if (filter.promo) query = query.where('promo', 'is not', null);
  if (filter.isNew) query = query.where('is_new', '=', 1);
  if (filter.text) {
    const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    for (const word of words) {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(brand)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
  }
  if (options.withBrands && filter.brands?.length) query = query.where('brand', 'in', filter.brands);
  return query;
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
  'select_options',
  'description',
  'image',
] as const;

export async function findProducts(
  db: Db,
  filter: ProductFilter,
  paging: { offset: number; limit: number; sort: ProductSort },
): Promise<{ total: number; products: ProductRecord[] }> {
  const countRow = await filtered(db, filter, { withBrands: true })
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let query = filtered(db, filter, { withBrands: true }).select(PRODUCT_COLUMNS);
  switch (paging.sort) {
    case 'price_asc':
      query = query.orderBy('price_cents', 'asc');
      break;
    case 'price_desc':
      query = query.orderBy('price_cents', 'desc');
      break;
    case 'name_asc':
      query = query.orderBy('name', 'asc');
      break;
    default:
      query = query.orderBy('position', 'asc');
  }
  const rows = await query.orderBy('id', 'asc').offset(paging.offset).limit(paging.limit).execute();
  return {
    total: Number(countRow.total),
    products: rows.map((r) => ({
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
      selectOptions: r.select_options,
      description: r.description,
      image: r.image,
    })),
  };
}

export async function countBrands(
  db: Db,
  filter: ProductFilter,
): Promise<{ brand: string; count: number }[]> {
  const rows = await filtered(db, filter, { withBrands: false })
    .select(['brand', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('brand')
    .orderBy('brand')
    .execute();
  return rows.map((r) => ({ brand: r.brand, count: Number(r.n) }));
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
