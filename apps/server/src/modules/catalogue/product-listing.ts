import type {
  Facet,
  ProductsData,
  ProductsQuery,
  ProductSort,
} from '@spesa/shared/catalogue/product.contract';
import { attributeMask } from '@spesa/shared/catalogue/product-attributes';
import { jsonAroundArray, type JsonBytes, type JsonItem, type JsonPieces } from '../../lib/json-bytes.js';
import { slotsOfSize } from '../search/pack-size.js';
import { matchStrengths } from '../search/rank-matches.js';
import type { SearchScope } from '../search/search.service.js';
import type { CatalogueContext } from './catalogue-context.js';
import * as repo from './catalogue.repository.js';
import { renderProducts } from './render-products.js';
import { runCatalogueQuery, type CatalogueQuery } from './run-catalogue-query.js';
import { subtreeMark, type TenantCatalogue } from './tenant-catalogue.js';

/** What GET /products answers, its products already serialised one by one. */
export interface ProductsAnswer extends Omit<ProductsData, 'products'> {
  productsJson: JsonItem[];
}

export interface ProductSearch {
  query: ProductsQuery;
  userId: number | undefined;
  withFacets: boolean;
  /** Leaves out what cannot be bought now: an offers block never opens on such a product. */
  availableOnly?: boolean;
}

type SearchPart = Pick<CatalogueQuery, 'candidates' | 'search' | 'categoryMark' | 'categoryFacetOf'>;

function listOf<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function sortOf(query: ProductsQuery): ProductSort {
  if (query.sort) return query.sort;
  if (query.order_by?.startsWith('price'))
    return query.order_by.includes('desc') ? 'price_desc' : 'price_asc';
  return 'relevance';
}

function pageOf(query: ProductsQuery, total: number): ProductsAnswer['page'] {
  const pageSize = query.page_size;
  return {
    selPage: query.page,
    totPages: Math.ceil(total / pageSize),
    totItems: total,
    itemsPerPage: pageSize,
  };
}

/**
 * The facets' JSON bytes by list: an unfiltered listing's are kept per category (`listingFacets`) and come back
 * as the same list, serialised once; a search's are new with each answer.
 */
const facetsBytes = new WeakMap<readonly Facet[], JsonBytes>();

function facetsBytesOf(facets: readonly Facet[]): JsonBytes {
  let bytes = facetsBytes.get(facets);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(facets));
    facetsBytes.set(facets, bytes);
  }
  return bytes;
}

/** The answer's JSON, its fields in the order of `ProductsData`: products, page, facets, then the corrections. */
function productsJson(answer: ProductsAnswer): JsonPieces {
  const { productsJson: products, page, facets, ...corrections } = answer;
  const rest = JSON.stringify(corrections);
  return [
    ...jsonAroundArray('{"products":', products, `,"page":${JSON.stringify(page)},"facets":`),
    facetsBytesOf(facets),
    Buffer.from(rest === '{}' ? '}' : `,${rest.slice(1)}`),
  ];
}

/**
 * A product by slug or barcode: straight from the database, in the paged list shape (API-COMPAT). The look-up
 * ignores `page`, which some clients send as a tracking parameter: the answer is always its first page.
 */
async function lookUpProducts(
  ctx: CatalogueContext,
  tenantId: string,
  cat: TenantCatalogue,
  query: ProductsQuery,
): Promise<ProductsAnswer> {
  const { total, products } = await repo.findProducts(
    ctx.db,
    {
      tenantId,
      ...(query.slug !== undefined ? { slug: query.slug } : {}),
      ...(query.barcode !== undefined ? { barcode: query.barcode } : {}),
    },
    { offset: 0, limit: query.page_size, sort: sortOf(query) },
  );
  return {
    productsJson: await renderProducts(
      ctx,
      tenantId,
      cat,
      products.map((p) => p.id),
    ),
    page: pageOf({ ...query, page: 1 }, total),
    facets: [],
  };
}

/** 1 at the slot of each product the shopper prefers. */
async function preferredMark(
  ctx: CatalogueContext,
  tenantId: string,
  cat: TenantCatalogue,
  userId: number,
): Promise<Uint8Array> {
  const preferred = new Uint8Array(cat.index.size);
  for (const id of await repo.preferredProductIds(ctx.db, tenantId, userId)) {
    const slot = cat.index.slotOf(id);
    if (slot >= 0) preferred[slot] = 1;
  }
  return preferred;
}

