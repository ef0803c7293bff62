import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/storefront';

/** "Senza glutine, 12 prodotti12" (the label, its spoken count and its shown count): 12. */
const countOf = (label: string) => Number(/, (\d+) prodott/.exec(label)?.[1] ?? NaN);

test('a shopper narrows a category to its gluten-free products and orders them by price per kg', async ({
  storefront,
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  await storefront.open('castoro', '/category/pasta-riso-e-cereali');
  await expect(storefront.heading('Pasta, riso e cereali')).toBeVisible();
  const countText = page.getByText(/^\d+ prodotti$/);
  const allCount = Number((await countText.textContent())!.split(' ')[0]);

  const glutenFree = /^Senza glutine\s*, \d+ prodotti$/;
  let chosenCount: number;
  if (isPhone) {
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtri' });
    const label = sheet.locator('label', { hasText: /^Senza glutine/ });
    const filter = label.getByRole('checkbox', { name: glutenFree });
    chosenCount = countOf((await label.textContent())!);
    // The frozen-food filter has one value in this department (none is frozen): it is not offered.
    await expect(sheet.getByRole('checkbox', { name: /^Surgelati/ })).toHaveCount(0);
    await filter.click();
    await expect(filter).toBeChecked();
    await expectNoSeriousViolations(page);
    await sheet.getByRole('button', { name: `Mostra ${chosenCount} prodotti` }).click();
    await expect(sheet).toBeHidden();
  } else {
    const panel = page.getByRole('complementary', { name: 'Filtri' });
    const label = panel.locator('label', { hasText: /^Senza glutine/ });
    const filter = label.getByRole('checkbox', { name: glutenFree });
    chosenCount = countOf((await label.textContent())!);
    await expect(panel.getByRole('checkbox', { name: /^Surgelati/ })).toHaveCount(0);
    await filter.click();
    await expect(filter).toBeChecked();
  }
  expect(chosenCount).toBeGreaterThan(0);
  expect(chosenCount).toBeLessThan(allCount);
  await expect(page).toHaveURL(/\?attribute=senza_glutine$/);
  await expect(page.getByRole('button', { name: 'Rimuovi il filtro Senza glutine' })).toBeVisible();
  await expect(countText).toHaveText(`${chosenCount} prodotti`);
  const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
  await expect(names.filter({ hasText: /^Spaghetti n\.5$/ })).toHaveCount(0);
  await expect(names.filter({ hasText: /^Riso Carnaroli$/ }).first()).toBeVisible();

  // The sorted page's answer is awaited first: until the list has asked for it, the previous page is not yet
  // dimmed as being refreshed, and "nothing busy" would hold too early.
  const sorted = page.waitForResponse(
    (response) =>
      response.url().includes('/ebsn/api/products?') && response.url().includes('sort=price_um_asc'),
  );
  await page.getByRole('combobox', { name: 'Ordina per' }).selectOption({ label: 'Prezzo al kg/l' });
  await expect(page).toHaveURL(/\?attribute=senza_glutine&sort=price_um_asc$/);
  await sorted;
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(countText).toHaveText(`${chosenCount} prodotti`);
  await expectNoSeriousViolations(page);
});
