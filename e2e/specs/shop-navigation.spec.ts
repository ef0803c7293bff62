import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { apiData } from '../fixtures/catalogue-api';
import { tenantUrl } from '../fixtures/e2e-server';
import { expect, test } from '../fixtures/storefront';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The keyboard's focus ring of the focused element (WCAG 2.4.7). */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test('a product opened by URL in a tab that had the shop starts at the top, and unknown pages answer 404', async ({
  storefront,
  page,
}) => {
  await storefront.open('castoro', '/category/frutta-e-verdura');
  await expect(storefront.heading('Frutta e verdura')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await storefront.footer().scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  const { products } = await apiData<{ products: { name: string; slug: string }[] }>(
    page,
    '/products?q=mozzarella&page_size=1',
  );
  const product = products[0]!;

  // The same tab, a new address: the first page of the document, like the category page before it.
  const answer = await page.goto(tenantUrl('castoro', `/product/${product.slug}`));
  expect(answer?.status()).toBe(200);
  await expect(storefront.heading(product.name)).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /Aggiungi/ })
      .first(),
  ).toBeVisible();
  await page.waitForFunction(() => document.readyState === 'complete');
  expect(await scrollY(page)).toBe(0);
  await expectNoSeriousViolations(page);

  const missing = await page.goto(tenantUrl('castoro', '/questa/pagina/non-esiste'));
  expect(missing?.status()).toBe(404);
  await expect(storefront.heading('Pagina non Trovata')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('after a navigation the focus is on the new page heading, without a ring; buttons show one', async ({
  storefront,
  page,
}) => {
  await storefront.open('castoro');
  const field = storefront.topBar().getByRole('combobox', { name: 'Cerca prodotti' });
  await field.fill('mozzarella');
  await field.press('Enter');

  const results = storefront.heading('Risultati per “mozzarella”');
  await expect(results).toBeFocused();
  expect((await focusRing(page)).style).toBe('none');

  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(page);
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link').first().click();
  await expect(storefront.heading(name)).toBeFocused();

  // The keyboard reaches a header button: a ring of at least 2 px shows it (WCAG 2.4.7, 2.4.11).
  const cart = storefront.topBar().getByRole('button', { name: /carrello/i });
  await cart.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(cart).toBeFocused();
  const headerRing = await focusRing(page);
  expect(headerRing.style).toBe('solid');
  expect(headerRing.width).toBeGreaterThanOrEqual(2);

  // A filled button: the empty result's 'Sfoglia i reparti'.
  await page.goto(tenantUrl('castoro', '/search?q=qwzxv'));
  const browse = page.getByRole('main').getByRole('link', { name: 'Sfoglia i reparti' });
  await expect(browse).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ricerche popolari' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ordina per' })).toHaveCount(0);
  await browse.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(browse).toBeFocused();
  const filledRing = await focusRing(page);
  expect(filledRing.style).toBe('solid');
  expect(filledRing.width).toBeGreaterThanOrEqual(2);
  await expectNoSeriousViolations(page);
});

test('a dialog opens with the focus on its first field', async ({ storefront }) => {
  await storefront.open('castoro');
  const dialog = await storefront.openLoginDialog();
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
});
