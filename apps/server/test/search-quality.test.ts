import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsDataSchema, type ProductsData } from '@spesa/shared/catalogue/product.contract';
import { buildTestApp, hostOf, type TestApp } from './build-test-app.js';
import { DIALECTS } from './test-db.js';

interface Expectation {
  query: string;
  kind: 'typo' | 'plural' | 'accent' | 'brand' | 'words' | 'prefix' | 'apart' | 'kind';
  /** The name (exactly, or matching) of the product that must come first. */
  first: string | RegExp;
  brand?: string;
}

/** spec §7 Catalogue, search: the product a shopper obviously means must come first, on every database. */
const TABLE: Expectation[] = [
  { query: 'parmiggiano', kind: 'typo', first: /^Parmigiano Reggiano DOP/ },
  { query: 'mozarela', kind: 'typo', first: /^Mozzarella / },
  { query: 'prosciuto crudo', kind: 'typo', first: /^Prosciutto crudo/ },
  { query: 'spagetti', kind: 'typo', first: 'Spaghetti n.5' },
  { query: 'biscoti', kind: 'typo', first: /^Biscotti / },
  { query: 'yogurth greco', kind: 'typo', first: 'Yogurt greco bianco 0% grassi' },
  { query: 'cocacola', kind: 'typo', first: 'Cola', brand: 'Coca-Cola' },
  { query: 'mela golden', kind: 'plural', first: 'Mele Golden Val di Non DOP' },
  { query: 'uovo biologico', kind: 'plural', first: 'Uova biologiche' },
  { query: 'pomodoro pelato', kind: 'plural', first: 'Pomodori pelati' },
  { query: 'cipolle rosse', kind: 'plural', first: 'Cipolla rossa di Tropea IGP' },
  { query: 'fungo porcino', kind: 'plural', first: 'Funghi porcini' },
  { query: 'carota', kind: 'plural', first: 'Carote' },
  { query: 'pesca', kind: 'plural', first: 'Pesche gialle' },
  { query: 'caffe in grani', kind: 'accent', first: 'Caffè in grani' },
  { query: 'CAFFÈ IN GRANI', kind: 'accent', first: 'Caffè in grani' },
  { query: 'tiramisu', kind: 'accent', first: 'Tiramisù' },
  { query: 'creme caramel', kind: 'accent', first: 'Crème caramel' },
  { query: 'wurstel di pollo', kind: 'accent', first: 'Würstel di pollo' },
  { query: 'ragu', kind: 'accent', first: 'Ragù alla bolognese' },
  { query: 'barilla spaghetti', kind: 'brand', first: 'Spaghetti n.5', brand: 'Barilla' },
  { query: 'spaghetti de cecco', kind: 'brand', first: 'Spaghetti n.5', brand: 'De Cecco' },
  { query: 'galbani mozzarella', kind: 'brand', first: 'Mozzarella fior di latte', brand: 'Galbani' },
  { query: 'rio mare tonno', kind: 'brand', first: /^Tonno /, brand: 'Rio Mare' },
  { query: 'latte senza lattosio', kind: 'words', first: 'Latte fresco senza lattosio' },
  { query: 'olio extravergine di oliva', kind: 'words', first: 'Olio extravergine di oliva' },
  { query: 'mozzarella di bufala', kind: 'words', first: 'Mozzarella di bufala campana DOP' },
  { query: 'birra analcolica', kind: 'words', first: 'Birra analcolica' },
  { query: 'pesce spada', kind: 'words', first: /^Pesce spada / },
  { query: 'parmig', kind: 'prefix', first: /^Parmigiano Reggiano DOP/ },
  { query: 'spag', kind: 'prefix', first: 'Spaghetti n.5' },
  { query: 'nutel', kind: 'prefix', first: 'Nutella' },
  { query: 'burra', kind: 'prefix', first: 'Burrata' },
  { query: 'burro', kind: 'apart', first: 'Burro' },
  { query: 'burrata', kind: 'apart', first: 'Burrata' },
  { query: 'banane', kind: 'kind', first: /^Banane/ },
  { query: 'banana', kind: 'kind', first: /^Banane/ },
];

interface SizeExpectation {
  query: string;
  /** Every result is one of these products, in these pack formats (`description`). */
  name: RegExp;
  formats: readonly string[];
  brand?: string;
  /** At least this many results. */
  atLeast: number;
}

/** spec §2 Search: sizes, formats and counts find the products of that net content, never an empty page. */
const SIZES: SizeExpectation[] = [
  { query: 'pasta barilla 500', name: /./, formats: ['500 g'], brand: 'Barilla', atLeast: 7 },
  { query: 'barilla 500 g', name: /./, formats: ['500 g'], brand: 'Barilla', atLeast: 7 },
  { query: 'barilla 500g', name: /./, formats: ['500 g'], brand: 'Barilla', atLeast: 7 },
  { query: 'BARILLA 500 G', name: /./, formats: ['500 g'], brand: 'Barilla', atLeast: 7 },
  { query: 'spaghetti 1 kg', name: /^Spaghetti/, formats: ['1 kg'], atLeast: 2 },
  { query: 'spaghetti 1000g', name: /^Spaghetti/, formats: ['1 kg'], atLeast: 2 },
  { query: 'acqua 1,5 l', name: /^Acqua/, formats: ['1,5 l', '6 x 1,5 l'], atLeast: 3 },
  { query: 'acqua 1.5l', name: /^Acqua/, formats: ['1,5 l', '6 x 1,5 l'], atLeast: 3 },
  { query: 'acqua 150 cl', name: /^Acqua/, formats: ['1,5 l', '6 x 1,5 l'], atLeast: 3 },
  { query: 'acqua x6', name: /^Acqua/, formats: ['6 x 1,5 l', '6 x 1 l', '6 x 0,5 l'], atLeast: 5 },
  { query: 'acqua 6x1,5l', name: /^Acqua/, formats: ['6 x 1,5 l'], atLeast: 3 },
  { query: 'acqua 6 x 1,5 l', name: /^Acqua/, formats: ['6 x 1,5 l'], atLeast: 3 },
  { query: 'birra 33 cl', name: /^Birra/, formats: ['33 cl', '6 x 33 cl'], atLeast: 3 },
  { query: 'yogurt 4x125g', name: /^Yogurt/, formats: ['4 x 125 g'], atLeast: 1 },
  {
    query: 'acqua confezione famiglia',
    name: /^Acqua/,
    formats: ['6 x 1,5 l', '6 x 1 l', '6 x 0,5 l', '1,5 l'],
    atLeast: 5,
  },
];

