import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsDataSchema, type Product } from '@spesa/shared/catalogue/product.contract';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('storefront pages for search engines', () => {
  let t: TestApp;
  let product: Product;
  const page = (url: string, tenant: 'castoro' | 'dem' = 'castoro') =>
    t.app.inject({ url, headers: { host: hostOf(tenant) } });

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const list = productsDataSchema.parse(
      (await page('/ebsn/api/products?promo=true&page_size=1')).json().data,
    );
    product = list.products[0]!;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a product page its title, description, canonical URL, Open Graph and Product JSON-LD', async () => {
    const res = await page(`/product/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${product.name}`);
    expect(meta(html, 'name', 'description')).toContain(product.name);
    expect(html).toContain(
      `<link rel="canonical" href="http://${hostOf('castoro')}/product/${product.slug}">`,
    );
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toBe(`http://${hostOf('castoro')}${product.mediaURL}`);
    const blocks = jsonLdBlocks(html);
    const ld = blocks.find((b) => b['@type'] === 'Product') as {
      offers: { price: string; priceCurrency: string };
      name: string;
    };
    expect(ld.name).toBe(product.name);
    expect(ld.offers.price).toBe(product.priceDisplay.toFixed(2));
    expect(ld.offers.priceCurrency).toBe('EUR');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      'Castoro Supermercati',
      ...product.breadCrumbs.map((b) => b.name),
      product.name,
    ]);
  });

  it('gives a static page the SEO title, description and canonical URL of the content store (spec §2 /page)', async () => {
    const res = await page('/page/condizioni-di-vendita');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<title>Condizioni generali di vendita – [^<]+<\/title>/);
    expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(20);
    expect(html).toContain(
      `<link rel="canonical" href="http://${hostOf('castoro')}/page/condizioni-di-vendita">`,
    );
    const crumbs = jsonLdBlocks(html).find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      'Castoro Supermercati',
      'Condizioni di vendita',
    ]);
  });

  it('answers 404 for a static page the chain does not have', async () => {
    const res = await page('/page/pagina-che-non-esiste');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="spesa-config"');
  });

  it('answers 404 for an unknown product, still with the storefront', async () => {
    const res = await page('/product/non-esiste');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="spesa-config"');
  });

  it.each([
    '/questa/pagina/non-esiste',
    '/prodotti',
    '/product',
    '/product/a/b',
    '/profile/sconosciuto',
    '/faq/a/b',
  ])(
    'answers 404 with the storefront shell for %s, a path no route of the shop has (spec §2)',
    async (path) => {
      const res = await page(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="spesa-config"');
    },
  );

  it('answers 200 for the routes of the shop, with their parameters (spec §2)', async () => {
    const crumb = product.breadCrumbs[0]!;
    const known = [
      '/',
      '/search?q=latte',
      '/fast-search?q=latte,pane',
      '/login',
      '/not-found',
      `/product/${product.slug}`,
      `/category/${crumb.slug}`,
      '/page/condizioni-di-vendita',
      '/volantini',
      '/faq',
      '/vantaggi',
      '/servizio-clienti',
      '/checkout',
      '/profile/orders',
      '/profile/orders/12',
      '/profile/lists/favourites',
      '/profile/addresses/3/edit',
      '/cart/payment-completed/12',
      '/registration-user',
      '/reset-password',
    ];
    for (const path of known) expect((await page(path)).statusCode, path).toBe(200);
  });

  it('serves the back-office web app at /admin and below, out of the index (README "Back-office")', async () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/orders',
      '/admin/orders/12?date=2026-11-27',
      '/admin/slots?date=2026-12-04&service=2',
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain('id="spesa-config"');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('gives a category page its chain-specific title and a BreadcrumbList', async () => {
    const crumb = product.breadCrumbs[2]!;
    const res = await page(`/category/${crumb.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>[^<]*Castoro[^<]*<\/title>/);
    const list = jsonLdBlocks(res.body).find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(list.itemListElement.map((i) => i.name)).toEqual([
      'Castoro Supermercati',
      ...product.breadCrumbs.map((b) => b.name),
    ]);
    expect((await page('/category/non-esiste/davvero')).statusCode).toBe(404);
  });

  it("indexes a plain query's results under one address, and keeps refined or empty searches out", async () => {
    const plain = await page('/search?q=Mele%20%20Gialle');
    expect(plain.body).not.toContain('noindex');
    expect(plain.body).toContain(
      '<link rel="canonical" href="http://' + hostOf('castoro') + '/search?q=mele%20gialle">',
    );
    expect(plain.body).toContain('Mele  Gialle');
    for (const refined of [
      '/search?q=mele&sort=price_asc',
      '/search?q=mele&page=2',
      '/search',
      '/search?q=%20',
    ]) {
      const res = await page(refined);
      expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
    }
    expect((await page('/search?q=mele&page=2')).body).toContain('/search?q=mele">');
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain('Disallow: /search?*&');
    expect(robots).not.toMatch(/Disallow: \/search$/m);
  });

  it("publishes each chain's own sitemap and robots.txt", async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://${hostOf('castoro')}/product/${product.slug}</loc>`);
    expect(sitemap).not.toContain('dem.localhost');
    expect(sitemap).not.toContain('/category/home<');
    for (const path of ['/sitemap/category.xml', '/ebsn/api/sitemap/category.xml']) {
      const categories = await page(path);
      expect(categories.statusCode, path).toBe(200);
      expect(categories.headers['content-type']).toMatch(/^application\/xml/);
      expect(categories.body).toContain(`<loc>http://${hostOf('castoro')}/category/`);
      expect(categories.body).not.toContain('/product/');
      expect(categories.body.match(/<loc>/g)!.length).toBe(sitemap.match(/\/category\//g)!.length + 1);
    }
    const robots = (await page('/robots.txt', 'dem')).body;
    expect(robots).toContain(`Sitemap: http://${hostOf('dem')}/sitemap.xml`);
    expect(robots).toContain('Disallow: /checkout');
  });

  it("names the chain's own address in canonical links, sitemap and robots.txt whatever the Host says", async () => {
    const forged = { host: 'evil.example' };
    const configured = await buildTestApp('sqlite', {
      tenants: ['castoro'],
      config: { TENANT_HOSTS: 'www.castoro.example=castoro', PUBLIC_URL: 'https://spesa.example' },
    });
    try {
      for (const [app, origin] of [
        [t.app, t.config.publicUrl],
        [configured.app, 'https://www.castoro.example'],
      ] as const) {
        const html = (await app.inject({ url: `/product/${product.slug}`, headers: forged })).body;
        expect(html).toContain(`<link rel="canonical" href="${origin}/product/${product.slug}">`);
        expect(meta(html, 'property', 'og:url')).toBe(`${origin}/product/${product.slug}`);
        const sitemap = (await app.inject({ url: '/sitemap.xml', headers: forged })).body;
        expect(sitemap).toContain(`<loc>${origin}/product/${product.slug}</loc>`);
        const robots = (await app.inject({ url: '/robots.txt', headers: forged })).body;
        expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
        for (const body of [html, sitemap, robots]) expect(body).not.toContain('evil.example');
      }
    } finally {
      await configured.close();
    }
  });
});
