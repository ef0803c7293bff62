import type { Db } from '../../db/database.js';
import type { TextMatchGroup } from '../../db/search/text-search.js';
import { analyzeQuery, type AnalyzedQuery, type QueryGroup } from './analyze-query.js';
import * as repo from './search.repository.js';
import type { SearchVocabulary } from './search-vocabulary.js';

export interface SearchScope {
  tenantId: string;
  vocabulary: SearchVocabulary;
  /** The lowest and highest product id of the tenant. */
  idRange: { min: number; max: number };
  /** How many of these ids are the tenant's own products (in scope of the search). */
  countOwn(ids: readonly number[]): number;
}

export interface SearchService {
  analyze(query: string, vocabulary: SearchVocabulary): AnalyzedQuery;
  /** Ids of the products matching every group of the query (see findProductIdsByText for the id range). */
  matchingIds(scope: SearchScope, groups: readonly QueryGroup[]): Promise<number[]>;
  /** "Forse cercavi": a query close to `query` that matches something, when `query` matched nothing. */
  suggestion(scope: SearchScope, query: string): Promise<string | undefined>;
}

/** Up to this many completions are searched as words; beyond, the index's prefix search is cheaper. */
const MAX_SPELLED_COMPLETIONS = 48;

function toTextGroups(groups: readonly QueryGroup[], vocabulary: SearchVocabulary): TextMatchGroup[] {
  return groups.map((group) => {
    // The vocabulary knows every completion of this tenant's words: searching them as whole words spares the
    // index a walk over every word of every tenant that starts with the prefix.
    const spelled = group.prefixIds.length <= MAX_SPELLED_COMPLETIONS;
    const ids = new Set(group.termIds);
    if (spelled) for (const id of group.prefixIds) ids.add(id);
    return {
      terms: [...ids].map((id) => vocabulary.words[id]!),
      prefixes: group.prefix === undefined || spelled ? [] : [group.prefix],
    };
  });
}

export function createSearchService(deps: { db: Db }): SearchService {
  const { db } = deps;

  function matchingIds(scope: SearchScope, groups: readonly QueryGroup[]): Promise<number[]> {
    if (!groups.length || groups.some((g) => g.kind === 'unknown')) return Promise.resolve([]);
    return repo.matchProductIds(db, {
      tenantId: scope.tenantId,
      groups: toTextGroups(groups, scope.vocabulary),
      idRange: scope.idRange,
    });
  }

  return {
    analyze: analyzeQuery,
    matchingIds,

    async suggestion(scope, query) {
      const wider = analyzeQuery(query, scope.vocabulary, 1).groups;
      const candidates: QueryGroup[][] = [];
      if (wider.length && wider.every((g) => g.kind !== 'unknown')) candidates.push(wider);
      if (wider.length > 1) {
        for (let i = wider.length - 1; i >= 0; i -= 1) {
          const rest = wider.filter((_, j) => j !== i);
          if (rest.every((g) => g.kind !== 'unknown')) candidates.push(rest);
        }
      }
      // First the whole query corrected more widely, then without one word, the last typed first: a shopper
      // narrows a search by adding words, so the last one is the likeliest to have emptied it.
      for (const groups of candidates) {
        if (scope.countOwn(await matchingIds(scope, groups)) > 0)
          return groups.map((g) => g.display).join(' ');
      }
      return undefined;
    },
  };
}
