import { expect, test } from '../fixtures/storefront';

test("an unknown path shows 'Pagina non Trovata'", async ({ storefront }) => {
  await storefront.open('castoro', '/questa/pagina/non-esiste');

  await expect(storefront.heading('Pagina non Trovata')).toBeVisible();
  await expect(storefront.page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
});

test('an unknown category redirects to /not-found', async ({ storefront, page }) => {
  await storefront.open('dem', '/category/reparto-che-non-esiste');

  await expect(page).toHaveURL(/\/not-found$/);
  await expect(storefront.heading('Pagina non Trovata')).toBeVisible();
});
