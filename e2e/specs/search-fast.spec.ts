import { expect, test } from '../fixtures/storefront';

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
