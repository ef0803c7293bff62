import { expectNoSeriousViolations } from '../fixtures/accessibility';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/storefront';

/** Elements wider than the screen, and how much wider the page is than the screen. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().width > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    return { wide, pageExtra: document.documentElement.scrollWidth - width };
  });
}

test('a list of words shows one block of results per word, and the list can be edited', async ({
  storefront,
  page,
}) => {
  await storefront.open('castoro');
  const field = storefront.topBar().getByRole('combobox', { name: 'Cerca prodotti' });
  await field.fill('latte, pane');
  await field.press('Enter');

  await expect(page).toHaveURL(/\/fast-search\?q=latte%2Cpane$/);
  await expect(storefront.heading('Spesa veloce')).toBeVisible();
  await expect(page.getByRole('region', { name: 'latte' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'pane' }).getByRole('article').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Aggiungi alla lista' }).fill('uova');
  await page.getByRole('button', { name: 'Aggiungi alla lista' }).click();
  await expect(page.getByRole('region', { name: 'uova' })).toBeVisible();

  await page.getByRole('button', { name: 'Togli pane dalla lista' }).click();
  await expect(page.getByRole('region', { name: 'pane' })).toHaveCount(0);
  await expect(page).toHaveURL(/\?q=latte%2Cuova$/);

  await page.reload();
  await expect(page.getByRole('region', { name: 'uova' })).toBeVisible();

  await page.getByRole('button', { name: 'Svuota la lista' }).click();
  await expect(page.getByRole('heading', { name: 'La tua lista è vuota' })).toBeVisible();
});

test('Spesa veloce fits the screen: no element is wider than the viewport', async ({
  storefront,
  page,
}, testInfo) => {
  await storefront.open('castoro', '/fast-search?q=latte,pane,pasta');
  await expect(storefront.heading('Spesa veloce')).toBeVisible();
  await expect(page.getByRole('region', { name: 'latte' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'pane' }).getByRole('article').first()).toBeVisible();

  // The project's screen, then the sizes the shop was seen on (a 412 px phone, a 1366 px laptop).
  const widths = testInfo.project.name === 'phone' ? [360, 412] : [1280, 1366];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
    expect(await overflow(page)).toEqual({ wide: [], pageExtra: 0 });
  }

  await expectNoSeriousViolations(page);
});
