import type { CategoryBlock } from '@spesa/shared/catalogue/category-block.contract';
import type { Facet } from '@spesa/shared/catalogue/product.contract';
import type { Db } from '../../db/database.js';
import type { JsonItem } from '../../lib/json-bytes.js';
import type { SeedBanner } from '../../db/seed/catalogue/seed-catalogue.types.js';
import {
  buildCatalogueIndex,
  yieldToEventLoop,
  type CatalogueIndex,
  type IndexRow,
} from './catalogue-index.js';
import * as repo from './catalogue.repository.js';
import { listCategoryBlocks } from './category-block.repository.js';
import { toCategoryBlocks } from './category-block-mapper.js';
import { isInsideWindow, promotionPeriod } from './promotion-window.js';

const INDEX_ROWS_PER_READ = 20_000;

/**
 * One tenant's catalogue at one catalogue version, priced at one instant: what every catalogue answer of that
 * version reads until the next promotion boundary.
 */
export interface TenantCatalogue {
  version: number;
  /** Keys the answers built from this catalogue: its version and the instant its promotions were read at. */
  stamp: string;
  /** The instant its promotions were read at: its products are priced as they sell then. */
  pricedAt: number;
  /**
   * The period its prices hold: no promotion starts or stops applying in it (null: unbounded on that side).
   * Outside it the catalogue is read again.
   */
  pricesHold: { from: number | null; until: number | null };
  warehouseId: number;
  categories: repo.CategoryRecord[];
  byId: Map<number, repo.CategoryRecord>;
  bySlug: Map<string, repo.CategoryRecord>;
  children: Map<number | null, repo.CategoryRecord[]>;
  index: CatalogueIndex;
  blocksByCategory: Map<number, CategoryBlock[]>;
  blocksById: Map<number, CategoryBlock>;
  banners: Map<number, { banner: SeedBanner; buttonText: string | null }>;
  /** Serialised products by id, as far as the budget allows: they only change with the catalogue version. */
  productJson: { json: Map<number, JsonItem>; bytes: number };
  /** The facets of each category's unfiltered listing (0: the whole catalogue), as first counted. */
  listingFacets: Map<number, Facet[]>;
  /** Each unfiltered listing's products in order, by category (0: the whole catalogue) and sort, as first sorted. */
  listingOrders: Map<string, Int32Array>;
}

/** The tenant's products for its index, read in chunks so that other requests are served in between. */
async function indexRows(db: Db, tenantId: string): Promise<repo.StoredIndexRow[]> {
  const rows: repo.StoredIndexRow[] = [];
  let after: repo.ShelfPlace | null = null;
  for (;;) {
    const chunk = await repo.listIndexRows(db, tenantId, after, INDEX_ROWS_PER_READ);
    for (const row of chunk) rows.push(row);
    const last = chunk.at(-1);
    if (!last || chunk.length < INDEX_ROWS_PER_READ) return rows;
    after = { position: last.position, id: last.id };
    await yieldToEventLoop();
  }
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key) ?? [];
    list.push(item);
    groups.set(key, list);
  }
  return groups;
}

/** The index row as the product sells at `nowMs`: a promotion outside its window neither flags nor prices it. */
function rowAt(row: repo.StoredIndexRow, nowMs: number): IndexRow {
  if (!row.isPromo || isInsideWindow(row, nowMs)) return row;
  return { ...row, isPromo: false, priceCents: row.standardPriceCents ?? row.priceCents };
}

export async function loadTenantCatalogue(
  db: Db,
  tenantId: string,
  version: number,
  nowMs: number,
): Promise<TenantCatalogue> {
  const [categories, warehouseId, stored, content] = await Promise.all([
    repo.listCategories(db, tenantId),
    repo.findDefaultWarehouseId(db, tenantId),
    indexRows(db, tenantId),
    listCategoryBlocks(db, tenantId),
  ]);
  const rows = stored.map((row) => rowAt(row, nowMs));
  const pricesHold = promotionPeriod(
    stored.filter((row) => row.isPromo),
    nowMs,
  );
  const stocked = new Set(rows.map((r) => r.categoryId));
  const blocks = toCategoryBlocks(content.blocks, content.proposals);
  const banners = new Map(
    content.proposals.flatMap((p) =>
      p.banner === null
        ? []
        : [[p.id, { banner: JSON.parse(p.banner) as SeedBanner, buttonText: p.buttonText }]],
    ),
  );
  return {
    version,
    stamp: `${version}@${nowMs}`,
    pricedAt: nowMs,
    pricesHold,
    warehouseId,
    categories,
    byId: new Map(categories.map((c) => [c.id, c])),
    bySlug: new Map(categories.map((c) => [c.slug, c])),
    children: groupBy(categories, (c) => c.parentId),
    index: await buildCatalogueIndex(
      rows,
      categories.map((c) => ({
        id: c.id,
        parentId: c.parentId,
        name: c.name,
        searchable: !c.hideInMenu || stocked.has(c.id),
      })),
    ),
    blocksByCategory: groupBy(blocks, (b) => b.categoryId),
    blocksById: new Map(blocks.map((b) => [b.categoryBlockId, b])),
    banners,
    productJson: { json: new Map(), bytes: 0 },
    listingFacets: new Map(),
    listingOrders: new Map(),
  };
}

export function subtreeProductCount(cat: TenantCatalogue, id: number): number {
  return cat.index.slotsUnder(id).length;
}

function descendantIds(cat: TenantCatalogue, id: number): number[] {
  const ids: number[] = [];
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    ids.push(current);
    for (const child of cat.children.get(current) ?? []) stack.push(child.id);
  }
  return ids;
}

/** 1 at the index of each category of the subtree under `categoryId`, itself included. */
export function subtreeMark(cat: TenantCatalogue, categoryId: number): Uint8Array {
  const mark = new Uint8Array(cat.index.categoryIds.length);
  for (const id of descendantIds(cat, categoryId)) {
    const c = cat.index.categoryIndex.get(id);
    if (c !== undefined) mark[c] = 1;
  }
  return mark;
}
