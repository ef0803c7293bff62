import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { apiData, type CatalogueProduct } from '../fixtures/catalogue-api';
import { tenantUrl } from '../fixtures/e2e-server';
import { chainAdminOf, staffLogin } from '../fixtures/staff';
import { expect, test } from '../fixtures/storefront';

/** README "Back-office", Catalogue screens: a chain whose prices no other spec reads as fixed numbers. */
const CHAIN: TenantCode = 'top';

/** "87,65 €" as the storefront writes it (Intl it-IT, a non-breaking space before the sign). */
const euroPattern = (cents: number) =>
  new RegExp(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}\\s€`);

test('a chain admin changes a product’s price on a phone and the product page shows it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the chain admin works on a phone');
  // The back-office, then the storefront's product page, on a shared machine.
  test.setTimeout(240_000);
  await page.goto(tenantUrl(CHAIN, '/ready'));
  // One page of the catalogue is enough to find a product to reprice.
  const { products } = await apiData<{
    products: (CatalogueProduct & { code: string; priceStandardDisplay: number | null })[];
  }>(page, '/products?page_size=100');
  // A product without a promotion: its page shows the list price as the price paid.
  const product = products.find(
    (p) => p.priceStandardDisplay === null && p.productInfos.TIPOLOGIA === 'Pezzo',
  );
  if (!product) throw new Error(`no product without a promotion in ${CHAIN}`);
  const newCents = Math.round(product.priceDisplay * 100) + 1234;

  await staffLogin(page, CHAIN, chainAdminOf(CHAIN));
  await page
    .getByRole('navigation', { name: 'Sezioni del back-office' })
    .getByRole('link', { name: 'Catalogo' })
    .click();
  await expect(page.getByRole('heading', { name: 'Catalogo', level: 1 })).toBeVisible();
  await page.getByLabel('Cerca per nome, marca o codice').fill(product.code);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const card = page.getByRole('listitem', { name: product.name });
  await expect(card).toContainText(euroPattern(Math.round(product.priceDisplay * 100)));
  await page.screenshot({ path: testInfo.outputPath('admin-catalogue-phone.png'), fullPage: true });

  await card.getByRole('button', { name: `Cambia il prezzo di ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Prezzo di ${product.name}` });
  await dialog.getByLabel('Prezzo di listino (€)').fill((newCents / 100).toFixed(2).replace('.', ','));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(`Prezzo di ${product.name} aggiornato`)).toBeVisible();
  await expect(card).toContainText(euroPattern(newCents));

  // The shopper's product page, at its next load, sells it at the new price.
  await page.goto(tenantUrl(CHAIN, `/product/${product.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(euroPattern(newCents)).first()).toBeVisible();
});
