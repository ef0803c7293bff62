import { getTenant } from '@spesa/tenants/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDb, DIALECTS, type TestDb } from '../../../test/test-db.js';
import { seedDemoData } from '../../db/seed/seed-demo-data.js';
import { findProductIdsByText } from '../../db/search/text-search.js';
import type { CatalogueIndex } from '../catalogue/catalogue-index.js';
import { loadTenantCatalogue } from '../catalogue/tenant-catalogue.js';
import { createSearchService } from './search.service.js';
import { matchSlots, type WordPostings } from './word-postings.js';

describe('matching the words of a query in the postings', () => {
  // Words 0–3 over slots 0–4: 0 in slots 0, 1, 3; 1 in 1, 2; 2 in 3, 4; 3 in none.
  const postings: WordPostings = {
    start: Int32Array.from([0, 3, 5, 7, 7]),
    slots: Int32Array.from([0, 1, 3, 1, 2, 3, 4]),
  };

  it('keeps the slots using a word of every group, each once, in shelf order', () => {
    expect(Array.from(matchSlots(postings, 5, [[0]]))).toEqual([0, 1, 3]);
    expect(Array.from(matchSlots(postings, 5, [[1, 2]]))).toEqual([1, 2, 3, 4]);
    expect(Array.from(matchSlots(postings, 5, [[0], [1, 2]]))).toEqual([1, 3]);
    expect(Array.from(matchSlots(postings, 5, [[1, 2], [0], [0, 1]]))).toEqual([1, 3]);
    expect(Array.from(matchSlots(postings, 5, [[0, 0, 1]]))).toEqual([0, 1, 2, 3]);
  });

  it('matches nothing for no group, an empty group or a word no product uses', () => {
    expect(matchSlots(postings, 5, [])).toHaveLength(0);
    expect(matchSlots(postings, 5, [[0], []])).toHaveLength(0);
    expect(matchSlots(postings, 5, [[3]])).toHaveLength(0);
    expect(matchSlots(postings, 5, [[0], [3]])).toHaveLength(0);
  });
});

/** Typos, words being typed, singular and plural, accents, several words, brands and shelves. */
const QUERIES = [
  'latte',
  'lat',
  'mozarela',
  'parmiggiano',
  'pomod',
  'prosciutto crudo',
  'riso integrale',
  'acqua frizz',
  'biscotti',
  'caffè',
  'yogurt bianco',
  'olio di oliva',
  'formaggi',
  'frutta',
  'succo di frutta',
  'birr',
  'detersivo',
  'uova',
  'pane',
  'bio',
];

describe.each(DIALECTS)("the index's matches against the database's full-text index on %s", (dialect) => {
  let t: TestDb;
  let index: CatalogueIndex;
  const seededAt = Date.UTC(2026, 10, 25, 9, 0, 0);

  beforeAll(async () => {
    t = await createSeededTestDb(dialect, `demo castoro,dem at ${seededAt}`, (db) =>
      seedDemoData(
        db,
        (['castoro', 'dem'] as const).map((code) => getTenant(code)),
        seededAt,
      ),
    );
    index = (await loadTenantCatalogue(t.db, 'castoro', 1, seededAt)).index;
  });

  afterAll(() => t?.destroy());

  it.each(QUERIES)('"%s" matches the same products of the chain', async (q) => {
    const search = createSearchService();
    const { groups } = search.analyze(q, index.vocabulary);
    const inMemory = Array.from(
      search.matchingSlots(
        { vocabulary: index.vocabulary, postings: index.postings, size: index.size },
        groups,
      ),
    );
    // The database is asked for every group's words and, for a word being typed, for its prefix itself: the
    // vocabulary must know every completion of it among the chain's products.
    const found = await findProductIdsByText(t.db, {
      tenantId: 'castoro',
      groups: groups.map((group) => ({
        terms: group.termIds.map((id) => index.vocabulary.words[id]!),
        prefixes: group.prefix === undefined ? [] : [group.prefix],
      })),
      idRange: { min: 1, max: 2 ** 31 - 1 },
    });
    const fromDatabase = Array.from(index.slotsOf(found)).sort((a, b) => a - b);
    expect(groups.length).toBeGreaterThan(0);
    expect(inMemory.length).toBeGreaterThan(0);
    expect(inMemory).toEqual(fromDatabase);
  });
});
