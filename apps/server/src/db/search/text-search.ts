import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database.js';

/** Words of the query that a product must match: any one of `terms` as a whole word, or a word starting with one of `prefixes`. */
export interface TextMatchGroup {
  terms: readonly string[];
  prefixes: readonly string[];
}

export interface TextMatchQuery {
  tenantId: string;
  /** Every group must match (AND); within a group any term or prefix (OR). Words as search-tokens.ts folds them. */
  groups: readonly TextMatchGroup[];
  /** The lowest and highest product id of the tenant. */
  idRange: { min: number; max: number };
}

const WORD = /^[a-z0-9]+$/;

function checked(word: string): string {
  // Only folded words reach the query languages, so no quoting or operator of FTS5 or tsquery can be injected.
  if (!WORD.test(word)) throw new Error(`Not a folded search word: ${JSON.stringify(word)}`);
  return word;
}

function fts5Expression(groups: readonly TextMatchGroup[]): string {
  return groups
    .map((group) => {
      const alternatives = [
        ...group.terms.map((term) => `"${checked(term)}"`),
        ...group.prefixes.map((prefix) => `"${checked(prefix)}"*`),
      ];
      return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`;
    })
    .join(' AND ');
}

function tsqueryExpression(groups: readonly TextMatchGroup[]): string {
  return groups
    .map((group) => {
      const alternatives = [
        ...group.terms.map((term) => checked(term)),
        ...group.prefixes.map((prefix) => `${checked(prefix)}:*`),
      ];
      return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * Ids of the products matching the query, in no particular order. On SQLite the FTS5 index is shared by all
 * tenants and is bounded by the tenant's id range only: another tenant's products whose ids fall inside the range
 * come back too, and the caller keeps only the tenant's own.
 */
export async function findProductIdsByText(db: Db, query: TextMatchQuery): Promise<number[]> {
  const { groups } = query;
  if (groups.length === 0 || groups.some((g) => g.terms.length === 0 && g.prefixes.length === 0)) return [];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ ids: number[] }>`
      with q as materialized (select to_tsquery('simple', ${tsqueryExpression(groups)}) as query)
      select coalesce(array_agg(p.id), '{}') as ids
      from products p, q
      where p.tenant_id = ${query.tenantId} and p.search_vector @@ q.query`.execute(db);
    return rows[0]?.ids ?? [];
  }
  // One JSON row instead of a row per match: building thousands of row objects costs more than the search.
  const { rows } = await sql<{ ids: string }>`
    select json_group_array(rowid) as ids from products_fts
    where products_fts match ${fts5Expression(groups)} and rowid between ${query.idRange.min} and ${query.idRange.max}`.execute(
    db,
  );
  return JSON.parse(rows[0]?.ids ?? '[]') as number[];
}
