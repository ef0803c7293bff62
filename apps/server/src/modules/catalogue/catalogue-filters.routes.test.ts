import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryBlockInfoDataSchema } from '@spesa/shared/catalogue/category-block.contract';
import { categoryNodeSchema, type CategoryNode } from '@spesa/shared/catalogue/category.contract';
import {
  productsDataSchema,
  type Facet,
  type Product,
  type ProductsData,
} from '@spesa/shared/catalogue/product.contract';
import { PRODUCT_ATTRIBUTES } from '@spesa/shared/catalogue/product-attributes';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const classes = (product: Product) => product.productClasses.map((c) => c.name);
const facetOf = (data: ProductsData, parameterName: string): Facet | undefined =>
  data.facets.find((f) => f.parameterName === parameterName);
const availableFirst = (products: readonly Product[]) => {
  const firstUnavailable = products.findIndex((p) => p.available === 0);
  return firstUnavailable === -1 || products.slice(firstUnavailable).every((p) => p.available === 0);
};

/** The grocery filters of a listing: attributes, price bands, price per kg or litre, unavailable products last. */
describe.each(DIALECTS)('grocery filters and sorting on %s', (dialect) => {
  let t: TestApp;
  let departments: Map<string, number>;
  let madeUnavailable: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: hostOf('castoro') } });
  const products = async (query: string): Promise<ProductsData> => {
    const res = await get(`/ebsn/api/products?${query}`);
    expect(res.statusCode).toBe(200);
    return productsDataSchema.parse(res.json().data);
  };
  const department = (slug: string) => `parent_category_id=${departments.get(slug)!}`;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    // The first offer on the shelf cannot be bought today: no offers block may open on it.
    const firstOffer = await t.testDb.db
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '=', 'castoro')
      .where('promo', 'is not', null)
      .where('available', '=', 1)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    madeUnavailable = firstOffer.id;
    await t.testDb.db
      .updateTable('products')
      .set({ available: 0 })
      .where('id', '=', madeUnavailable)
      .execute();
    // A new catalogue version, as the store's own change would make; read once the version is asked again.
    await t.testDb.db
      .updateTable('tenant_state')
      .set((eb) => ({ catalogue_version: eb('catalogue_version', '+', 1) }))
      .where('tenant_id', '=', 'castoro')
      .execute();
    t.clock.advance(10_000);
    const root = (await get('/ebsn/api/category?filtered=false')).json<{ data: CategoryNode }>().data;
    departments = new Map(root.categories!.map((c) => [c.slug, c.categoryId]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts each characteristic, and each one narrows the listing to the products that have it', async () => {
    const all = await products(`${department('pasta-riso-e-cereali')}&page_size=500`);
    const facet = facetOf(all, 'attribute')!;
    expect(facet.name).toBe('Caratteristiche');
    const ids = facet.values.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['senza_glutine', 'made_in_italy', 'vegano']));
    for (const value of facet.values) {
      const name = PRODUCT_ATTRIBUTES.find((a) => a.key === value.id)!.name;
      expect(value.name).toBe(name);
      expect(value.count).toBeGreaterThan(0);
      expect(value.count).toBeLessThan(all.page.totItems);
      expect(all.products.filter((p) => classes(p).includes(name))).toHaveLength(value.count);
      const narrowed = await products(
        `${department('pasta-riso-e-cereali')}&attribute=${value.id}&page_size=500`,
      );
      expect(narrowed.page.totItems).toBe(value.count);
      expect(narrowed.products.every((p) => classes(p).includes(name))).toBe(true);
    }
    // Two characteristics together: both hold.
    const both = await products(
      `${department('pasta-riso-e-cereali')}&attribute=senza_glutine&attribute=made_in_italy&page_size=500`,
    );
    expect(both.page.totItems).toBeGreaterThan(0);
    expect(
      both.products.every((p) => ['Senza glutine', 'Made in Italy'].every((n) => classes(p).includes(n))),
    ).toBe(true);
    expect(
      facetOf(both, 'attribute')!
        .values.filter((v) => v.selected)
        .map((v) => v.id),
    ).toEqual(['senza_glutine', 'made_in_italy']);
  });

  it('keeps the characteristics true to the products', async () => {
    const byName = async (q: string) => (await products(`q=${encodeURIComponent(q)}&page_size=50`)).products;
    const parmigiano = (await byName('parmigiano reggiano')).find((p) => p.name.startsWith('Parmigiano'))!;
    expect(classes(parmigiano)).toEqual(
      expect.arrayContaining(['DOP/IGP', 'Made in Italy', 'Senza lattosio']),
    );
    expect(classes(parmigiano)).not.toContain('Vegano');
    const spaghetti = (await byName('spaghetti barilla')).find((p) => p.name === 'Spaghetti n.5')!;
    expect(classes(spaghetti)).not.toContain('Senza glutine');
    expect(classes(spaghetti)).not.toContain('Bio');
    const glutenFree = (await byName('spaghetti senza glutine')).find(
      (p) => p.name === 'Spaghetti senza glutine',
    )!;
    expect(classes(glutenFree)).toContain('Senza glutine');
    const rice = (await byName('riso carnaroli')).find((p) => p.name === 'Riso Carnaroli')!;
    expect(classes(rice)).toContain('Senza glutine');
    const frozen = await products(`${department('surgelati')}&page_size=500`);
    expect(frozen.products.every((p) => classes(p).includes('Surgelati'))).toBe(true);
    const everything = await products('page_size=500&attribute=bio');
    expect(everything.page.totItems).toBeGreaterThan(0);
    expect(
      everything.products.every(
        (p) => /\bbio/i.test(`${p.name} ${p.shortDescr}`) || p.name === 'Penne di farro',
      ),
    ).toBe(true);
  });

  it('offers no filter that has a single value', async () => {
    const frozen = await products(department('surgelati'));
    // Every frozen product is frozen: the filter would narrow nothing.
    expect(facetOf(frozen, 'attribute')!.values.map((v) => v.id)).not.toContain('surgelato');
    const beer = await products(`q=birra&page_size=100`);
    for (const facet of beer.facets) {
      const offered = facet.values.filter((v) => !v.selected);
      if (
        facet.parameterName === 'attribute' ||
        facet.parameterName === 'promo' ||
        facet.parameterName === 'new_product'
      )
        expect(offered.every((v) => v.count > 0 && v.count < beer.page.totItems)).toBe(true);
      else expect(offered.length).toBeGreaterThanOrEqual(2);
    }
    const oneBrand = await products(`${department('surgelati')}&brand=Findus&attribute=surgelato`);
    // Chosen values stay in sight, so the shopper can take them away.
    expect(facetOf(oneBrand, 'brand')!.values.find((v) => v.id === 'Findus')!.selected).toBe(true);
    expect(facetOf(oneBrand, 'attribute')!.values.find((v) => v.id === 'surgelato')!.selected).toBe(true);
  });

  it('filters by price range, with counts per price band', async () => {
    const all = await products(`${department('dispensa')}&page_size=500`);
    const facet = facetOf(all, 'price')!;
    expect(facet.name).toBe('Prezzo');
    expect(facet.values.length).toBeGreaterThanOrEqual(2);
    expect(facet.values.reduce((sum, v) => sum + v.count, 0)).toBe(all.page.totItems);
    for (const band of facet.values) {
      const narrowed = await products(`${department('dispensa')}&price=${band.id}&page_size=500`);
      expect(narrowed.page.totItems).toBe(band.count);
      const [min, max] = band.id.split('-').map((euro) => (euro === '' ? undefined : Number(euro)));
      for (const p of narrowed.products) {
        expect(p.priceDisplay).toBeGreaterThanOrEqual(min ?? 0);
        if (max !== undefined) expect(p.priceDisplay).toBeLessThanOrEqual(max);
      }
    }
    const custom = await products(`${department('dispensa')}&price=1,50-3&page_size=500`);
    expect(custom.page.totItems).toBe(
      all.products.filter((p) => p.priceDisplay >= 1.5 && p.priceDisplay <= 3).length,
    );
    expect(facetOf(custom, 'price')!.values.find((v) => v.selected)).toMatchObject({
      id: '1.50-3',
      name: 'Da 1,50 a 3 €',
    });
    const bad = await get('/ebsn/api/products?price=tanto');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response.errors[0].error).toMatch(/Richiesta non valida: controlla price/);
    const unknown = await get('/ebsn/api/products?attribute=economico');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().response.errors[0].error).toMatch(/Richiesta non valida: controlla attribute/);
  });

  it('sorts by the price per kg or litre, the products without one after them', async () => {
    const sorted = await products(`${department('bevande')}&sort=price_um_asc&page_size=500`);
    const available = sorted.products.filter((p) => p.available === 1);
    const measured = available.filter((p) => p.weightUnitDisplay === 'kg' || p.weightUnitDisplay === 'l');
    expect(measured.length).toBeGreaterThan(10);
    expect(available.slice(0, measured.length)).toEqual(measured);
    const perUnit = measured.map((p) => p.priceUmDisplay!);
    expect(perUnit).toEqual([...perUnit].sort((a, b) => a - b));
    expect(perUnit[0]).toBeLessThan(perUnit.at(-1)!);
  });

  it('lists the products that cannot be bought now last, in every list', async () => {
    const wholeCatalogue = [
      ...(await products('page_size=500')).products,
      ...(await products('page_size=500&page=2')).products,
    ];
    const lists = [
      { products: wholeCatalogue },
      await products('page_size=500&promo=true'),
      await products('page_size=500&sort=price_desc'),
      await products('page_size=500&sort=name_asc'),
      await products('q=latte&page_size=200'),
    ];
    for (const list of lists) expect(availableFirst(list.products)).toBe(true);
    expect(wholeCatalogue.some((p) => p.available === 0)).toBe(true);
    const offers = lists[1]!.products;
    expect(offers.at(-1)!.available).toBe(0);
    expect(offers.some((p) => p.id === madeUnavailable)).toBe(true);
  });

  it('never opens an offers block on a product that cannot be bought now', async () => {
    const home = categoryNodeSchema.parse((await get('/ebsn/api/category?slug=home')).json().data.category);
    const sliders = home.categoryBlocks!.filter((b) => b.templateBlock.code === 'ProductSlider');
    let offerBlocks = 0;
    for (const slider of sliders) {
      const res = await get(`/ebsn/api/category-block/info?categoryBlockId=${slider.categoryBlockId}`);
      const block = categoryBlockInfoDataSchema.parse(res.json().data);
      if (!block.metaData.category_block_products?.QUERY?.promo) continue;
      offerBlocks += 1;
      expect(block.products!.length).toBeGreaterThan(0);
      expect(block.products!.every((p) => p.available === 1 && p.warehousePromo !== null)).toBe(true);
    }
    expect(offerBlocks).toBeGreaterThan(0);
    const adv = (await get('/ebsn/api/adv?page_size=48')).json().data as { products: Product[] };
    expect(adv.products[0]!.available).toBe(1);
    expect(adv.products.some((p) => p.id === madeUnavailable)).toBe(false);
  });
});
