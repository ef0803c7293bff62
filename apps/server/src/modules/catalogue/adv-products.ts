import type { AdvQuery } from '@spesa/shared/catalogue/product.contract';
import { productsQuerySchema } from '@spesa/shared/catalogue/product.contract';
import { jsonAroundArray, type JsonPieces } from '../../lib/json-bytes.js';
import type { CatalogueContext } from './catalogue-context.js';
import { listProducts } from './product-listing.js';

/**
 * `data` of GET /adv (API-COMPAT "Learned from clients"): the products recommended in a placement (`layout`)
 * of a department (`category_id`; absent or 0, the whole shop) — its current offers that can be bought now (an
 * offers block never opens on an unavailable product); a department without such offers recommends its first
 * products in the usual order, available first. Cached with the catalogue version like the listings.
 */
export async function advData(ctx: CatalogueContext, tenantId: string, query: AdvQuery): Promise<JsonPieces> {
  const cat = await ctx.cache.catalogue(tenantId);
  const key = ['adv', tenantId, cat.stamp, query.layout ?? '', query.category_id ?? '', query.page_size].join(
    '|',
  );
  return ctx.cache.cached(key, false, async () => {
    const listing = productsQuerySchema.parse({
      parent_category_id: query.category_id,
      page_size: query.page_size,
    });
    const list = (promo: boolean) =>
      listProducts(ctx, tenantId, cat, {
        query: { ...listing, promo },
        userId: undefined,
        withFacets: false,
        availableOnly: promo,
      });
    let answer = await list(true);
    if (answer.productsJson.length === 0) answer = await list(false);
    const meta = JSON.stringify({ layout: query.layout ?? null, categoryId: query.category_id ?? null });
    return jsonAroundArray('{"products":', answer.productsJson, `,${meta.slice(1)}`);
  });
}
