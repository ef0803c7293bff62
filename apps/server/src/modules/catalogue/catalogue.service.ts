import { LRUCache } from 'lru-cache';
import type {
  CategoryBlock,
  CategoryBlockInfoData,
  CategoryBlockInfoQuery,
} from '@spesa/shared/catalogue/category-block.contract';
import type { CategoryNode, CategoryQuery } from '@spesa/shared/catalogue/category.contract';
import type {
  Facet,
  ProductsData,
  ProductsQuery,
  ProductSort,
} from '@spesa/shared/catalogue/product.contract';
import type {
  AutocompleteCategory,
  AutocompleteData,
  AutocompleteQuery,
} from '@spesa/shared/catalogue/search.contract';
import type { Db } from '../../db/database.js';
import type { SeedBanner } from '../../db/seed/catalogue/seed-catalogue.types.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/domain-error.js';
import { loadEmojiIcon } from '../../lib/emoji-icons.js';
import type { AnalyzedQuery } from '../search/analyze-query.js';
import { matchStrengths, nameRelevance } from '../search/rank-matches.js';
import { createSearchService, type SearchScope } from '../search/search.service.js';
import { renderBannerSvg, type BannerVariant } from './banner-image.js';
import {
  buildCatalogueIndex,
  yieldToEventLoop,
  type CatalogueIndex,
  type IndexRow,
} from './catalogue-index.js';
import * as repo from './catalogue.repository.js';
import { toCategoryBlocks } from './category-block-mapper.js';
import { toApiProduct } from './product-mapper.js';
import { runCatalogueQuery, type CatalogueQuery } from './run-catalogue-query.js';

/** How long a process trusts its idea of a tenant's catalogue version before asking the database again. */
const VERSION_TTL_MS = 5_000;
const CATEGORY_MATCHES = 20;
const WORD_COMPLETIONS = 5;
const INDEX_ROWS_PER_READ = 20_000;

interface TenantCatalogue {
  version: number;
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
  productJson: { json: Map<number, string>; bytes: number };
  /** The facets of each category's unfiltered listing (0: the whole catalogue), as first counted. */
  listingFacets: Map<number, Facet[]>;
}

export interface CatalogueService {
  /** `data` of GET /category, serialised. */
  categoryData(tenantId: string, query: CategoryQuery): Promise<string>;
  /** `data` of GET /products, serialised. `userId`: the logged-in shopper, for the `preferred` filter. */
  productsData(tenantId: string, query: ProductsQuery, userId?: number): Promise<string>;
  /** `data` of GET /search/autocomplete, serialised. */
  autocompleteData(tenantId: string, query: AutocompleteQuery): Promise<string>;
  /** `data` of GET /category-block/info, serialised. */
  categoryBlockData(tenantId: string, query: CategoryBlockInfoQuery): Promise<string>;
  /** The SVG of a drawn banner proposal. */
  bannerImage(tenantId: string, proposalId: number, variant: BannerVariant): Promise<string>;
  productImage(tenantId: string, code: string): Promise<{ name: string; image: string } | undefined>;
}

function listOf<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function sortOf(query: ProductsQuery): ProductSort {
  if (query.sort) return query.sort;
  if (query.order_by?.startsWith('price'))
    return query.order_by.includes('desc') ? 'price_desc' : 'price_asc';
  return 'relevance';
}

/** What GET /products answers, its products already serialised one by one. */
interface ProductsAnswer extends Omit<ProductsData, 'products'> {
  productsJson: string[];
}

function productsJson(answer: ProductsAnswer): string {
  const { productsJson: products, ...rest } = answer;
  const tail = JSON.stringify(rest);
  return `{"products":[${products.join(',')}],${tail.slice(1)}`;
}

export interface CatalogueServiceDeps {
  db: Db;
  clock: Clock;
  /**
   * Bytes of serialised products kept per tenant and catalogue version (default 64 MiB; 0 turns it off): a
   * product's JSON only changes with the catalogue version, so pages and searches reuse it.
   */
  productCacheBytes?: number;
}

