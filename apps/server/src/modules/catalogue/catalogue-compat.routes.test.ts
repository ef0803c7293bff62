import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import {
  advDataSchema,
  MAX_PRODUCTS_PAGE_SIZE,
  productSchema,
  productsDataSchema,
  type ProductsData,
} from '@spesa/shared/catalogue/product.contract';
import { DEMO_SHOPPER } from '../../db/seed/seed-demo-data.js';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

/** API-COMPAT "Learned from clients": what third-party clients of the original platform send and read. */
describe.each(DIALECTS)('catalogue as clients of the original platform call it, on %s', (dialect) => {
  let t: TestApp;
  let root: CategoryNode;
  let department: CategoryNode;
  const get = (url: string, tenant: 'castoro' | 'dem' = 'castoro', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });
  const products = async (query: string, tenant: 'castoro' | 'dem' = 'castoro'): Promise<ProductsData> => {
    const res = await get(`/ebsn/api/products?${query}`, tenant);
    expect(res.statusCode, query).toBe(200);
    return productsDataSchema.parse(res.json().data);
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    root = (await get('/ebsn/api/category?filtered=false')).json().data;
    department = root.categories!.find((c) => (c.productCount ?? 0) > 30)!;
  });
  afterAll(async () => {
    await t.close();
  });

  it("replays the original storefront's listing URL, empty parameters and all", async () => {
    const plain = await products(`parent_category_id=${department.categoryId}&page=1&page_size=24`);
    const replayed = await products(
      `parent_category_id=${department.categoryId}&page=1&page_size=24&sort=&promo=false&new_product=false&hash=w12d2026-11-25t3`,
    );
    expect(replayed.page).toEqual(plain.page);
    expect(replayed.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    expect(replayed.products).toHaveLength(24);
  });

  it("answers /adv with a department's offers, the chain's own, available first", async () => {
    const res = await get(`/ebsn/api/adv?layout=3&category_id=${department.categoryId}&page_size=6&hash=x`);
    expect(res.statusCode).toBe(200);
    const data = advDataSchema.parse(res.json().data);
    expect(data.layout).toBe(3);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(6);
    const offers = await products(`parent_category_id=${department.categoryId}&promo=true&page_size=6`);
    expect(data.products.map((p) => p.id)).toEqual(offers.products.map((p) => p.id));
    expect(data.products.every((p) => p.warehousePromo !== null)).toBe(true);
    const dem = (await get(`/ebsn/api/adv?category_id=${department.categoryId}`, 'dem')).json().data;
    // Another chain's department id lists that chain's whole shop, never castoro's products.
    const castoroIds = new Set(data.products.map((p) => p.id));
    expect(dem.products.some((p: { id: number }) => castoroIds.has(p.id))).toBe(false);
    expect((await get('/ebsn/api/adv?layout=&category_id=&page_size=')).statusCode).toBe(200);
    expect((await get('/ebsn/api/adv?category_id=abc')).statusCode).toBe(400);
  });

  it('reads every empty parameter as absent', async () => {
    const plain = await products('page_size=10');
    const empty = await products(
      'page_size=10&page=&sort=&order_by=&promo=&new_product=&preferred=&q=&slug=&barcode=&brand=&selling_type=&parent_category_id=',
    );
    expect(empty.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    expect(empty.page).toEqual(plain.page);
    expect((await get('/ebsn/api/category?slug=&categoryId=&q=&depth=&filtered=')).json().data).toEqual(root);
  });

  it('falls back to the default order for an unknown sort instead of refusing it', async () => {
    const plain = await products(`parent_category_id=${department.categoryId}&page_size=30`);
    const unknown = await products(
      `parent_category_id=${department.categoryId}&page_size=30&sort=popolarita`,
    );
    expect(unknown.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
  });

  it('clamps a page_size of 5000 and tells in `page` how to go on', async () => {
    const first = await products('page=1&page_size=5000');
    expect(first.products).toHaveLength(MAX_PRODUCTS_PAGE_SIZE);
    expect(first.page.itemsPerPage).toBe(MAX_PRODUCTS_PAGE_SIZE);
    expect(first.page.totPages).toBe(Math.ceil(first.page.totItems / MAX_PRODUCTS_PAGE_SIZE));
    expect(first.page.totItems).toBeGreaterThan(MAX_PRODUCTS_PAGE_SIZE);
    const second = await products('page=2&page_size=5000');
    expect(second.page.selPage).toBe(2);
    expect(second.products[0]!.id).not.toBe(first.products[0]!.id);
    const seen = new Set(first.products.map((p) => p.id));
    expect(second.products.some((p) => seen.has(p.id))).toBe(false);
  });

  it('lists the whole catalogue for parent_category_id 0 and for a category of another chain', async () => {
    const whole = await products('page_size=24');
    expect((await products('parent_category_id=0&page_size=24')).page).toEqual(whole.page);
    const demRoot: CategoryNode = (await get('/ebsn/api/category?filtered=false', 'dem')).json().data;
    const foreign = demRoot.categories!.map((c) => c.categoryId).find((id) => id > 0)!;
    const own = new Set<number>();
    const collect = (n: CategoryNode): void => {
      own.add(n.categoryId);
      n.categories?.forEach(collect);
    };
    collect(root);
    expect(own.has(foreign)).toBe(false);
    const listed = await products(`parent_category_id=${foreign}&page_size=24`);
    expect(listed.page).toEqual(whole.page);
    expect(listed.products.map((p) => p.id)).toEqual(whole.products.map((p) => p.id));
  });

  it('still refuses malformed values with the 400 envelope', async () => {
    for (const query of [
      'page_size=abc',
      'page=x1',
      'parent_category_id=12a',
      'page_size=-3',
      'promo=forse',
    ]) {
      const res = await get(`/ebsn/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().response.status, query).not.toBe(0);
      expect(res.json().response.errors[0].error, query).toMatch(/\S/);
    }
  });

  it('finds a product by slug or barcode whatever page says', async () => {
    const [sample] = (await products(`parent_category_id=${department.categoryId}&page_size=1`)).products;
    for (const query of [`slug=${sample!.slug}&page=7`, `barcode=${sample!.barcode}&page=3`]) {
      const found = await products(query);
      expect(
        found.products.map((p) => p.id),
        query,
      ).toEqual([sample!.id]);
      expect(found.page.selPage, query).toBe(1);
    }
  });

  it('answers GET /products/{productId}, and 404 in Italian for one of another chain or none', async () => {
    const [sample] = (await products(`parent_category_id=${department.categoryId}&page_size=1`)).products;
    const res = await get(`/ebsn/api/products/${sample!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().response.status).toBe(0);
    expect(productSchema.parse(res.json().data)).toEqual(sample);

    const [foreign] = (await products('page_size=1', 'dem')).products;
    expect(foreign!.id).not.toBe(sample!.id);
    for (const url of [`/ebsn/api/products/${foreign!.id}`, '/ebsn/api/products/99999999']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().response.errors[0].error, url).toBe('Prodotto non trovato.');
    }
    expect((await get('/ebsn/api/products/latte')).statusCode).toBe(400);
  });

  it('gives a category its children under `categories` and `children`, departments no parentId', async () => {
    const res = await get(`/ebsn/api/category?slug=${department.slug}`);
    const category: CategoryNode = res.json().data.category;
    expect(category.categories!.length).toBeGreaterThan(0);
    expect(category.children).toEqual(category.categories);
    expect(category).not.toHaveProperty('parentId');
    const child = category.categories![0]!;
    expect(child.parentId).toBe(department.categoryId);
    expect(child).not.toHaveProperty('children');
    for (const top of root.categories!) expect(top, top.slug).not.toHaveProperty('parentId');
  });

  it('gives the special pages of the tree an empty `categories` and leaves real leaves without the key', async () => {
    for (const slug of ['home', 'timeslot-selector']) {
      const page = root.categories!.find((c) => c.slug === slug)!;
      expect(page.categories, slug).toEqual([]);
      const bySlug = (await get(`/ebsn/api/category?slug=${slug}`)).json().data.category;
      expect(bySlug.categories, slug).toEqual([]);
    }
    let leaf: CategoryNode | undefined = department;
    while (leaf?.categories?.length) leaf = leaf.categories[0];
    expect(leaf).not.toHaveProperty('categories');
  });

  it('serves nutrition as `nutrition` and `nutritional_values`, the pack as PACKAGE_DESCR', async () => {
    const all = (await products('page_size=500')).products;
    const withNutrition = all.find((p) => p.metaData.product_description.nutrition);
    expect(withNutrition).toBeDefined();
    const description = withNutrition!.metaData.product_description;
    expect(description.nutritional_values).toBe(description.nutrition);
    const packaged = all.find((p) => p.productInfos.TIPOLOGIA !== 'Sfuso')!;
    expect(packaged.productInfos.PACKAGE_DESCR).toBe(packaged.description);
    const loose = all.find((p) => p.productInfos.TIPOLOGIA === 'Sfuso');
    if (loose) expect(loose.productInfos).not.toHaveProperty('PACKAGE_DESCR');
  });
});

describe.each(DIALECTS)('the session token under the name X-Ebsn-Account, on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  const whoAmI = (headers: Record<string, string>) =>
    t.app.inject({ url: '/ebsn/api/auth/test', headers: { host: hostOf('castoro'), ...headers } });

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }).toString(),
    });
    expect(login.json().response.status).toBe(0);
    token = String(login.headers['x-ebsn-account']);
    const cookie = login.cookies.find((c) => c.name === 'X-Ebsn-Session')!;
    // The header hands out the same token as the web app's HttpOnly cookie.
    expect(token).toBe(cookie.value);
    expect(cookie.httpOnly).toBe(true);
    expect(login.headers['cache-control']).toBe('no-store');
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs the shopper in from the X-Ebsn-Account header and from the X-Ebsn-Account cookie', async () => {
    expect((await whoAmI({ 'x-ebsn-account': token })).json().user.userId).toBeGreaterThan(0);
    expect((await whoAmI({ cookie: `X-Ebsn-Account=${token}` })).json().user.userId).toBeGreaterThan(0);
    expect((await whoAmI({ 'x-ebsn-account': 'x'.repeat(43) })).json().user.userId).toBeLessThanOrEqual(0);
    const protectedCall = await t.app.inject({
      url: '/ebsn/api/registration/user_detail',
      headers: { host: hostOf('castoro'), 'x-ebsn-account': token },
    });
    expect(protectedCall.statusCode).toBe(200);
  });

  it('refuses a state-changing call from another site carried by an X-Ebsn-Account cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/wishlist/insert?name=Intrusa',
      headers: {
        host: hostOf('castoro'),
        cookie: `X-Ebsn-Account=${token}`,
        origin: 'https://sito-estraneo.example',
      },
    });
    expect(res.statusCode).toBe(403);
    const crossSiteGet = await t.app.inject({
      url: '/ebsn/api/timeslot/select?sel_date=2026-11-26&timeslot_id=1',
      headers: { host: hostOf('castoro'), cookie: `X-Ebsn-Account=${token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteGet.statusCode).toBe(403);
  });
});
