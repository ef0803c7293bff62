import type { Page } from '@playwright/test';
import { allProducts, apiData, type CatalogueProduct } from '../fixtures/catalogue-api';
import { answerDeliveryDialogs, logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';

// Fresh food on a phone: each test logs in a shopper of its own, in a chain no other fresh-food test uses.
test.skip(({ isMobile }) => !isMobile, 'fresh food is checked on a phone');

type Product = CatalogueProduct & { productId: number; available: number };

async function products(page: Page): Promise<Product[]> {
  return (await allProducts(page)) as Product[];
}

test('a product sold by weight can be chosen by pieces, priced by their expected weight', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = 'effepiu';
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  const apples = (await products(page)).find(
    (product) =>
      product.productInfos.WEIGHT_SELLING_SINGLE_UNIT &&
      product.available !== 0 &&
      product.selectOptions.length === 0,
  )!;
  await storefront.open(tenant, `/product/${apples.slug}`);
  await expect(storefront.heading(apples.name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'A peso', pressed: true })).toBeVisible();
  await expect(page.getByText(/^circa \d+ pz ≈ /)).toBeVisible();

  await page.getByRole('button', { name: 'A pezzi' }).click();
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  const increase = page.getByRole('button', { name: `Aumenta la quantità di ${apples.name}` });
  await answerDeliveryDialogs(page, increase);
  await increase.click();
  await expect(page.getByText(/^2 pz ≈ .*: circa .*€$/)).toBeVisible();

  const cart = await apiData<{
    cart: { cartItems: { quantity: number; grossTotal: number; cartItemInfo: Record<string, string> }[] };
  }>(page, '/cart/view');
  const [line] = cart.cart.cartItems;
  expect(line!.cartItemInfo.pieces).toBe('2');
  const pieceWeight = Number(apples.productInfos.WEIGHT_SELLING_SINGLE_UNIT);
  expect(line!.quantity).toBeCloseTo(2 * pieceWeight, 3);
  expect(line!.grossTotal).toBeCloseTo(apples.priceDisplay * 2 * pieceWeight, 2);
});

test('an unavailable product takes the back-in-stock request and offers similar products', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = 'pim';
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  const missing = (await products(page)).find((product) => product.available === 0)!;
  await storefront.open(tenant, `/product/${missing.slug}`);
  await expect(storefront.heading(missing.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prodotti simili disponibili' })).toBeVisible();

  await page.getByRole('button', { name: 'Avvisami quando torna disponibile' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ti avviseremo quando torna disponibile' }),
  ).toBeVisible();
  await expect(storefront.toast(/Ti scriveremo a .* appena il prodotto torna disponibile/)).toBeVisible();

  // Asked once: coming back shows the request already made.
  await page.reload();
  await expect(page.getByText('Ti avviseremo quando torna disponibile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avvisami quando torna disponibile' })).toHaveCount(0);
});
