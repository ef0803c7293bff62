import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { productsDataSchema, type Facet, type ProductsData } from '@spesa/shared/catalogue/product.contract';
import { autocompleteDataSchema } from '@spesa/shared/catalogue/search.contract';
import { foldSearchText } from '../../db/search/search-tokens.js';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const facetOf = (data: ProductsData, parameterName: string): Facet | undefined =>
  data.facets.find((f) => f.parameterName === parameterName);

describe.each(DIALECTS)('catalogue search API on %s', (dialect) => {
  let t: TestApp;
  let root: CategoryNode;
  const get = (url: string, tenant: 'castoro' | 'dem' = 'castoro', cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: hostOf(tenant) },
      ...(cookie ? { cookies: { 'X-Ebsn-Session': cookie } } : {}),
    });
  const products = async (query: string, tenant: 'castoro' | 'dem' = 'castoro', cookie?: string) => {
    const res = await get(`/ebsn/api/products?${query}`, tenant, cookie);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return productsDataSchema.parse(res.json().data);
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    root = (await get('/ebsn/api/category?filtered=false')).json().data;
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages a search with the page block of a category listing, past the end included', async () => {
    const first = await products('q=latte&page_size=5');
    expect(first.products).toHaveLength(5);
    expect(first.page).toMatchObject({ selPage: 1, itemsPerPage: 5 });
    expect(first.page.totPages).toBe(Math.ceil(first.page.totItems / 5));
    const second = await products('q=latte&page_size=5&page=2');
    expect(second.products[0]!.productId).not.toBe(first.products[0]!.productId);
    const all = await products('q=latte&page_size=500');
    expect(all.products.map((p) => p.productId).slice(5, 10)).toEqual(
      second.products.map((p) => p.productId),
    );
    const past = await products('q=latte&page=99');
    expect(past.products).toEqual([]);
    expect(past.page.totItems).toBe(first.page.totItems);
  });

  it('sorts a search by price and by name as well as by relevance', async () => {
    const byPrice = await products('q=latte&sort=price_asc&page_size=100');
    const prices = byPrice.products.map((p) => p.priceDisplay);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byPriceDown = await products('q=latte&order_by=price%20desc&page_size=100');
    expect(byPriceDown.products[0]!.priceDisplay).toBe(Math.max(...prices));
    const byName = await products('q=latte&sort=name_asc&page_size=100');
    const names = byName.products.map((p) => foldSearchText(p.name));
    expect(names).toEqual([...names].sort());
    const byScore = await products('q=latte&order_by=search_score%20desc&page_size=3');
    expect(byScore.products[0]!.name).toMatch(/^Latte /);
  });

  it('gives a search its facets: brand, department, selling type, promotions and novelties', async () => {
    const data = await products('q=latte&page_size=1');
    for (const name of ['brand', 'parent_category_id', 'selling_type']) {
      const facet = facetOf(data, name);
      expect(facet, name).toBeDefined();
      expect(facet!.values.every((v) => v.count > 0 && !v.selected)).toBe(true);
    }
    expect(data.facets[0]!.parameterName).toBe('brand');
    const departments = facetOf(data, 'parent_category_id')!;
    expect(departments.name).toBe('Reparto');
    expect(departments.values.reduce((n, v) => n + v.count, 0)).toBe(data.page.totItems);
    const dairy = departments.values[0]!;
    const inDairy = await products(`q=latte&parent_category_id=${dairy.id}&page_size=500`);
    expect(inDairy.page.totItems).toBe(dairy.count);
    expect(inDairy.products.every((p) => String(p.breadCrumbs[0]!.categoryId) === dairy.id)).toBe(true);
    expect(facetOf(inDairy, 'parent_category_id')!.name).toBe('Categoria');
  });

  it('filters by every facet value with the count the facet announced', async () => {
    const department = root.categories!.find((c) => c.slug === 'frutta-e-verdura')!;
    const listing = await products(`parent_category_id=${department.categoryId}&page_size=1`);
    const check = async (parameterName: string) => {
      const value = facetOf(listing, parameterName)!.values[0]!;
      const filtered = await products(
        `parent_category_id=${department.categoryId}&${parameterName}=${encodeURIComponent(value.id)}&page_size=500`,
      );
      expect(filtered.page.totItems, parameterName).toBe(value.count);
      expect(facetOf(filtered, parameterName)!.values.find((v) => v.id === value.id)!.selected).toBe(true);
      return filtered;
    };
    const loose = await check('selling_type');
    expect(
      loose.products.every(
        (p) => p.productInfos.TIPOLOGIA === facetOf(listing, 'selling_type')!.values[0]!.id,
      ),
    ).toBe(true);
    expect((await check('promo')).products.every((p) => p.warehousePromo !== null)).toBe(true);
    expect((await check('new_product')).products.every((p) => p.isNew)).toBe(true);
    await check('brand');
    const two = facetOf(listing, 'selling_type')!.values.slice(0, 2);
    const either = await products(
      `parent_category_id=${department.categoryId}&${two.map((v) => `selling_type=${v.id}`).join('&')}`,
    );
    expect(either.page.totItems).toBe(two[0]!.count + two[1]!.count);
    expect((await get('/ebsn/api/products?selling_type=Sacco')).statusCode).toBe(400);
  });

  it('restricts a search to a category and its descendants with parent_category_id', async () => {
    const cheese = root.categories!.find((c) => c.slug === 'salumi-e-formaggi')!;
    const data = await products(`q=grattugiato&parent_category_id=${cheese.categoryId}&page_size=100`);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.every((p) => p.breadCrumbs[0]!.categoryId === cheese.categoryId)).toBe(true);
    // API-COMPAT: a category the chain does not have searches the whole catalogue instead of failing.
    const unknown = await products('q=latte&parent_category_id=999999');
    const everywhere = await products('q=latte');
    expect(unknown.page.totItems).toBe(everywhere.page.totItems);
    expect(unknown.products.length).toBeGreaterThan(0);
  });

  it('answers the same page from the cache and afresh with skip_cache', async () => {
    const cached = await get('/ebsn/api/products?q=mozarela&page_size=3');
    const fresh = await get('/ebsn/api/products?q=mozarela&page_size=3&skip_cache=1');
    expect(fresh.json().data).toEqual(cached.json().data);
    expect(fresh.json().data.correctedQuery).toBe('mozzarella');
  });

  it('lists the preferred products of the logged-in shopper and none for an anonymous one', async () => {
    const anonymous = await products('preferred=true');
    expect(anonymous.products).toEqual([]);
    const cookie = await loginDemo(t.app, 'castoro');
    const mine = await products('preferred=true&page_size=100', 'castoro', cookie);
    expect(mine.page.totItems).toBe(16);
    const again = await products('preferred=true&page_size=100', 'castoro', cookie);
    expect(again.products.map((p) => p.productId)).toEqual(mine.products.map((p) => p.productId));
    const department = mine.products[0]!.breadCrumbs[0]!.categoryId;
    const inDepartment = await products(`preferred=true&parent_category_id=${department}`, 'castoro', cookie);
    expect(inDepartment.page.totItems).toBeGreaterThan(0);
    expect(inDepartment.page.totItems).toBeLessThanOrEqual(mine.page.totItems);
    const elsewhere = await products('preferred=true', 'dem', cookie);
    expect(elsewhere.products).toEqual([]);
  });

  it("never returns another chain's products from a search", async () => {
    const a = await products('q=latte&page_size=500', 'castoro');
    const b = await products('q=latte&page_size=500', 'dem');
    expect(a.products.length).toBeGreaterThan(0);
    const idsA = new Set(a.products.map((p) => p.productId));
    expect(b.products.some((p) => idsA.has(p.productId))).toBe(false);
  });

  it('answers /category?q= with the matching categories under ROOT, typos forgiven', async () => {
    const res = await get('/ebsn/api/category?q=formaggi');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as CategoryNode;
    expect(data.name).toBe('ROOT');
    const names = data.categories!.map((c) => c.name);
    expect(names[0]).toBe('Formaggi');
    expect(names).toContain('Formaggi stagionati');
    expect(data.categories!.every((c) => !('categories' in c))).toBe(true);
    const typo = (await get('/ebsn/api/category?q=formagi')).json().data as CategoryNode;
    expect(typo.categories!.map((c) => c.name)).toContain('Formaggi');
    const none = (await get('/ebsn/api/category?q=qwzxv')).json().data as CategoryNode;
    expect('categories' in none).toBe(false);
    const hidden = (await get('/ebsn/api/category?q=home')).json().data as CategoryNode;
    expect((hidden.categories ?? []).some((c) => c.slug === 'home')).toBe(false);
  });

  it('suggests products of the size typed, and no completion of a size (spec §2 Search)', async () => {
    const sized = autocompleteDataSchema.parse(
      (await get('/ebsn/api/search/autocomplete?q=barilla%20500%20g')).json().data,
    );
    expect(sized.words).toEqual([]);
    expect(sized.products.length).toBeGreaterThan(0);
    expect(sized.products.every((p) => p.shortDescr === 'Barilla' && p.description === '500 g')).toBe(true);
    const typing = autocompleteDataSchema.parse(
      (await get('/ebsn/api/search/autocomplete?q=500%20g%20barill')).json().data,
    );
    expect(typing.words).toContain('barilla');
  });

  it('suggests while typing: word completions, categories and the best products', async () => {
    const res = await get('/ebsn/api/search/autocomplete?q=parm');
    expect(res.statusCode).toBe(200);
    const data = autocompleteDataSchema.parse(res.json().data);
    expect(data.words).toContain('parmigiano');
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(5);
    expect(data.products[0]!.name).toMatch(/^Parmigiano/);
    expect(data.totItems).toBeGreaterThanOrEqual(data.products.length);

    const typo = autocompleteDataSchema.parse(
      (await get('/ebsn/api/search/autocomplete?q=mozarela&products=2&categories=3')).json().data,
    );
    expect(typo.correctedQuery).toBe('mozzarella');
    expect(typo.products).toHaveLength(2);
    expect(typo.categories.map((c) => c.name)).toContain('Mozzarelle');
    expect(typo.categories.find((c) => c.name === 'Mozzarelle')!.parentName).toBe('Uova e formaggi freschi');

    const caffe = autocompleteDataSchema.parse(
      (await get('/ebsn/api/search/autocomplete?q=caff&products=0')).json().data,
    );
    expect(caffe.products).toEqual([]);
    expect(caffe.words[0]).toBe('caffè');
    expect(caffe.categories[0]!.name).toBe('Caffè');

    const nothing = autocompleteDataSchema.parse(
      (await get('/ebsn/api/search/autocomplete?q=the%20verde')).json().data,
    );
    expect(nothing.products).toEqual([]);
    expect(nothing.suggestion).toBe('tè verde');
    expect((await get('/ebsn/api/search/autocomplete?q=')).statusCode).toBe(400);
  });
});
