import type {
  AutocompleteCategory,
  AutocompleteData,
  AutocompleteQuery,
} from '@spesa/shared/catalogue/search.contract';
import { searchTokens } from '../../db/search/search-tokens.js';
import { jsonAroundArray, type JsonPieces } from '../../lib/json-bytes.js';
import type { AnalyzedQuery } from '../search/analyze-query.js';
import type { SearchVocabulary } from '../search/search-vocabulary.js';
import type { CatalogueContext } from './catalogue-context.js';
import { matchingCategories } from './matching-categories.js';
import { listProducts } from './product-listing.js';
import { subtreeProductCount, type TenantCatalogue } from './tenant-catalogue.js';

const WORD_COMPLETIONS = 5;

function categoriesOf(
  cat: TenantCatalogue,
  analyzed: AnalyzedQuery,
  query: AutocompleteQuery,
): AutocompleteCategory[] {
  return matchingCategories(cat, analyzed, query.parent_category_id, query.categories).map((record) => {
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
}

/**
 * The words the last group of the query may become: itself, its corrections, then its completions. None when
 * the query ends with a size ("barilla 500 g"): the shopper's last word is no word to complete.
 */
function completedWords(vocabulary: SearchVocabulary, analyzed: AnalyzedQuery, q: string): string[] {
  const last = analyzed.groups.at(-1);
  if (analyzed.size && last?.word !== searchTokens(q).at(-1)) return [];
  const wordIds = new Set<number>();
  if (last && last.kind !== 'unknown') {
    if (last.kind === 'known' && last.literalId !== undefined) wordIds.add(last.literalId);
    for (const id of last.termIds) wordIds.add(id);
    for (const id of vocabulary.completions(last.word, WORD_COMPLETIONS)) wordIds.add(id);
  }
  return [...wordIds].slice(0, WORD_COMPLETIONS).map((id) => vocabulary.display[id]!);
}

/** `data` of GET /search/autocomplete, serialised. */
export async function autocompleteData(
  ctx: CatalogueContext,
  tenantId: string,
  query: AutocompleteQuery,
): Promise<JsonPieces> {
  const cat = await ctx.cache.catalogue(tenantId);
  const key = `a|${tenantId}|${cat.stamp}|${query.q}|${query.parent_category_id ?? ''}|${query.products}|${query.categories}`;
  return ctx.cache.cached(key, query.skip_cache !== undefined, async () => {
    const { vocabulary } = cat.index;
    const analyzed = ctx.search.analyze(query.q, vocabulary);
    const products = await listProducts(ctx, tenantId, cat, {
      query: {
        q: query.q,
        page: 1,
        page_size: Math.max(1, query.products),
        ...(query.parent_category_id === undefined ? {} : { parent_category_id: query.parent_category_id }),
      },
      userId: undefined,
      withFacets: false,
    });
    const categories = categoriesOf(cat, analyzed, query);
    const data: Omit<AutocompleteData, 'products'> = {
      query: query.q,
      ...(products.correctedQuery === undefined ? {} : { correctedQuery: products.correctedQuery }),
      ...(products.suggestion === undefined ? {} : { suggestion: products.suggestion }),
      words: completedWords(vocabulary, analyzed, query.q),
      categories,
      totItems: products.page.totItems,
    };
    const items = query.products === 0 ? [] : products.productsJson;
    return jsonAroundArray(`${JSON.stringify(data).slice(0, -1)},"products":`, items, '}');
  });
}