/** The candidates and ranking of a text search, with the corrected query or a suggestion. */
function searchPart(
  ctx: CatalogueContext,
  cat: TenantCatalogue,
  q: string,
  parent: number | undefined,
): { part: SearchPart; correctedQuery?: string; suggestion?: string } {
  const { index } = cat;
  const scope: SearchScope = { vocabulary: index.vocabulary, postings: index.postings, size: index.size };
  const analyzed = ctx.search.analyze(q, index.vocabulary);
  const { size } = analyzed;
  // A query of a size alone ("500 g") searches the whole catalogue (or the category) by size.
  let slots =
    size && !analyzed.groups.length ? index.allSlots : ctx.search.matchingSlots(scope, analyzed.groups);
  if (size) {
    // A size nothing matches narrows nothing: the words' matches stay, never an empty page (spec §2 Search).
    const sized = slotsOfSize(index.packs, slots, size, analyzed.groups.length > 0);
    if (sized.length || !analyzed.groups.length) slots = sized;
  }
  let correctedQuery: string | undefined;
  let suggestion: string | undefined;
  if (!slots.length) suggestion = ctx.search.suggestion(scope, q);
  else if (analyzed.correctedText !== undefined) correctedQuery = analyzed.correctedText;
  const parentIndex = parent === undefined ? -1 : index.categoryIndex.get(parent)!;
  const part: SearchPart = {
    candidates: slots,
    search: {
      strengths: matchStrengths(analyzed.groups, index.vocabulary.size),
      groupCount: analyzed.groups.length,
    },
    ...(parent === undefined ? {} : { categoryMark: subtreeMark(cat, parent) }),
    categoryFacetOf: parentIndex,
  };
  return {
    part,
    ...(correctedQuery === undefined ? {} : { correctedQuery }),
    ...(suggestion === undefined ? {} : { suggestion }),
  };
}

/**
 * A category's facets without filters are the same on every page and for every sort: counted once per
 * catalogue version, like the category's product count.
 */
function listingFacets(cat: TenantCatalogue, parent: number | undefined, query: CatalogueQuery): Facet[] {
  const key = parent ?? 0;
  let facets = cat.listingFacets.get(key);
  if (!facets) {
    facets = runCatalogueQuery(cat.index, { ...query, offset: 0, limit: 0 }).facets;
    cat.listingFacets.set(key, facets);
  }
  return facets;
}

/**
 * An unfiltered listing's products in order (the available ones first) are the same for every page: sorted once
 * per catalogue version and sort, like the category's facets; a page is then a slice of them.
 */
function listingOrder(cat: TenantCatalogue, parent: number | undefined, query: CatalogueQuery): Int32Array {
  const key = `${parent ?? 0}|${query.sort}`;
  let order = cat.listingOrders.get(key);
  if (!order) {
    const all = { ...query, offset: 0, limit: query.candidates.length, withFacets: false };
    order = Int32Array.from(runCatalogueQuery(cat.index, all).slots);
    cat.listingOrders.set(key, order);
  }
  return order;
}

/**
 * The category a listing or search is limited to. The root (0) and a category this chain does not have (one of
 * another chain, from a client's cached tree) mean the whole catalogue, as on the original (API-COMPAT).
 */
function listingParent(cat: TenantCatalogue, query: ProductsQuery): number | undefined {
  const parent = query.parent_category_id;
  return parent !== undefined && cat.byId.has(parent) ? parent : undefined;
}

/**
 * Filters, counts, orders and pages the products; an unfiltered listing's facets and order are those kept for
 * its category (`listingFacets`, `listingOrder`).
 */
function runListing(
  cat: TenantCatalogue,
  parent: number | undefined,
  query: CatalogueQuery,
  unfiltered: boolean,
): { slots: ArrayLike<number>; total: number; facets: Facet[] } {
  if (!unfiltered) return runCatalogueQuery(cat.index, query);
  const facets = query.withFacets ? listingFacets(cat, parent, query) : [];
  const order = listingOrder(cat, parent, query);
  return { slots: order.subarray(query.offset, query.offset + query.limit), total: order.length, facets };
}

