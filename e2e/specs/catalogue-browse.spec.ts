import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/storefront';

/** A page skeleton, or the previous products shown dimmed while the next ones load. */
function listBusy(page: Page): Locator {
  return page.getByRole('main').locator('[aria-busy="true"]');
}

test('a shopper filters, sorts and pages a category, opens a product and comes back to the same list', async ({
  storefront,
  page,
}, testInfo) => {
  // A long journey (menu, facet, sort, page 2, product, back): slow machines need more than the default.
  test.setTimeout(90_000);
  const isPhone = testInfo.project.name === 'phone';
  await storefront.open('castoro');

  const drawer = await storefront.openCategoryDrawer();
  if (isPhone) {
    await drawer.getByRole('button', { name: 'Frutta e verdura' }).click();
    await drawer.getByRole('link', { name: 'Vedi tutto: Frutta e verdura' }).click();
  } else {
    await drawer.getByRole('link', { name: 'Frutta e verdura', exact: true }).click();
  }
  await expect(storefront.heading('Frutta e verdura')).toBeVisible();
  const allCount = await page.getByText(/^\d+ prodotti$/).textContent();

  if (isPhone) {
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtri' });
    const brand = sheet.getByRole('checkbox', { name: /^Orto Italia\s*, \d+ prodotti$/ });
    await brand.click();
    await expect(brand).toBeChecked();
    await sheet.getByRole('button', { name: /^Mostra \d+ prodotti$/ }).click();
    await expect(sheet).toBeHidden();
  } else {
    const brand = page
      .getByRole('complementary', { name: 'Filtri' })
      .getByRole('checkbox', { name: /^Orto Italia\s*, \d+ prodotti$/ });
    await brand.click();
    await expect(brand).toBeChecked();
  }
  await expect(page).toHaveURL(/\?brand=Orto\+Italia$/);
  await expect(page.getByRole('button', { name: 'Rimuovi il filtro Orto Italia' })).toBeVisible();
  await expect(page.getByText(/^\d+ prodotti$/)).not.toHaveText(allCount!);

  await page.getByRole('combobox', { name: 'Ordina per' }).selectOption({ label: 'Prezzo crescente' });
  await expect(page).toHaveURL(/\?brand=Orto\+Italia&sort=price_asc$/);

  const pageTwo = page
    .getByRole('navigation', { name: 'Pagine dei prodotti' })
    .getByRole('link', { name: 'Vai alla pagina 2' });
  // The address changes before the list is drawn again in the new order (a transition): the pager's links
  // carry the order once it is.
  await expect(pageTwo).toHaveAttribute('href', /sort=price_asc/);
  await pageTwo.click();
  await expect(page).toHaveURL(/\?brand=Orto\+Italia&sort=price_asc&page=2$/);
  // The first page's cards stay, dimmed, until the second page arrives: the pager marks page 2 only then.
  await expect(
    page
      .getByRole('navigation', { name: 'Pagine dei prodotti' })
      .getByRole('link', { name: 'Vai alla pagina 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(listBusy(page)).toHaveCount(0);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(24);

  // A product deep in the page, so that coming back must restore the scroll, not only the list.
  const card = cards.nth(15);
  await card.scrollIntoViewIfNeeded();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(600);
  await card.getByRole('link').click();
  await expect(storefront.heading(name)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/frutta-e-verdura\?brand=Orto\+Italia&sort=price_asc&page=2$/);
  await expect(page.getByRole('button', { name: 'Rimuovi il filtro Orto Italia' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ordina per' })).toHaveValue('price_asc');
  await expect(
    page
      .getByRole('navigation', { name: 'Pagine dei prodotti' })
      .getByRole('link', { name: 'Vai alla pagina 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(cards.nth(15).getByRole('heading', { level: 3 })).toHaveText(name);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 80);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 80);
});

test('changing category starts without the filters of the previous one', async ({ storefront, page }) => {
  await storefront.open('castoro', '/category/frutta-e-verdura?promo=true&page=2');
  await expect(page.getByRole('button', { name: 'In offerta', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Clicked once the list has arrived, so that the click is not taken back by the page's own first updates.
  await expect(page.getByText(/^\d+ prodott[io]$/)).toBeVisible();
  await expect(listBusy(page)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Sottocategorie' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/frutta-e-verdura\/[a-z-]+$/);
  await expect(page.getByRole('button', { name: /^In offerta/ })).toHaveAttribute('aria-pressed', 'false');
});

test('an unknown category leads to "Pagina non Trovata"', async ({ storefront, page }) => {
  await storefront.open('dem', '/category/reparto-che-non-esiste');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(storefront.heading('Pagina non Trovata')).toBeVisible();
});
