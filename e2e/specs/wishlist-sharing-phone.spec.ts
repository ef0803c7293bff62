import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { allProducts, type CatalogueProduct } from '../fixtures/catalogue-api';
import { answerDeliveryDialogs, logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';

const TENANT = 'castoro';

/** A list of the signed-in shopper with one product, through the API the choose-list dialog calls. */
async function listWith(page: Page, name: string, productId: number): Promise<number> {
  return page.evaluate(
    async ({ name, productId }) => {
      const post = async (path: string, body: unknown) => {
        const answer = await fetch(`/ebsn/api${path}`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await answer.json()) as { response: { status: number }; data: { listId: number } };
      };
      const created = await post(`/wishlist/insert?name=${encodeURIComponent(name)}`, {});
      const added = await post('/wishlist/add_prod', {
        wishlistId: created.data.listId,
        items: [{ productId, quantity: 1 }],
      });
      if (added.response.status !== 0) throw new Error('add_prod refused');
      return created.data.listId;
    },
    { name, productId },
  );
}

test('an owner shares a list by link, another shopper opens it and fills their cart; the heart is filled', async ({
  storefront,
  page,
  newShopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the sharing journey on a phone');
  const owner = await newShopper(TENANT);
  const guest = await newShopper(TENANT, { withHomeAddress: true });
  await logIn(storefront, TENANT, owner);
  const product = (await allProducts(page)).find(
    (candidate) => candidate.productInfos.TIPOLOGIA === 'Pezzo' && candidate.selectOptions.length === 0,
  ) as CatalogueProduct & { productId: number };
  const listId = await listWith(page, 'Grigliata', product.productId);

  // spec §6: the heart of a product in one of the shopper's lists shows filled.
  await storefront.open(TENANT, `/product/${product.slug}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Nella tua lista' })).toBeVisible();

  await storefront.open(TENANT, `/profile/lists/${listId}`);
  await page.getByRole('button', { name: 'Condividi Grigliata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Condividi Grigliata' });
  await dialog.getByRole('button', { name: 'Crea il link' }).click();
  const linkField = dialog.getByRole('textbox', { name: 'Link della lista' });
  await expect(linkField).toHaveValue(/\/lista-condivisa\/[\w-]+$/);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('share-dialog-360.png') });
  const link = new URL(await linkField.inputValue());
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  await storefront.logout(owner.firstName);
  await logIn(storefront, TENANT, guest);
  await storefront.open(TENANT, link.pathname);
  await expect(storefront.heading('Grigliata')).toBeVisible();
  await expect(page.getByText(/condivisa in sola lettura/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('shared-list-360.png'), fullPage: true });

  await page.getByRole('button', { name: `Aggiungi ${product.name} al carrello` }).click();
  await answerDeliveryDialogs(page, storefront.toast(/Aggiunto al carrello/));
});

test('a visitor checks on the home whether the chain delivers to a postal code', async ({
  storefront,
  page,
}, testInfo) => {
  await storefront.open(TENANT);
  const check = page.getByRole('region', { name: 'Consegniamo da te?' });
  await check.scrollIntoViewIfNeeded();
  await check.getByRole('textbox', { name: 'CAP' }).fill('38122');
  await check.getByRole('button', { name: 'Verifica' }).click();
  await expect(check.getByText('Sì, consegniamo a domicilio nel CAP 38122.')).toBeVisible();
  await expect(check.getByText(/Costo della consegna|Consegna gratuita/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await check.screenshot({ path: testInfo.outputPath(`cap-served-${testInfo.project.name}.png`) });

  await check.getByRole('textbox', { name: 'CAP' }).fill('90100');
  await check.getByRole('button', { name: 'Verifica' }).click();
  await expect(check.getByText('Non consegniamo ancora a domicilio nel CAP 90100.')).toBeVisible();
  await expect(check.getByRole('button', { name: 'Avvisami quando consegnate qui' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await check.screenshot({ path: testInfo.outputPath(`cap-not-served-${testInfo.project.name}.png`) });
});