/** The products of a category, a search, a slug or a barcode, filtered, sorted and paged. */
export async function listProducts(
  ctx: CatalogueContext,
  tenantId: string,
  cat: TenantCatalogue,
  request: ProductSearch,
): Promise<ProductsAnswer> {
  const { query } = request;
  const { index } = cat;
  if (query.slug !== undefined || query.barcode !== undefined)
    return lookUpProducts(ctx, tenantId, cat, query);
  const empty: ProductsAnswer = {
    productsJson: [],
    page: { selPage: query.page, totPages: 0, totItems: 0, itemsPerPage: query.page_size },
    facets: [],
  };
  const parent = listingParent(cat, query);
  // Preferred products are those the shopper buys; the anonymous catalogue has none.
  if (query.preferred && (request.userId === undefined || request.userId <= 0)) return empty;
  const preferred = query.preferred ? await preferredMark(ctx, tenantId, cat, request.userId!) : undefined;

  const base: Omit<CatalogueQuery, 'candidates'> = {
    brands: listOf(query.brand),
    sellingTypes: listOf(query.selling_type),
    promo: query.promo === true,
    isNew: query.new_product === true,
    ...(preferred ? { preferred } : {}),
    attributeMask: attributeMask(listOf(query.attribute)),
    ...(query.price ? { priceRange: query.price } : {}),
    ...(request.availableOnly ? { availableOnly: true } : {}),
    sort: sortOf(query),
    offset: (query.page - 1) * query.page_size,
    limit: query.page_size,
    withFacets: request.withFacets,
  };
  const searched = query.q ? searchPart(ctx, cat, query.q, parent) : undefined;
  let catalogueQuery: CatalogueQuery = searched
    ? { ...base, ...searched.part }
    : { ...base, candidates: parent === undefined ? index.allSlots : index.slotsUnder(parent) };
  // A text search ranks its own candidates: the id filter narrows a browse (a flyer's products) only.
  const onlyIds = searched ? [] : listOf(query.product_id);
  if (onlyIds.length > 0) {
    const wanted = new Set(onlyIds.map((id) => index.slotOf(id)).filter((slot) => slot >= 0));
    catalogueQuery = {
      ...catalogueQuery,
      candidates: catalogueQuery.candidates.filter((slot) => wanted.has(slot)),
    };
  }

  const unfiltered =
    onlyIds.length === 0 &&
    !query.q &&
    !base.brands?.length &&
    !base.sellingTypes?.length &&
    !base.promo &&
    !base.isNew &&
    !base.attributeMask &&
    !query.price &&
    !request.availableOnly &&
    !preferred;
  const result = runListing(cat, parent, catalogueQuery, unfiltered);
  return {
    productsJson: await renderProducts(
      ctx,
      tenantId,
      cat,
      Array.from(result.slots, (slot) => index.ids[slot]!),
    ),
    page: pageOf(query, result.total),
    facets: result.facets,
    ...(searched?.correctedQuery === undefined ? {} : { correctedQuery: searched.correctedQuery }),
    ...(searched?.suggestion === undefined ? {} : { suggestion: searched.suggestion }),
  };
}

/** `data` of GET /products, serialised. `userId`: the logged-in shopper, for the `preferred` filter. */
export async function productsData(
  ctx: CatalogueContext,
  tenantId: string,
  query: ProductsQuery,
  userId?: number,
): Promise<JsonPieces> {
  const cat = await ctx.cache.catalogue(tenantId);
  const key = [
    'p',
    tenantId,
    cat.stamp,
    listingParent(cat, query) ?? '',
    query.q ?? '',
    query.slug ?? '',
    query.barcode ?? '',
    [...listOf(query.product_id)].sort((a, b) => a - b).join(','),
    query.slug === undefined && query.barcode === undefined ? query.page : 1,
    query.page_size,
    sortOf(query),
    query.promo ? 1 : 0,
    query.new_product ? 1 : 0,
    [...listOf(query.brand)].sort().join('\u0001'),
    [...listOf(query.selling_type)].sort().join('\u0001'),
    attributeMask(listOf(query.attribute)),
    query.price ? `${query.price.minCents ?? ''}-${query.price.maxCents ?? ''}` : '',
  ].join('|');
  const build = async () =>
    productsJson(await listProducts(ctx, tenantId, cat, { query, userId, withFacets: true }));
  // A shopper's own list is never shared through the answer cache.
  if (query.preferred) return build();
  return ctx.cache.cached(key, query.skip_cache !== undefined, build);
}
