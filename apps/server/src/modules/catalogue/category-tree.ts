import type { CategoryNode, CategoryQuery } from '@spesa/shared/catalogue/category.contract';
import { NotFoundError } from '../../lib/domain-error.js';
import type { CatalogueContext } from './catalogue-context.js';
import type { CategoryRecord } from './catalogue.repository.js';
import { matchingCategories } from './matching-categories.js';
import { subtreeProductCount, type TenantCatalogue } from './tenant-catalogue.js';

const CATEGORY_MATCHES = 20;

/**
 * A page of the tree rather than a shelf (home, timeslot selector): at the top, with neither children nor
 * products. It carries `categories: []` (API-COMPAT "Learned from clients": walkers read the key on every
 * department); a shelf without children stays a leaf with no key.
 */
function isSpecialPage(cat: TenantCatalogue, record: CategoryRecord): boolean {
  return (
    record.parentId === null &&
    !(cat.children.get(record.id) ?? []).length &&
    subtreeProductCount(cat, record.id) === 0
  );
}

function toNode(
  cat: TenantCatalogue,
  record: CategoryRecord,
  depth: number,
  filtered: boolean,
): CategoryNode {
  const kids = (cat.children.get(record.id) ?? []).filter(
    (c) => !filtered || (!c.hideInMenu && subtreeProductCount(cat, c.id) > 0),
  );
  const node: CategoryNode = {
    categoryId: record.id,
    // A department names no parent: the ROOT is no category a client can ask for (API-COMPAT).
    ...(record.parentId === null ? {} : { parentId: record.parentId }),
    name: record.name,
    slug: record.slug,
    itemUrl: `/category/${record.slug}`,
    level: record.level,
    productCount: subtreeProductCount(cat, record.id),
    metaData: {
      category_info: {
        TITLE: record.title,
        ...(record.subtitle ? { SUBTITLE: record.subtitle } : {}),
        DESCRIPTION: record.description,
        ICON: `/media/icon/${record.icon}.svg`,
        MENU_IMAGE: `/media/icon/${record.icon}.svg`,
        HIDE_IN_MENU: record.hideInMenu,
      },
    },
  };
  // API-COMPAT: a leaf carries no `categories` key at all.
  if (kids.length && depth > 0) node.categories = kids.map((k) => toNode(cat, k, depth - 1, filtered));
  else if (isSpecialPage(cat, record)) node.categories = [];
  return node;
}

function rootNode(categories: CategoryNode[]): CategoryNode {
  return {
    categoryId: 0,
    parentId: -1,
    name: 'ROOT',
    slug: '',
    itemUrl: '/',
    level: 0,
    metaData: { category_info: {} },
    ...(categories.length ? { categories } : {}),
  };
}

/** One category by slug or id, with its children to `depth` and its content blocks. */
function oneCategory(cat: TenantCatalogue, query: CategoryQuery, depth: number, filtered: boolean): string {
  const slug = query.slug?.replace(/^\/+|\/+$/g, '');
  const record = slug !== undefined ? cat.bySlug.get(slug) : cat.byId.get(query.categoryId!);
  if (!record || (query.categoryId !== undefined && record.id !== query.categoryId && slug === undefined)) {
    throw new NotFoundError('Categoria non trovata.');
  }
  const node = toNode(cat, record, depth, filtered);
  if (node.categories) node.children = node.categories;
  const blocks = cat.blocksByCategory.get(record.id);
  if (blocks?.length) node.categoryBlocks = blocks;
  return JSON.stringify({ category: node });
}

/** `data` of GET /category, serialised: the tree, one category, or the categories matching `q`. */
export async function categoryData(
  ctx: CatalogueContext,
  tenantId: string,
  query: CategoryQuery,
): Promise<string> {
  const cat = await ctx.cache.catalogue(tenantId);
  const filtered = query.filtered ?? false;
  const depth = query.depth ?? 10;
  const key = `c|${tenantId}|${cat.stamp}|${query.slug ?? ''}|${query.categoryId ?? ''}|${filtered}|${depth}|${query.q ?? ''}`;
  return ctx.cache.cached(key, query.skip_cache !== undefined, async () => {
    if (query.q && query.slug === undefined && query.categoryId === undefined) {
      const analyzed = ctx.search.analyze(query.q, cat.index.vocabulary);
      const matches = matchingCategories(cat, analyzed, undefined, CATEGORY_MATCHES);
      return JSON.stringify(rootNode(matches.map((m) => toNode(cat, m, 0, filtered))));
    }
    if (query.slug !== undefined || query.categoryId !== undefined) {
      return oneCategory(cat, query, depth, filtered);
    }
    const roots = (cat.children.get(null) ?? []).filter(
      (c) => !filtered || (!c.hideInMenu && subtreeProductCount(cat, c.id) > 0),
    );
    return JSON.stringify(rootNode(roots.map((r) => toNode(cat, r, depth - 1, filtered))));
  });
}
