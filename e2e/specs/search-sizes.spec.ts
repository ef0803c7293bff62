import { expect, test, type Storefront } from '../fixtures/storefront';

const searchField = (storefront: Storefront) =>
  storefront.topBar().getByRole('combobox', { name: 'Cerca prodotti' });

for (const typed of ['barilla 500g', 'pasta barilla 500']) {
  test(`"${typed}" lists Barilla's 500 g packs`, async ({ storefront, page }) => {
    await storefront.open('castoro');
    await searchField(storefront).fill(typed);
    await searchField(storefront).press('Enter');

    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByText(/^\d+ prodotti trovati$/)).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    // The grid draws its first cards, then the rest of the page: wait for the whole list, never a time.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(7);
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) {
      await expect(cards.nth(i)).toContainText('Barilla');
      await expect(cards.nth(i)).toContainText('500 g');
    }
  });
}

test('a size with a decimal comma is one search, not a quick-search list', async ({ storefront, page }) => {
  await storefront.open('castoro');
  await searchField(storefront).fill('acqua 1,5 l');
  await searchField(storefront).press('Enter');

  await expect(page).toHaveURL(/\/search\?q=acqua\+1%2C5\+l$/);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('1,5 l');
});

test('after an autocomplete pick the field shows the chosen product, not the typed words', async ({
  storefront,
  page,
}) => {
  await storefront.open('castoro');
  await searchField(storefront).pressSequentially('mozarel', { delay: 40 });
  const product = page
    .getByRole('listbox', { name: 'Suggerimenti di ricerca' })
    .getByRole('group', { name: 'Prodotti' })
    .getByRole('option')
    .first();
  await expect(product).toContainText('Mozzarella');
  const name = (await product.locator('span').first().locator('span').first().textContent())!;

  await product.click();
  await expect(storefront.heading(name)).toBeVisible();
  await expect(searchField(storefront)).toHaveValue(name);
});
