import type { Page, Request } from '@playwright/test';
import { apiData, type CatalogueProduct } from '../fixtures/catalogue-api';
import { tenantUrl } from '../fixtures/e2e-server';
import { logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';

// ARCHITECTURE §7: an anonymous visitor's storefront pages come with their first HTML; a logged-in shopper's
// are rendered in the browser as before.
const TENANT = 'castoro';
const CATEGORY = 'frutta-e-verdura';
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
    await bare.goto(tenantUrl(TENANT, `/category/${CATEGORY}`));
    await expect(bare.getByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeVisible();
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

test('a server-rendered page hydrates without an error and without asking again for its data', async ({
  page,
  storefront,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const catalogueCalls: string[] = [];
  const isCatalogueCall = (request: Request) => /\/ebsn\/api\/(products|category)\b/.test(request.url());
  page.on('request', (request) => {
    if (isCatalogueCall(request)) catalogueCalls.push(request.url());
  });

  await storefront.open(TENANT, `/category/${CATEGORY}`);
  await expect(storefront.heading('Frutta e verdura')).toBeVisible();
  // The page works: the department menu opens (a button does nothing until the page has hydrated).
  const drawer = await storefront.openCategoryDrawer();
  await expect(
    drawer
      .getByRole('button', { name: 'Frutta e verdura' })
      .or(drawer.getByRole('link', { name: 'Frutta e verdura', exact: true })),
  ).toBeVisible();

  expect(catalogueCalls).toEqual([]);
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
