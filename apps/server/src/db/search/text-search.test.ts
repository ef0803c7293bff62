import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../../../test/test-db.js';
import { searchTokens } from './search-tokens.js';
import { findProductIdsByText, type TextMatchGroup } from './text-search.js';

const word = (...terms: string[]): TextMatchGroup => ({ terms, prefixes: [] });
const prefix = (...prefixes: string[]): TextMatchGroup => ({ terms: [], prefixes });

describe.each(DIALECTS)('full-text index on %s', (dialect) => {
  let t: TestDb;
  let categoryId: number;
  let otherCategoryId: number;
  const find = (...groups: TextMatchGroup[]) =>
    findProductIdsByText(t.db, { tenantId: 'castoro', groups, idRange: { min: 1, max: 1_000_000 } });
  const insertProduct = async (code: string, name: string, brand: string, category = categoryId) => {
    const row = await t.db
      .insertInto('products')
      .values({
        tenant_id: 'castoro',
        code,
        slug: code,
        barcode: code,
        name,
        brand,
        pack_format: '1 pz',
        category_id: category,
        price_cents: 100,
        standard_price_cents: null,
        selling_type: 'Pezzo',
        product_infos: '{"TIPOLOGIA":"Pezzo"}',
        vat_pct: 10,
        is_new: 0,
        available: 1,
        promo: null,
        select_options: '[]',
        description: '{}',
        image: '{}',
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestDb(dialect);
    const category = (name: string, slug: string) =>
      t.db
        .insertInto('categories')
        .values({
          tenant_id: 'castoro',
          parent_id: null,
          slug,
          name,
          level: 1,
          position: 1,
          title: name,
          description: name,
          icon: 'cheese-wedge',
          hide_in_menu: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    categoryId = (await category('Formaggi stagionati', 'formaggi')).id;
    otherCategoryId = (await category('Bevande', 'bevande')).id;
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('sees the words the server tokenizer sees: accents and case folded, punctuation splitting', async () => {
    const name = "Würstel Caffè N.5 roll-on d'avena 1,5 L ÀÉÎÕÜ";
    const id = await insertProduct('t1', name, 'Çà Brand');
    const words = [...searchTokens(name), ...searchTokens('Çà Brand')];
    expect(words).toEqual([
      'wurstel',
      'caffe',
      'n',
      '5',
      'roll',
      'on',
      'd',
      'avena',
      '1',
      '5',
      'l',
      'aeiou',
      'ca',
      'brand',
    ]);
    for (const w of words) expect(await find(word(w)), w).toEqual([id]);
    expect(await find(word('caffe'), word('avena'), word('ca'))).toEqual([id]);
    expect(await find(prefix('wurs'), prefix('cafe'))).toEqual([]);
    expect(await find(prefix('wur'), word('caffe', 'nothing'))).toEqual([id]);
  });

  it('follows products as they are added, renamed, moved and deleted, and categories as they are renamed', async () => {
    const id = await insertProduct('t2', 'Parmigiano Reggiano', 'Consorzio');
    expect(await find(word('parmigiano'))).toEqual([id]);
    expect(await find(word('stagionati'), word('consorzio'))).toEqual([id]);

    await t.db.updateTable('products').set({ name: 'Grana Padano' }).where('id', '=', id).execute();
    expect(await find(word('parmigiano'))).toEqual([]);
    expect(await find(word('grana'), word('padano'))).toEqual([id]);

    await t.db.updateTable('products').set({ category_id: otherCategoryId }).where('id', '=', id).execute();
    expect(await find(word('grana'), word('stagionati'))).toEqual([]);
    expect(await find(word('grana'), word('bevande'))).toEqual([id]);

    await t.db.updateTable('categories').set({ name: 'Bibite' }).where('id', '=', otherCategoryId).execute();
    expect(await find(word('bevande'))).toEqual([]);
    expect(await find(word('grana'), word('bibite'))).toEqual([id]);

    await t.db.deleteFrom('products').where('id', '=', id).execute();
    expect(await find(word('grana'))).toEqual([]);
  });

  it("keeps to the tenant's products", async () => {
    expect(
      await findProductIdsByText(t.db, {
        tenantId: 'dem',
        groups: [word('caffe')],
        idRange: { min: 1, max: 0 },
      }),
    ).toEqual([]);
  });

  it('refuses anything but folded words, so no query syntax can be injected', async () => {
    await expect(find(word('caffe" OR "x'))).rejects.toThrow(/Not a folded search word/);
    await expect(find(prefix('a:*'))).rejects.toThrow(/Not a folded search word/);
    expect(await find(word())).toEqual([]);
  });
});
