import type { AnalyzedQuery } from '../search/analyze-query.js';
import { matchStrengths, nameRelevance } from '../search/rank-matches.js';
import type { CategoryRecord } from './catalogue.repository.js';
import { subtreeMark, subtreeProductCount, type TenantCatalogue } from './tenant-catalogue.js';

/** The categories whose names match the query, best first. */
export function matchingCategories(
  cat: TenantCatalogue,
  analyzed: AnalyzedQuery,
  within: number | undefined,
  limit: number,
): CategoryRecord[] {
  const { groups } = analyzed;
  if (!groups.length || groups.some((g) => g.kind === 'unknown') || limit === 0) return [];
  const { index } = cat;
  const strengths = matchStrengths(groups, index.vocabulary.size);
  const scratch = new Uint8Array(groups.length);
  const mark = within === undefined ? undefined : subtreeMark(cat, within);
  const scored: { record: CategoryRecord; score: number; count: number }[] = [];
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
      b.score - a.score || a.record.level - b.record.level || b.count - a.count || a.record.id - b.record.id,
  );
  return scored.slice(0, limit).map((s) => s.record);
}
