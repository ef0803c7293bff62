import type {
  CategoryBlockInfoData,
  CategoryBlockInfoQuery,
} from '@spesa/shared/catalogue/category-block.contract';
import { NotFoundError } from '../../lib/domain-error.js';
import { jsonAroundArray, type DataJson } from '../../lib/json-bytes.js';
import type { CatalogueContext } from './catalogue-context.js';
import { listProducts } from './product-listing.js';

/** `data` of GET /category-block/info, serialised: a content block, with its products for a product slider. */
export async function categoryBlockData(
  ctx: CatalogueContext,
  tenantId: string,
  query: CategoryBlockInfoQuery,
): Promise<DataJson> {
  const cat = await ctx.cache.catalogue(tenantId);
  const block = cat.blocksById.get(query.categoryBlockId);
  if (!block) throw new NotFoundError('Blocco non trovato.');
  const key = `b|${tenantId}|${cat.stamp}|${block.categoryBlockId}`;
  return ctx.cache.cached<DataJson>(key, false, async () => {
    const sliderQuery = block.metaData.category_block_products?.QUERY;
    const data: CategoryBlockInfoData = { ...block };
    if (block.templateBlock.code !== 'ProductSlider' || !sliderQuery) return JSON.stringify(data);
    const list = await listProducts(ctx, tenantId, cat, {
      query: { ...sliderQuery, page: 1 },
      userId: undefined,
      withFacets: false,
      // An offers slider never opens on a product that cannot be bought now: it shows those that can.
      availableOnly: sliderQuery.promo === true,
    });
    return jsonAroundArray(`${JSON.stringify(data).slice(0, -1)},"products":`, list.productsJson, '}');
  });
}
