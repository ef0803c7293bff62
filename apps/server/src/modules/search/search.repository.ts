import type { Db } from '../../db/database.js';
import { findProductIdsByText, type TextMatchQuery } from '../../db/search/text-search.js';

export function matchProductIds(db: Db, query: TextMatchQuery): Promise<number[]> {
  return findProductIdsByText(db, query);
}
