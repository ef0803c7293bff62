import { allProducts } from '../fixtures/catalogue-api';
import { expect, test } from '../fixtures/storefront';

test('the options of a product are chosen before it can be added', async ({ storefront, page }) => {
  await storefront.open('castoro');
  const products = await allProducts(page);
  const withRadio = products.find((product) =>
    product.selectOptions.some((option) => option.type === 'radio'),
  )!;
  const withSelect = products.find((product) =>
    product.selectOptions.some((option) => option.type === 'select'),
  )!;

  await storefront.open('castoro', `/product/${withRadio.slug}`);
  await expect(storefront.heading(withRadio.name)).toBeVisible();
  const add = page.getByRole('button', { name: 'Aggiungi al carrello' });
  await expect(add).toBeDisabled();
  const radioOption = withRadio.selectOptions[0]!;
  await page.getByRole('radiogroup', { name: radioOption.name }).getByRole('radio').nth(1).check();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText(/^0,\d{3} kg$/)).toBeVisible();
  await expect(page.getByText(/stimato$/)).toBeVisible();

  await storefront.open('castoro', `/product/${withSelect.slug}`);
  const selectOption = withSelect.selectOptions.find((option) => option.type === 'select')!;
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();
  await page
    .getByRole('combobox', { name: selectOption.name })
    .selectOption({ label: selectOption.options.at(-1)!.name });
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeEnabled();
});

test('the product page shows the price box, descriptions, nutrition table, breadcrumbs and related products', async ({
  storefront,
  page,
}) => {
  await storefront.open('dem');
  const product = (await allProducts(page)).find(
    (candidate) => candidate.productInfos.TIPOLOGIA === 'Pezzo' && candidate.productInfos.MAXACQ,
  )!;
  await storefront.open('dem', `/product/${product.slug}`);

  await expect(storefront.heading(product.name)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sei qui' }).getByRole('link').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Valori nutrizionali medi' })).toBeVisible();
  await expect(page.getByText(/\s€\/(kg|l|pz)$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  const quantity = page.getByRole('textbox', { name: `Quantità di ${product.name}` });
  await quantity.fill('99');
  await quantity.press('Enter');
  await expect(
    storefront.toast(`Puoi acquistare al massimo ${product.productInfos.MAXACQ} pz`),
  ).toBeVisible();
  await expect(quantity).toHaveValue(product.productInfos.MAXACQ!);

  const related = page.getByRole('region', { name: /^Altri prodotti in / });
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByRole('article').first()).toBeVisible();
});

test('a weighed product is added in kg with its estimated price', async ({ storefront, page }) => {
  await storefront.open('castoro', '/category/frutta-e-verdura');
  const cards = page.getByRole('main').getByRole('article');
  const weighed = cards
    .filter({ hasText: '€/kg' })
    .filter({ has: page.getByRole('button', { name: /^Aggiungi / }) });
  const name = (await weighed.first().getByRole('heading', { level: 3 }).textContent())!;
  const card = cards
    .filter({
      has: page.getByRole('link', {
        name: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} al kg`),
      }),
    })
    .first();
  await card.getByRole('button', { name: `Aggiungi ${name} al carrello` }).click();

  await expect(card.getByText('0,500 kg', { exact: true })).toBeVisible();
  await expect(card.getByText(/^\d+,\d{2}\s€ stimato$/)).toBeVisible();
  await card.getByRole('button', { name: /^Aumenta la quantità/ }).click();
  await expect(card.getByText('0,750 kg', { exact: true })).toBeVisible();
});