describe.each(DIALECTS)('search quality on %s', (dialect) => {
  let t: TestApp;
  const search = async (q: string): Promise<ProductsData> => {
    const res = await t.app.inject({
      url: `/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=24`,
      headers: { host: hostOf('castoro') },
    });
    expect(res.statusCode).toBe(200);
    return productsDataSchema.parse(res.json().data);
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers at least 20 queries of every kind', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(TABLE.map((e) => e.kind)).size).toBe(8);
  });

  it.each(TABLE)('$kind: "$query" puts $first first', async ({ query, first, brand }) => {
    const data = await search(query);
    const top = data.products[0];
    expect(top, `no result for ${query}`).toBeDefined();
    if (typeof first === 'string') expect(top!.name).toBe(first);
    else expect(top!.name).toMatch(first);
    if (brand) expect(top!.shortDescr).toBe(brand);
  });

  it.each(SIZES)('size: "$query" finds $formats', async ({ query, name, formats, brand, atLeast }) => {
    const data = await search(query);
    expect(data.page.totItems, `results for ${query}`).toBeGreaterThanOrEqual(atLeast);
    for (const product of data.products) {
      expect(product.name).toMatch(name);
      expect(formats).toContain(product.description);
      if (brand) expect(product.shortDescr).toBe(brand);
    }
  });

  it('ranks the product a query names before its shelf neighbours (banane: no mango or cocco first)', async () => {
    const names = (await search('banane')).products.map((p) => p.name);
    const lastBanana = names.findLastIndex((n) => /^Banane/.test(n));
    const firstOther = names.findIndex((n) => !/^Banane/.test(n));
    expect(lastBanana).toBeGreaterThanOrEqual(2);
    expect(firstOther).toBeGreaterThan(lastBanana);
    expect(names).toContain('Mango');
  });

  it('keeps a size nothing has from emptying the page, and a known number as a word', async () => {
    const odd = await search('barilla 777 g');
    expect(odd.page.totItems).toBeGreaterThan(0);
    expect(odd.products.every((p) => p.shortDescr === 'Barilla')).toBe(true);
    const numbered = await search('spaghetti 5');
    expect(numbered.products[0]?.name).toBe('Spaghetti n.5');
    const alone = await search('500 g');
    expect(alone.page.totItems).toBeGreaterThan(7);
    // 500 g as a pack, or as the content of each piece or of the whole of a multipack.
    const grams = (format: string) => {
      const [, count, amount] = /^(?:(\d+) x )?(\d+) g$/.exec(format) ?? [];
      return amount === undefined ? [] : [Number(amount), Number(amount) * Number(count ?? 1)];
    };
    for (const p of alone.products) expect(grams(p.description ?? ''), p.description).toContain(500);
  });

  it('says which words it searched when it corrected a typo', async () => {
    expect((await search('parmiggiano')).correctedQuery).toBe('parmigiano');
    expect((await search('Prosciuto crudo')).correctedQuery).toBe('prosciutto crudo');
    expect((await search('cocacola')).correctedQuery).toBe('coca cola');
    expect((await search('parmigiano')).correctedQuery).toBeUndefined();
  });

  it('keeps burrata apart from burro and limonata apart from limone', async () => {
    const burrata = await search('burrata');
    expect(burrata.products.every((p) => /burrata/i.test(p.name))).toBe(true);
    const burro = await search('burro');
    expect(burro.products.some((p) => p.name === 'Burrata')).toBe(false);
    const limonata = await search('limonata');
    expect(limonata.page.totItems).toBe(0);
  });

  it('finds the singular with the plural and the plural with the singular, accented or not', async () => {
    const names = async (q: string) => (await search(q)).products.map((p) => p.name);
    expect(await names('mela')).toEqual(await names('mele'));
    expect(await names('pomodori')).toContain('Pomodoro di Pachino IGP');
    expect(await names('pomodoro')).toContain('Pomodori pelati');
    expect(await names('uovo')).toContain('Uova biologiche');
    expect(await names('uova')).toContain("Albume d'uovo");
    expect(await names('caffè')).toEqual(await names('CAFFE'));
  });

  it('suggests a query that matches when nothing does ("forse cercavi")', async () => {
    const widened = await search('the verde');
    expect(widened.products).toEqual([]);
    expect(widened.suggestion).toBe('tè verde');
    expect((await search(widened.suggestion!)).products[0]?.name).toBe('Tè verde');
    const together = await search('mozzarella barilla');
    expect(together.page.totItems).toBe(0);
    expect(together.suggestion).toBe('mozzarella');
    const nonsense = await search('qwzxv');
    expect(nonsense.products).toEqual([]);
    expect(nonsense.suggestion).toBeUndefined();
  });
});
