import { expect, test, type Storefront } from '../fixtures/storefront';

const searchField = (storefront: Storefront) =>
  storefront.topBar().getByRole('combobox', { name: 'Cerca prodotti' });

for (const [typed, expected] of [
  ['parmiggiano', /parmigiano/i],
  ['mozarela', /mozzarella/i],
] as const) {
  test(`searching "${typed}" with a typo finds ${String(expected)}`, async ({ storefront, page }) => {
    await storefront.open('castoro');

    await searchField(storefront).fill(typed);
    await searchField(storefront).press('Enter');

    await expect(page).toHaveURL(new RegExp(`/search\\?q=${typed}$`));
    await expect(storefront.heading(/^Risultati per “/)).toContainText(expected);
    await expect(page.getByText(`hai scritto “${typed}”`, { exact: false })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 }),
    ).toHaveText(expected);
  });
}

test('the field suggests products while the shopper types, and a suggestion opens its page', async ({
  storefront,
  page,
}) => {
  await storefront.open('dem');

  await searchField(storefront).pressSequentially('parm', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Suggerimenti di ricerca' });
  const product = listbox.getByRole('group', { name: 'Prodotti' }).getByRole('option').first();
  await expect(product).toContainText('Parmigiano');
  const name = (await product.locator('span').first().locator('span').first().textContent())!;

  await product.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(storefront.heading(name)).toBeVisible();
});

test('the words searched come back as recent searches, most searched first', async ({ storefront, page }) => {
  for (const word of ['latte', 'pasta', 'Pasta']) {
    await storefront.open('castoro', `/search?q=${word}`);
    // The word is saved by the search page once it shows, not by the address.
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  }

  await searchField(storefront).fill('');
  await searchField(storefront).click();
  const recent = page.getByRole('listbox').getByRole('group', { name: 'Ricerche recenti' });
  await expect(recent.getByRole('option')).toHaveText(['pasta', 'latte']);
});
