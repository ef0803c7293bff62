import { expectNoSeriousViolations } from '../fixtures/accessibility';
import type { Page } from '@playwright/test';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { allProducts, type CatalogueProduct } from '../fixtures/catalogue-api';
import { logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';

type Listed = CatalogueProduct & { productId: number; breadCrumbs: { categoryId: number }[] };

/** One product sold by the piece from each of the first two departments of the chain's catalogue. */
async function twoDepartments(page: Page): Promise<Listed[]> {
  const byDepartment = new Map<number, Listed>();
  for (const product of (await allProducts(page)) as Listed[]) {
    const department = product.breadCrumbs[0]?.categoryId;
    if (department === undefined || byDepartment.has(department)) continue;
    if (product.productInfos.TIPOLOGIA !== 'Pezzo' || product.selectOptions.length > 0) continue;
    byDepartment.set(department, product);
    if (byDepartment.size === 2) break;
  }
  return [...byDepartment.values()];
}

/** Puts the products in the signed-in shopper's cart through the API, as the product cards would. */
async function addToCart(page: Page, products: readonly Listed[]): Promise<void> {
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

// spec §2 cart drawer: items grouped by sector in collapsible panels when the chain's showSectors is on.
const CHAINS: { tenant: TenantCode; isGrouped: boolean }[] = [
  { tenant: 'gros', isGrouped: true },
  { tenant: 'castoro', isGrouped: false },
];

for (const { tenant, isGrouped } of CHAINS) {
  test(`the cart drawer of ${tenant} ${isGrouped ? 'groups the items by sector' : 'lists the items in one list'}`, async ({
    storefront,
    page,
    newShopper,
  }) => {
    const shopper = await newShopper(tenant, { withHomeAddress: true });
    await logIn(storefront, tenant, shopper);
    const products = await twoDepartments(page);
    expect(products).toHaveLength(2);
    await addToCart(page, products);

    await storefront.open(tenant);
    await storefront
      .topBar()
      .getByRole('button', { name: /Apri il carrello/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(drawer.getByText('Hai 2 prodotti nel carrello')).toBeVisible();
    // One panel per sector, its header a button named after the sector and its count.
    const sectors = drawer.getByRole('button', { name: /\(1 prodotto\)$/ });
    if (!isGrouped) {
      await expect(
        drawer.getByRole('list', { name: 'Prodotti nel carrello' }).getByRole('listitem'),
      ).toHaveCount(2);
      await expect(sectors).toHaveCount(0);
      return;
    }
    await expect(sectors).toHaveCount(2);
    // A panel closes and opens again: its line hides and comes back.
    const first = sectors.first();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Each panel's title is one h3 under the drawer's h2, never a heading inside a heading.
    const titles = drawer.getByRole('heading', { level: 3, name: /\(1 prodotto\)$/ });
    await expect(titles).toHaveCount(2);
    expect(
      await titles.evaluateAll((nodes) => nodes.every((n) => !n.querySelector('h1,h2,h3,h4,h5,h6'))),
    ).toBe(true);
    await expectNoSeriousViolations(page);
  });
}
