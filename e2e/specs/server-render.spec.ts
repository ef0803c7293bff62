import type { Page, Request } from '@playwright/test';
import { apiData, type CatalogueProduct } from '../fixtures/catalogue-api';
import { tenantUrl } from '../fixtures/e2e-server';
import { logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';
import { builtChunkHref } from '../fixtures/web-build';

// ARCHITECTURE §7: an anonymous visitor's storefront pages come with their first HTML; a logged-in shopper's
// are rendered in the browser as before.
const TENANT = 'castoro';
const CATEGORY = 'frutta-e-verdura';
/** The category screen's own chunk, which loads apart from the main bundle. */
const CATEGORY_SCREEN = 'src/app/routes/category.tsx';
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** The first page of the category as the catalogue answers it (spec §7 GET /products, 24 per page). */
async function firstPageOfCategory(page: Page): Promise<CatalogueProduct[]> {
  const { category } = await apiData<{ category: { categoryId: number } }>(
    page,
    `/category?slug=${CATEGORY}`,
  );
  const data = await apiData<{ products: CatalogueProduct[] }>(
    page,
    `/products?parent_category_id=${category.categoryId}&page=1&page_size=24`,
  );
  return data.products;
}

test('the first HTML of a category page shows its first products and prices, without JavaScript', async ({
  browser,
  page,
}) => {
  await page.goto(tenantUrl(TENANT, '/ebsn/api/tenant/config'));
  const products = await firstPageOfCategory(page);
  expect(products.length).toBeGreaterThan(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await context.newPage();
    // A product's page and a content page are drawn too.
    await bare.goto(tenantUrl(TENANT, `/product/${products[0]!.slug}`));
    await expect(bare.getByRole('heading', { level: 1, name: products[0]!.name })).toBeVisible();
    await expect(bare.getByRole('main')).toContainText(euro.format(products[0]!.priceDisplay));
    await bare.goto(tenantUrl(TENANT, '/page/consegna-a-casa'));
    await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();

    await bare.goto(tenantUrl(TENANT, `/category/${CATEGORY}`));
    await expect(bare.getByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeVisible();
    // The category screen's code loads apart: the page's start asks for it beside the main bundle, once the
    // page is painted (apps/web/src/start-after-paint.ts); the app's own tags are not in the first HTML.
    const start = JSON.parse((await bare.locator('head #spesa-start').textContent()) ?? '{}') as {
      preload: string[];
    };
    expect(start.preload.filter((href) => href === builtChunkHref(CATEGORY_SCREEN))).toHaveLength(1);
    await expect(bare.locator('script[src^="/assets/index-"], link[rel="modulepreload"]')).toHaveCount(0);
    const cards = bare.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(products.length);
    for (const [index, product] of products.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.name);
      // A price as the shopper reads it: "1,99 €" (the space before the sign is a no-break one).
      await expect(card).toContainText(euro.format(product.priceDisplay));
    }
  } finally {
    await context.close();
  }
});

/**
 * Each kind of server-rendered page, with the calls whose answers its first HTML already brought, and whether
 * its hydration draws nothing new (the product's related-products slider draws its dots for the browser's width).
 */
const HYDRATED_PAGES = [
  { path: '/', repeated: /\/ebsn\/api\/category\?/, drawsAsServed: true },
  { path: `/category/${CATEGORY}`, repeated: /\/ebsn\/api\/(products|category)\?/, drawsAsServed: true },
  { path: '/product/', repeated: /\/ebsn\/api\/products\?slug=/, drawsAsServed: false },
  { path: '/search?q=pasta', repeated: /\/ebsn\/api\/products\?.*q=pasta/, drawsAsServed: true },
  { path: '/page/consegna-a-casa', repeated: /\/p\/wp-json\/wp\/v2\/pages/, drawsAsServed: true },
];

/**
 * The emotion rules in the page whose class no style tag of the first HTML lists: those the browser inserted. A
 * hydration that only takes over the page inserts none (UX.md "Speed": each costs the commit and a style
 * recalculation).
 */
const insertedInBrowser = (page: Page) =>
  page.evaluate(() => {
    const tags = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'));
    const listed = new Set(tags.flatMap((tag) => tag.dataset.emotion!.split(' ').slice(1)));
    return tags
      .flatMap((tag) => Array.from(tag.sheet!.cssRules, (rule) => rule.cssText))
      .filter((rule) => {
        const id = /\.css-([\w-]+)/.exec(rule)?.[1];
        return id !== undefined && !listed.has(id);
      });
  });

test('a server-rendered page hydrates without an error and without asking again for its data', async ({
  page,
  storefront,
}) => {
  await storefront.open(TENANT, '/');
  const [product] = await firstPageOfCategory(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const calls: string[] = [];
  page.on('request', (request: Request) => calls.push(request.url()));

  for (const { path, repeated, drawsAsServed } of HYDRATED_PAGES) {
    const address = path === '/product/' ? `/product/${product!.slug}` : path;
    calls.length = 0;
    await storefront.open(TENANT, address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its code was asked for by the page's start: the entry, and the screen's own chunks beside it.
    await expect(page.locator('head script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
    if (path.startsWith('/category/'))
      await expect(
        page.locator(`head link[rel="modulepreload"][href="${builtChunkHref(CATEGORY_SCREEN)}"]`),
      ).toHaveCount(1);
    if (drawsAsServed) {
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      expect(await insertedInBrowser(page), address).toEqual([]);
    }
    // The page works: the department menu opens (a button does nothing until the page has hydrated).
    const drawer = await storefront.openCategoryDrawer();
    await drawer.press('Escape');
    await expect(drawer).toBeHidden();
    expect(
      calls.filter((url) => repeated.test(url)),
      address,
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test("a logged-in shopper's page is rendered in the browser, with the shopper's own header", async ({
  page,
  storefront,
  newShopper,
}) => {
  const shopper = await newShopper(TENANT);
  await logIn(storefront, TENANT, shopper);
  const html = await page.evaluate(async (path) => (await fetch(path)).text(), `/category/${CATEGORY}`);
  expect(html).not.toContain('id="spesa-ssr"');

  await storefront.open(TENANT, `/category/${CATEGORY}`);
  await expect(storefront.heading('Frutta e verdura')).toBeVisible();
  await expect(storefront.accountButton(shopper.firstName)).toBeVisible();
});
