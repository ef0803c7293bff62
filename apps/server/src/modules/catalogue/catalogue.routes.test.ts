import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsDataSchema } from '@spesa/shared/catalogue/product.contract';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

function walk(node: CategoryNode, visit: (n: CategoryNode) => void): void {
  visit(node);
  for (const child of node.categories ?? []) walk(child, visit);
}

describe.each(DIALECTS)('catalogue on %s', (dialect) => {
  let t: TestApp;
  let root: CategoryNode;
  const get = (url: string, tenant: 'castoro' | 'dem' = 'castoro') =>
    t.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant) } });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    root = (await get('/ebsn/api/category?filtered=false')).json().data;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the ROOT node whose categories are the departments, three levels deep', () => {
    expect(root.name).toBe('ROOT');
    expect(root.categories!.length).toBeGreaterThanOrEqual(8);
    const levels = new Set<number>();
    let count = 0;
    walk(root, (n) => {
      levels.add(n.level);
      count += 1;
    });
    levels.delete(0);
    expect([...levels].sort()).toEqual([1, 2, 3]);
    expect(count - 1).toBeGreaterThanOrEqual(40);
  });

  it('gives every node category_info and leaves no categories key at all', () => {
    walk(root, (n) => {
      if (n.level === 0) return;
      expect(n.metaData.category_info.TITLE).toBeTruthy();
      expect(n.itemUrl).toBe(`/category/${n.slug}`);
      if (n.level === 3) expect('categories' in n).toBe(false);
    });
  });

  it('finds a category by slug and by id, and answers 404 for an unknown one', async () => {
    const department = root.categories!.find((c) => !c.metaData.category_info.HIDE_IN_MENU)!;
    const bySlug = (await get(`/ebsn/api/category?slug=${encodeURIComponent(department.slug)}`)).json();
    expect(bySlug.data.category.categoryId).toBe(department.categoryId);
    expect(bySlug.data.category.categories.length).toBeGreaterThan(0);
    const byId = (await get(`/ebsn/api/category?categoryId=${department.categoryId}`)).json();
    expect(byId.data.category.slug).toBe(department.slug);
    const missing = await get('/ebsn/api/category?slug=non-esiste');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().response.status).not.toBe(0);
  });

  it('filtered=true hides HIDE_IN_MENU categories', async () => {
    const hidden: string[] = [];
    walk(root, (n) => {
      if (n.metaData.category_info.HIDE_IN_MENU) hidden.push(n.slug);
    });
    expect(hidden).toContain('home');
    const filtered: CategoryNode = (await get('/ebsn/api/category?filtered=true')).json().data;
    const shown: string[] = [];
    walk(filtered, (n) => shown.push(n.slug));
    for (const slug of hidden) expect(shown).not.toContain(slug);
  });

  it('pages the products of a department by 24 with the page block of the original', async () => {
    const department = root.categories!.find((c) => (c.productCount ?? 0) > 30)!;
    const res = await get(
      `/ebsn/api/products?parent_category_id=${department.categoryId}&page=1&page_size=24`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const data = productsDataSchema.parse(body.data);
    expect(data.products).toHaveLength(24);
    expect(data.page.selPage).toBe(1);
    expect(data.page.itemsPerPage).toBe(24);
    expect(data.page.totItems).toBe(department.productCount);
    expect(data.page.totPages).toBe(Math.ceil(department.productCount! / 24));
    const page2 = productsDataSchema.parse(
      (await get(`/ebsn/api/products?parent_category_id=${department.categoryId}&page=2`)).json().data,
    );
    expect(page2.products[0]!.productId).not.toBe(data.products[0]!.productId);
    const past = (
      await get(`/ebsn/api/products?parent_category_id=${department.categoryId}&page=999`)
    ).json();
    expect(past.response.status).toBe(0);
    expect(past.data.products).toEqual([]);
  });

  it('serves prices in euro with unit prices computed from the pack weight', async () => {
    const res = await get('/ebsn/api/products?page_size=500');
    const data = productsDataSchema.parse(res.json().data);
    const packed = data.products.find(
      (p) => p.productInfos.TIPOLOGIA === 'Pezzo' && p.productInfos.WEIGHT_UNIT_SELLING === 'GR',
    )!;
    const grams = Number(packed.productInfos.WEIGHT_SELLING);
    expect(packed.priceUmDisplay).toBeCloseTo(
      Math.round((packed.priceDisplay * 100 * 1000) / grams) / 100,
      2,
    );
    expect(packed.weightUnitDisplay).toBe('kg');
    const loose = data.products.find((p) => p.productInfos.TIPOLOGIA === 'Sfuso')!;
    expect(loose.priceUnitDisplay).toBe('kg');
    expect(loose.priceUmDisplay).toBe(loose.priceDisplay);
    const promo = data.products.find((p) => p.warehousePromo !== null)!;
    expect(promo.priceStandardDisplay).toBeGreaterThan(promo.priceDisplay);
    expect(promo.warehousePromo!.view.header).toBeTruthy();
    expect(data.products.some((p) => p.productInfos.TIPOLOGIA === 'Confezione')).toBe(true);
    expect(data.products.some((p) => p.selectOptions.length > 0)).toBe(true);
  });

  it('finds a product by slug in data.products[0] with its breadcrumbs', async () => {
    const list = productsDataSchema.parse((await get('/ebsn/api/products?page_size=5')).json().data);
    const first = list.products[0]!;
    const res = productsDataSchema.parse((await get(`/ebsn/api/products?slug=${first.slug}`)).json().data);
    expect(res.products).toHaveLength(1);
    expect(res.products[0]!.productId).toBe(first.productId);
    expect(res.products[0]!.breadCrumbs.map((b) => b.categoryId)).toHaveLength(3);
  });

  it("lists only the products named by repeated product_id parameters (a flyer's products)", async () => {
    const list = productsDataSchema.parse((await get('/ebsn/api/products?page_size=40')).json().data);
    const wanted = [list.products[3]!.productId, list.products[17]!.productId, list.products[31]!.productId];
    const res = productsDataSchema.parse(
      (
        await get(
          `/ebsn/api/products?${wanted.map((id) => `product_id=${id}`).join('&')}&product_id=999999999`,
        )
      ).json().data,
    );
    expect(res.products.map((p) => p.productId).sort()).toEqual([...wanted].sort());
    expect(res.page.totItems).toBe(3);
  });

  it('filters by promo, novelty and brand facet, and sorts by price', async () => {
    const promo = productsDataSchema.parse(
      (await get('/ebsn/api/products?promo=true&page_size=500')).json().data,
    );
    expect(promo.products.length).toBeGreaterThan(0);
    expect(promo.products.every((p) => p.warehousePromo !== null)).toBe(true);
    const novelties = productsDataSchema.parse(
      (await get('/ebsn/api/products?new_product=true&page_size=500')).json().data,
    );
    expect(novelties.products.every((p) => p.isNew)).toBe(true);
    const department = root.categories!.find((c) => (c.productCount ?? 0) > 30)!;
    const all = productsDataSchema.parse(
      (await get(`/ebsn/api/products?parent_category_id=${department.categoryId}`)).json().data,
    );
    const brand = all.facets[0]!.values[0]!;
    const byBrand = productsDataSchema.parse(
      (
        await get(
          `/ebsn/api/products?parent_category_id=${department.categoryId}&brand=${encodeURIComponent(brand.id)}`,
        )
      ).json().data,
    );
    expect(byBrand.page.totItems).toBe(brand.count);
    expect(byBrand.products.every((p) => p.shortDescr === brand.name)).toBe(true);
    const sorted = productsDataSchema.parse(
      (
        await get(
          `/ebsn/api/products?parent_category_id=${department.categoryId}&sort=price_asc&page_size=100`,
        )
      ).json().data,
    );
    // The products that cannot be bought now come last, each part by price.
    const firstUnavailable = sorted.products.findIndex((p) => p.available === 0);
    const cut = firstUnavailable === -1 ? sorted.products.length : firstUnavailable;
    for (const part of [sorted.products.slice(0, cut), sorted.products.slice(cut)]) {
      const prices = part.map((p) => p.priceDisplay);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(sorted.products.slice(cut).every((p) => p.available === 0)).toBe(true);
  });

  it('pages an unfiltered listing in the same order as the filtered path, in every sort', async () => {
    const root = (await get('/ebsn/api/category?filtered=false')).json().data as CategoryNode;
    const department = root.categories!.find((c) => (c.productCount ?? 0) > 30)!;
    const list = async (query: string) =>
      productsDataSchema.parse(
        (await get(`/ebsn/api/products?parent_category_id=${department.categoryId}&${query}`)).json().data,
      );
    for (const sort of ['', '&sort=price_asc', '&sort=price_desc', '&sort=price_um_asc', '&sort=name_asc']) {
      // A price range that keeps every product takes the path that filters each product on each call.
      const everything = await list(`price=0-100000&page_size=500${sort}`);
      const paged = [];
      for (let page = 1; page <= Math.ceil(everything.page.totItems / 7); page += 1) {
        const answer = await list(`page=${page}&page_size=7${sort}`);
        expect(answer.page.totItems).toBe(everything.page.totItems);
        paged.push(...answer.products);
      }
      expect(
        paged.map((p) => p.productId),
        sort,
      ).toEqual(everything.products.map((p) => p.productId));
    }
  });

  it('compresses anonymous answers for clients that accept gzip, and answers the same JSON', async () => {
    const url = '/ebsn/api/category?filtered=false';
    const plain = await get(url);
    const zipped = await t.app.inject({
      url,
      headers: { host: hostOf('castoro'), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves a product picture as SVG', async () => {
    const list = productsDataSchema.parse((await get('/ebsn/api/products?page_size=1')).json().data);
    const res = await get(list.products[0]!.mediaURL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg/);
    expect(res.body).not.toMatch(/<script/i);
  });
});
