import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { allProducts, type CatalogueProduct } from '../fixtures/catalogue-api';
import { logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';

const TENANT = 'castoro';

/** UX.md "Feedback": a Pixel-7-sized phone. */
test.use({ viewport: { width: 412, height: 915 } });

/** Puts products in the signed-in shopper's cart through the API, as the product cards would. */
async function addToCart(page: Page, products: readonly (CatalogueProduct & { productId: number })[]) {
  const status = await page.evaluate(
    async (items) => {
      const answer = await fetch('/ebsn/api/cart/add', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ items }),
      });
      return ((await answer.json()) as { response: { status: number } }).response.status;
    },
    products.map((product) => ({ productId: product.productId, quantity: 1 })),
  );
  expect(status).toBe(0);
}

test('the phone cart drawer shows four lines, the total and "Concludi ordine", and one toast at a time', async ({
  storefront,
  page,
  newShopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone cart drawer');
  const shopper = await newShopper(TENANT, { withHomeAddress: true });
  await logIn(storefront, TENANT, shopper);
  const products = (await allProducts(page))
    .filter((product) => product.productInfos.TIPOLOGIA === 'Pezzo' && product.selectOptions.length === 0)
    .slice(0, 6) as (CatalogueProduct & { productId: number })[];
  await addToCart(page, products);

  await storefront.open(TENANT);
  await storefront
    .topBar()
    .getByRole('button', { name: /Apri il carrello/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(drawer.getByText('Hai 6 prodotti nel carrello')).toBeVisible();

  // The total and the main button are in view, and at least four whole lines above them.
  const summary = drawer.getByRole('region', { name: 'Riepilogo' });
  const checkout = summary.getByRole('button', { name: 'Concludi ordine' });
  await expect(checkout).toBeInViewport({ ratio: 1 });
  await expect(summary.getByText('Totale', { exact: true })).toBeInViewport({ ratio: 1 });
  const summaryTop = (await summary.boundingBox())!.y;
  const lines = drawer.getByRole('list', { name: 'Prodotti nel carrello' }).getByRole('listitem');
  await expect(lines).toHaveCount(6);
  const boxes = await lines.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    }),
  );
  expect(boxes.filter((box) => box.top >= 0 && box.bottom <= summaryTop + 1).length).toBeGreaterThanOrEqual(
    4,
  );

  // One remove control per line.
  const first = products[0]!.name;
  await expect(drawer.getByRole('button', { name: `Rimuovi ${first} dal carrello` })).toHaveCount(1);

  // Three quick changes: one toast, the latest, never over the total or the main button.
  const quantity = drawer.getByRole('textbox', { name: `Quantità di ${first}` });
  const increase = drawer.getByRole('button', { name: `Aumenta la quantità di ${first}` });
  for (const expected of ['2', '3', '4']) {
    await increase.click();
    await expect(quantity).toHaveValue(expected);
  }
  const toasts = page.locator('[data-toast-root] [role="alert"]');
  await expect(toasts.filter({ hasText: `4 pz di ${first}` })).toBeVisible();
  await expect(toasts).toHaveCount(1);
  const toastBox = (await toasts.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(summaryTop);
  await expect(checkout).toBeInViewport({ ratio: 1 });

  await expectNoSeriousViolations(page);
});