export function createCatalogueService(deps: CatalogueServiceDeps): CatalogueService {
  const { db, clock } = deps;
  const productCacheBytes = deps.productCacheBytes ?? 64 * 1024 * 1024;
  const search = createSearchService({ db });
  const versions = new Map<string, { version: number; checkedAt: number }>();
  const trees = new Map<string, Promise<TenantCatalogue>>();
  const answers = new LRUCache<string, string>({
    max: 5_000,
    maxSize: 200 * 1024 * 1024,
    sizeCalculation: (v) => v.length + 1,
  });

  async function currentVersion(tenantId: string): Promise<number> {
    const now = clock.now();
    const known = versions.get(tenantId);
    if (known && now - known.checkedAt < VERSION_TTL_MS) return known.version;
    const version = await repo.catalogueVersion(db, tenantId);
    versions.set(tenantId, { version, checkedAt: now });
    return version;
  }

  async function loadCatalogue(tenantId: string, version: number): Promise<TenantCatalogue> {
    const [categories, warehouseId, rows, content] = await Promise.all([
      repo.listCategories(db, tenantId),
      repo.findDefaultWarehouseId(db, tenantId),
      indexRows(tenantId),
      repo.listCategoryBlocks(db, tenantId),
    ]);
    const children = new Map<number | null, repo.CategoryRecord[]>();
    for (const c of categories) {
      const list = children.get(c.parentId) ?? [];
      list.push(c);
      children.set(c.parentId, list);
    }
    const stocked = new Set(rows.map((r) => r.categoryId));
    const blocks = toCategoryBlocks(content.blocks, content.proposals);
    const blocksByCategory = new Map<number, CategoryBlock[]>();
    for (const block of blocks) {
      const list = blocksByCategory.get(block.categoryId) ?? [];
      list.push(block);
      blocksByCategory.set(block.categoryId, list);
    }
    const banners = new Map(
      content.proposals.flatMap((p) =>
        p.banner === null
          ? []
          : [[p.id, { banner: JSON.parse(p.banner) as SeedBanner, buttonText: p.buttonText }]],
      ),
    );
    return {
      version,
      warehouseId,
      categories,
      byId: new Map(categories.map((c) => [c.id, c])),
      bySlug: new Map(categories.map((c) => [c.slug, c])),
      children,
      index: await buildCatalogueIndex(
        rows,
        categories.map((c) => ({
          id: c.id,
          parentId: c.parentId,
          name: c.name,
          searchable: !c.hideInMenu || stocked.has(c.id),
        })),
      ),
      blocksByCategory,
      blocksById: new Map(blocks.map((b) => [b.categoryBlockId, b])),
      banners,
      productJson: { json: new Map(), bytes: 0 },
      listingFacets: new Map(),
    };
  }

  /** The tenant's products for its index, read in chunks so that other requests are served in between. */
  async function indexRows(tenantId: string): Promise<IndexRow[]> {
    const rows: IndexRow[] = [];
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

  async function catalogue(tenantId: string): Promise<TenantCatalogue> {
    const version = await currentVersion(tenantId);
    const key = `${tenantId}:${version}`;
    let tree = trees.get(key);
    if (!tree) {
      tree = loadCatalogue(tenantId, version);
      tree.catch(() => trees.delete(key));
      for (const k of trees.keys()) if (k.startsWith(`${tenantId}:`)) trees.delete(k);
      trees.set(key, tree);
    }
    return tree;
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

  function subtreeProductCount(cat: TenantCatalogue, id: number): number {
    return cat.index.slotsUnder(id).length;
  }

  function toNode(
    cat: TenantCatalogue,
    record: repo.CategoryRecord,
    depth: number,
    filtered: boolean,
  ): CategoryNode {
    const kids = (cat.children.get(record.id) ?? []).filter(
      (c) => !filtered || (!c.hideInMenu && subtreeProductCount(cat, c.id) > 0),
    );
    const node: CategoryNode = {
      categoryId: record.id,
      parentId: record.parentId ?? 0,
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

  /** `skip` (the skip_cache parameter): neither read nor fill the answer cache. */
  async function cached(key: string, skip: boolean, build: () => Promise<string>): Promise<string> {
    if (skip) return build();
    const hit = answers.get(key);
    if (hit !== undefined) return hit;
    const value = await build();
    answers.set(key, value);
    return value;
  }

  function scopeOf(tenantId: string, cat: TenantCatalogue): SearchScope {
    const { index } = cat;
    return {
      tenantId,
      vocabulary: index.vocabulary,
      idRange: index.idRange,
      countOwn: (ids) => index.slotsOf(ids).length,
    };
  }

  function subtreeMark(cat: TenantCatalogue, categoryId: number): Uint8Array {
    const mark = new Uint8Array(cat.index.categoryIds.length);
    for (const id of descendantIds(cat, categoryId)) {
      const c = cat.index.categoryIndex.get(id);
      if (c !== undefined) mark[c] = 1;
    }
    return mark;
  }

  /** The categories whose names match the query, best first. */
  function matchingCategories(
    cat: TenantCatalogue,
    analyzed: AnalyzedQuery,
    within: number | undefined,
    limit: number,
  ): repo.CategoryRecord[] {
    const { groups } = analyzed;
    if (!groups.length || groups.some((g) => g.kind === 'unknown') || limit === 0) return [];
    const { index } = cat;
    const strengths = matchStrengths(groups, index.vocabulary.size);
    const scratch = new Uint8Array(groups.length);
    const mark = within === undefined ? undefined : subtreeMark(cat, within);
    const scored: { record: repo.CategoryRecord; score: number; count: number }[] = [];
    for (const record of cat.categories) {
      const c = index.categoryIndex.get(record.id);
      if (c === undefined || record.hideInMenu || (mark && mark[c] !== 1)) continue;
      const count = subtreeProductCount(cat, record.id);
      if (count === 0) continue;
      const score = nameRelevance(
        index.categoryWords[c]!,
        index.categoryWeight[c]!,
        strengths,
        groups.length,
        scratch,
      );
      if (score >= 0) scored.push({ record, score, count });
    }
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        a.record.level - b.record.level ||
        b.count - a.count ||
        a.record.id - b.record.id,
    );
    return scored.slice(0, limit).map((s) => s.record);
  }

  /** The products with these ids as API JSON, in this order, from the catalogue's product JSON or the database. */
  async function renderProducts(
    tenantId: string,
    cat: TenantCatalogue,
    ids: readonly number[],
  ): Promise<string[]> {
    const { productJson } = cat;
    const found = ids.map((id) => productJson.json.get(id));
    const missing = ids.filter((_, i) => found[i] === undefined);
    if (missing.length) {
      const context = { warehouseId: cat.warehouseId, categoriesById: cat.byId };
      const fetched = new Map<number, string>();
      for (const record of await repo.findProductsByIds(db, tenantId, missing)) {
        const json = JSON.stringify(toApiProduct(record, context));
        fetched.set(record.id, json);
        // Past the budget the whole set starts again: cheaper than an LRU on every hit, and rare.
        if (productJson.bytes + json.length > productCacheBytes) {
          productJson.json.clear();
          productJson.bytes = 0;
        }
        if (json.length <= productCacheBytes) {
          productJson.json.set(record.id, json);
          productJson.bytes += json.length;
        }
      }
      ids.forEach((id, i) => (found[i] ??= fetched.get(id)));
    }
    return found.filter((json): json is string => json !== undefined);
  }

  interface ProductSearch {
    query: ProductsQuery;
    userId: number | undefined;
    withFacets: boolean;
  }

  async function listProducts(
    tenantId: string,
    cat: TenantCatalogue,
    request: ProductSearch,
  ): Promise<ProductsAnswer> {
    const { query } = request;
    const { index } = cat;
    const pageSize = query.page_size;
    const empty = (): ProductsAnswer => ({
      productsJson: [],
      page: { selPage: query.page, totPages: 0, totItems: 0, itemsPerPage: pageSize },
      facets: [],
    });
    const paging = { offset: (query.page - 1) * pageSize, limit: pageSize };
    const sort = sortOf(query);

    if (query.slug !== undefined || query.barcode !== undefined) {
      const { total, products } = await repo.findProducts(
        db,
        {
          tenantId,
          ...(query.slug !== undefined ? { slug: query.slug } : {}),
          ...(query.barcode !== undefined ? { barcode: query.barcode } : {}),
        },
        { ...paging, sort },
      );
      return {
        productsJson: await renderProducts(
          tenantId,
          cat,
          products.map((p) => p.id),
        ),
        page: {
          selPage: query.page,
          totPages: Math.ceil(total / pageSize),
          totItems: total,
          itemsPerPage: pageSize,
        },
        facets: [],
      };
    }

    const parent = query.parent_category_id;
    if (parent !== undefined && !cat.byId.has(parent)) return empty();
    let preferred: Uint8Array | undefined;
    if (query.preferred) {
      // Preferred products are those the shopper buys; the anonymous catalogue has none.
      if (request.userId === undefined || request.userId <= 0) return empty();
      preferred = new Uint8Array(index.size);
      for (const id of await repo.preferredProductIds(db, tenantId, request.userId)) {
        const slot = index.slotOf(id);
        if (slot >= 0) preferred[slot] = 1;
      }
    }

    const base: Omit<CatalogueQuery, 'candidates'> = {
      brands: listOf(query.brand),
      sellingTypes: listOf(query.selling_type),
      promo: query.promo === true,
      isNew: query.new_product === true,
      ...(preferred ? { preferred } : {}),
      sort,
      ...paging,
      withFacets: request.withFacets,
    };
    let catalogueQuery: CatalogueQuery;
    let correctedQuery: string | undefined;
    let suggestion: string | undefined;
    if (query.q) {
      const scope = scopeOf(tenantId, cat);
      const analyzed = search.analyze(query.q, index.vocabulary);
      const slots = index.slotsOf(await search.matchingIds(scope, analyzed.groups));
      if (!slots.length) suggestion = await search.suggestion(scope, query.q);
      else if (analyzed.correctedText !== undefined) correctedQuery = analyzed.correctedText;
      const parentIndex = parent === undefined ? -1 : index.categoryIndex.get(parent)!;
      catalogueQuery = {
        ...base,
        candidates: slots,
        search: {
          strengths: matchStrengths(analyzed.groups, index.vocabulary.size),
          groupCount: analyzed.groups.length,
        },
        ...(parent === undefined ? {} : { categoryMark: subtreeMark(cat, parent) }),
        categoryFacetOf: parentIndex,
      };
    } else {
      catalogueQuery = {
        ...base,
        candidates: parent === undefined ? index.allSlots : index.slotsUnder(parent),
      };
    }

    const unfiltered =
      !query.q &&
      !base.brands?.length &&
      !base.sellingTypes?.length &&
      !base.promo &&
      !base.isNew &&
      !preferred;
    let facets: Facet[] | undefined;
    if (unfiltered && request.withFacets) {
      // A category's facets without filters are the same on every page and for every sort: counted once per
      // catalogue version, like the category's product count.
      const key = parent ?? 0;
      facets = cat.listingFacets.get(key);
      if (!facets) {
        facets = runCatalogueQuery(index, { ...catalogueQuery, offset: 0, limit: 0 }).facets;
        cat.listingFacets.set(key, facets);
      }
      catalogueQuery = { ...catalogueQuery, withFacets: false };
    }
    const result = runCatalogueQuery(index, catalogueQuery);
    return {
      productsJson: await renderProducts(
        tenantId,
        cat,
        result.slots.map((slot) => index.ids[slot]!),
      ),
      page: {
        selPage: query.page,
        totPages: Math.ceil(result.total / pageSize),
        totItems: result.total,
        itemsPerPage: pageSize,
      },
      facets: facets ?? result.facets,
      ...(correctedQuery === undefined ? {} : { correctedQuery }),
      ...(suggestion === undefined ? {} : { suggestion }),
    };
  }

  return {
    async categoryData(tenantId, query) {
      const cat = await catalogue(tenantId);
      const filtered = query.filtered ?? false;
      const depth = query.depth ?? 10;
      const key = `c|${tenantId}|${cat.version}|${query.slug ?? ''}|${query.categoryId ?? ''}|${filtered}|${depth}|${query.q ?? ''}`;
      return cached(key, query.skip_cache !== undefined, async () => {
        if (query.q && query.slug === undefined && query.categoryId === undefined) {
          const matches = matchingCategories(
            cat,
            search.analyze(query.q, cat.index.vocabulary),
            undefined,
            CATEGORY_MATCHES,
          );
          return JSON.stringify(rootNode(matches.map((m) => toNode(cat, m, 0, filtered))));
        }
        if (query.slug !== undefined || query.categoryId !== undefined) {
          const slug = query.slug?.replace(/^\/+|\/+$/g, '');
          const record = slug !== undefined ? cat.bySlug.get(slug) : cat.byId.get(query.categoryId!);
          if (
            !record ||
            (query.categoryId !== undefined && record.id !== query.categoryId && slug === undefined)
          ) {
            throw new NotFoundError('Categoria non trovata.');
          }
          const node = toNode(cat, record, depth, filtered);
          const blocks = cat.blocksByCategory.get(record.id);
          if (blocks?.length) node.categoryBlocks = blocks;
          return JSON.stringify({ category: node });
        }
        const roots = (cat.children.get(null) ?? []).filter(
          (c) => !filtered || (!c.hideInMenu && subtreeProductCount(cat, c.id) > 0),
        );
        return JSON.stringify(rootNode(roots.map((r) => toNode(cat, r, depth - 1, filtered))));
      });
    },

    async productsData(tenantId, query, userId) {
      const cat = await catalogue(tenantId);
      const key = [
        'p',
        tenantId,
        cat.version,
        query.parent_category_id ?? '',
        query.q ?? '',
        query.slug ?? '',
        query.barcode ?? '',
        query.page,
        query.page_size,
        sortOf(query),
        query.promo ? 1 : 0,
        query.new_product ? 1 : 0,
        [...listOf(query.brand)].sort().join('\u0001'),
        [...listOf(query.selling_type)].sort().join('\u0001'),
      ].join('|');
      const build = async () =>
        productsJson(await listProducts(tenantId, cat, { query, userId, withFacets: true }));
      // A shopper's own list is never shared through the answer cache.
      if (query.preferred) return build();
      return cached(key, query.skip_cache !== undefined, build);
    },

    async autocompleteData(tenantId, query) {
      const cat = await catalogue(tenantId);
      const key = `a|${tenantId}|${cat.version}|${query.q}|${query.parent_category_id ?? ''}|${query.products}|${query.categories}`;
      return cached(key, query.skip_cache !== undefined, async () => {
        const { vocabulary } = cat.index;
        const analyzed = search.analyze(query.q, vocabulary);
        const products = await listProducts(tenantId, cat, {
          query: {
            q: query.q,
            page: 1,
            page_size: Math.max(1, query.products),
            ...(query.parent_category_id === undefined
              ? {}
              : { parent_category_id: query.parent_category_id }),
          },
          userId: undefined,
          withFacets: false,
        });
        const categories: AutocompleteCategory[] = matchingCategories(
          cat,
          analyzed,
          query.parent_category_id,
          query.categories,
        ).map((record) => {
          const parent = record.parentId === null ? undefined : cat.byId.get(record.parentId);
          return {
            categoryId: record.id,
            name: record.name,
            slug: record.slug,
            itemUrl: `/category/${record.slug}`,
            ...(parent ? { parentName: parent.name } : {}),
            productCount: subtreeProductCount(cat, record.id),
          };
        });
        const last = analyzed.groups.at(-1);
        const wordIds = new Set<number>();
        if (last && last.kind !== 'unknown') {
          if (last.kind === 'known' && last.literalId !== undefined) wordIds.add(last.literalId);
          for (const id of last.termIds) wordIds.add(id);
          for (const id of vocabulary.completions(last.word, WORD_COMPLETIONS)) wordIds.add(id);
        }
        const data: Omit<AutocompleteData, 'products'> = {
          query: query.q,
          ...(products.correctedQuery === undefined ? {} : { correctedQuery: products.correctedQuery }),
          ...(products.suggestion === undefined ? {} : { suggestion: products.suggestion }),
          words: [...wordIds].slice(0, WORD_COMPLETIONS).map((id) => vocabulary.display[id]!),
          categories,
          totItems: products.page.totItems,
        };
        const items = query.products === 0 ? [] : products.productsJson;
        return `${JSON.stringify(data).slice(0, -1)},"products":[${items.join(',')}]}`;
      });
    },

    async categoryBlockData(tenantId, query) {
      const cat = await catalogue(tenantId);
      const block = cat.blocksById.get(query.categoryBlockId);
      if (!block) throw new NotFoundError('Blocco non trovato.');
      const key = `b|${tenantId}|${cat.version}|${block.categoryBlockId}`;
      return cached(key, false, async () => {
        const sliderQuery = block.metaData.category_block_products?.QUERY;
        const data: CategoryBlockInfoData = { ...block };
        if (block.templateBlock.code !== 'ProductSlider' || !sliderQuery) return JSON.stringify(data);
        const list = await listProducts(tenantId, cat, {
          query: { ...sliderQuery, page: 1 },
          userId: undefined,
          withFacets: false,
        });
        return `${JSON.stringify(data).slice(0, -1)},"products":[${list.productsJson.join(',')}]}`;
      });
    },

    async bannerImage(tenantId, proposalId, variant) {
      const cat = await catalogue(tenantId);
      const found = cat.banners.get(proposalId);
      if (!found) throw new NotFoundError('Immagine non trovata.');
      return cached(`i|${tenantId}|${cat.version}|${proposalId}|${variant}`, false, () =>
        Promise.resolve(renderBannerSvg(found.banner, found.buttonText, variant, loadEmojiIcon)),
      );
    },

    productImage(tenantId, code) {
      return repo.findProductImage(db, tenantId, code);
    },
  };
}
