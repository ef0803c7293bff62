import { castoro } from '@spesa/tenants/chains/castoro';
import { dem } from '@spesa/tenants/chains/dem';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { expect, test } from '../fixtures/storefront';

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const chains: TenantDefinition[] = [castoro, dem];

for (const chain of chains) {
  test(`the home of ${chain.code} shows its own texts and theme`, async ({ storefront, page }) => {
    await storefront.open(chain.code);

    await expect(storefront.heading(chain.texts.tagline)).toBeVisible();
    await expect(page).toHaveTitle(chain.texts.pages.home.title);
    const footer = storefront.footer();
    await expect(footer).toContainText(chain.texts.legalFooter);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${chain.texts.brandName}`);
    await expect(footer).toContainText('Versione 1.2.0');
    await expect(storefront.topBar()).toHaveCSS('background-color', hexToRgb(chain.theme.headerBackground));
    await expect(
      storefront.topBar().getByRole('link', { name: `${chain.texts.brandName}, vai alla home` }),
    ).toBeVisible();

    for (const other of chains.filter((candidate) => candidate !== chain)) {
      await expect(page.getByText(other.texts.tagline)).toHaveCount(0);
      await expect(footer).not.toContainText(other.texts.brandName);
    }
  });
}

test('the home shows the departments as entry points to their category pages', async ({
  storefront,
  page,
}) => {
  await storefront.open('castoro');

  const departments = page.getByRole('region', { name: 'Tutti i reparti' }).getByRole('link');
  await expect(departments.first()).toBeVisible();
  expect(await departments.count()).toBeGreaterThanOrEqual(8);
  await expect(departments.first()).toHaveAttribute('href', /^\/category\/[a-z0-9-]+$/);
});
