import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import type { Locator } from '@playwright/test';
import { allProducts } from '../fixtures/catalogue-api';
import { answerDeliveryDialogs, logIn } from '../fixtures/shopper';
import { expect, test, type Storefront } from '../fixtures/storefront';

// Adding to the cart asks for login, address and slot first (spec §4): each test logs in a shopper of its own,
// with a served home address, so that no two tests share a cart.
test.describe.configure({ timeout: 90_000 });

function chainFor(tenants: { phone: TenantCode; desktop: TenantCode }): TenantCode {
  return test.info().project.name === 'phone' ? tenants.phone : tenants.desktop;
}

/** Clicks an add button and answers the delivery dialogs of a first add until `done` shows. */
async function addToCart(storefront: Storefront, add: Locator, done: Locator): Promise<void> {
  await add.click();
  await answerDeliveryDialogs(storefront.page, done);
}

test('the options of a product are chosen before it can be added', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chainFor({ phone: 'idromarket', desktop: 'gros' });
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  const products = await allProducts(page);
  const withRadio = products.find((product) =>
    product.selectOptions.some((option) => option.type === 'radio'),
  )!;
  const withSelect = products.find((product) =>
    product.selectOptions.some((option) => option.type === 'select'),
  )!;

  await storefront.open(tenant, `/product/${withRadio.slug}`);
  await expect(storefront.heading(withRadio.name)).toBeVisible();
  const add = page.getByRole('button', { name: 'Aggiungi al carrello' });
  await expect(add).toBeDisabled();
  const radioOption = withRadio.selectOptions[0]!;
  await page.getByRole('radiogroup', { name: radioOption.name }).getByRole('radio').nth(1).check();
  await expect(add).toBeEnabled();
  await addToCart(storefront, add, page.getByRole('main').getByText(/^0,\d{3} kg$/));
  await expect(page.getByText(/stimato$/)).toBeVisible();

  await storefront.open(tenant, `/product/${withSelect.slug}`);
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
  newShopper,
}) => {
  // Not ipercarni: it registers its shoppers on a site of its own.
  const tenant = chainFor({ phone: 'ipertriscount', desktop: 'top' });
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  const product = (await allProducts(page)).find(
    (candidate) => candidate.productInfos.TIPOLOGIA === 'Pezzo' && candidate.productInfos.MAXACQ,
  )!;
  await storefront.open(tenant, `/product/${product.slug}`);

  await expect(storefront.heading(product.name)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sei qui' }).getByRole('link').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Valori nutrizionali medi' })).toBeVisible();
  await expect(page.getByText(/\s€\/(kg|l|pz)$/).first()).toBeVisible();

  const quantity = page.getByRole('textbox', { name: `Quantità di ${product.name}` });
  await addToCart(storefront, page.getByRole('button', { name: 'Aggiungi al carrello' }), quantity);
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

test('a weighed product is added in kg with its estimated price', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chainFor({ phone: 'pewex', desktop: 'ma' });
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  await storefront.open(tenant, '/category/frutta-e-verdura');
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
  await addToCart(
    storefront,
    card.getByRole('button', { name: `Aggiungi ${name} al carrello` }),
    card.getByText('0,500 kg', { exact: true }),
  );
  await expect(card.getByText(/^\d+,\d{2}\s€ stimato$/)).toBeVisible();
  await card.getByRole('button', { name: /^Aumenta la quantità/ }).click();
  await expect(card.getByText('0,750 kg', { exact: true })).toBeVisible();
});
