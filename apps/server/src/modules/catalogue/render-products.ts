import type { Product } from '@spesa/shared/catalogue/product.contract';
import { jsonItem, type JsonItem } from '../../lib/json-bytes.js';
import type { CatalogueContext } from './catalogue-context.js';
import * as repo from './catalogue.repository.js';
import { toApiProduct, type MapperContext } from './product-mapper.js';
import { pricedAt } from './promotion-window.js';
import type { TenantCatalogue } from './tenant-catalogue.js';

function mapperContext(cat: TenantCatalogue): MapperContext {
  return { warehouseId: cat.warehouseId, categoriesById: cat.byId };
}

/** The products with these ids as API JSON bytes, in this order, from the catalogue's product JSON or the database. */
export async function renderProducts(
  ctx: CatalogueContext,
  tenantId: string,
  cat: TenantCatalogue,
  ids: readonly number[],
): Promise<JsonItem[]> {
  const { productJson } = cat;
  const { productCacheBytes } = ctx;
  const found = ids.map((id) => productJson.json.get(id));
  const missing = ids.filter((_, i) => found[i] === undefined);
  if (missing.length) {
    const context = mapperContext(cat);
    const fetched = new Map<number, JsonItem>();
    for (const record of await repo.findProductsByIds(ctx.db, tenantId, missing)) {
      const json = jsonItem(JSON.stringify(toApiProduct(pricedAt(record, cat.pricedAt), context)));
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
  return found.filter((json): json is JsonItem => json !== undefined);
}

/**
 * The tenant's products with these ids, in this order, as the catalogue answers them. Read from the database
 * on every call, not from the product JSON of the catalogue version: a product's availability changes
 * between catalogue versions, and a wish list shows it as it is now, promotions included.
 */
export async function productsByIds(
  ctx: CatalogueContext,
  tenantId: string,
  ids: readonly number[],
): Promise<Product[]> {
  if (!ids.length) return [];
  const [cat, records] = await Promise.all([
    ctx.cache.catalogue(tenantId),
    repo.findProductsByIds(ctx.db, tenantId, ids),
  ]);
  const context = mapperContext(cat);
  const now = ctx.clock.now();
  return records.map((record) => toApiProduct(pricedAt(record, now), context));
}
