import { analyzeQuery, type AnalyzedQuery, type QueryGroup } from './analyze-query.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { matchSlots, type WordPostings } from './word-postings.js';

/** One tenant's catalogue index at one catalogue version, as a search reads it. */
export interface SearchScope {
  vocabulary: SearchVocabulary;
  postings: WordPostings;
  /** How many slots the index has. */
  size: number;
}

export interface SearchService {
  analyze(query: string, vocabulary: SearchVocabulary): AnalyzedQuery;
  /** The slots, in shelf order, of the products matching every group of the query. */
  matchingSlots(scope: SearchScope, groups: readonly QueryGroup[]): Int32Array;
  /** "Forse cercavi": a query close to `query` that matches something, when `query` matched nothing. */
  suggestion(scope: SearchScope, query: string): string | undefined;
}

const NONE = new Int32Array(0);

/**
 * The words each group matches: those it names (its word as typed, other forms, corrections) and every word of the
 * catalogue that completes its prefix, in the name, brand or shelf of a product.
 */
function groupWords(group: QueryGroup): ArrayLike<number> {
  if (!group.prefixIds.length) return group.termIds;
  if (!group.termIds.length) return group.prefixIds;
  return Int32Array.from(new Set([...group.termIds, ...group.prefixIds]));
}

export function createSearchService(): SearchService {
  function matchingSlots(scope: SearchScope, groups: readonly QueryGroup[]): Int32Array {
    if (!groups.length || groups.some((g) => g.kind === 'unknown')) return NONE;
    return matchSlots(scope.postings, scope.size, groups.map(groupWords));
  }

  return {
    analyze: analyzeQuery,
    matchingSlots,

    suggestion(scope, query) {
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
        if (matchingSlots(scope, groups).length > 0) return groups.map((g) => g.display).join(' ');
      }
      return undefined;
    },
  };
}
