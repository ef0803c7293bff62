import type { Page, Response } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { tenantUrl } from '../fixtures/e2e-server';
import { mailedLink } from '../fixtures/outbox';
import { logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';

const TENANT = 'castoro';

/** The answers of the shop's API that refuse a missing session (401) or an expired one (419), from now on. */
function sessionRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/ebsn/api/') && [401, 419].includes(response.status())) {
      refusals.push(`${response.status()} ${url.pathname}`);
    }
  });
  return refusals;
}

/** The account-deletion link of the newest e-mail sent to `to`, opened on the chain's test address. */
async function deletionLink(page: Page, to: string): Promise<string> {
  const url = await mailedLink(page, to, 'account-deletion-confirm', '/profile/profile-update');
  return tenantUrl(TENANT, `${url.pathname}${url.search}`);
}

test('deleting the account ends on its confirmation page, with no expired session and no login dialog', async ({
  storefront,
  page,
  newShopper,
}) => {
  const shopper = await newShopper(TENANT);
  await logIn(storefront, TENANT, shopper);
  await storefront.open(TENANT, '/profile/profile-update');
  await expect(storefront.heading('Il mio profilo')).toBeVisible();
  await page.getByRole('button', { name: 'Elimina il mio account' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare l’account?' })
    .getByRole('button', { name: 'Si' })
    .click();

  await page.goto(await deletionLink(page, shopper.email));
  const confirmation = page.getByRole('region', { name: 'Conferma l’eliminazione dell’account' });
  await expect(confirmation).toBeVisible();
  const refusals = sessionRefusals(page);
  await confirmation.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await page
    .getByRole('dialog', { name: 'Conferma l’eliminazione dell’account' })
    .getByRole('button', { name: 'Si' })
    .click();

  await expect(storefront.heading('Il tuo account è stato eliminato')).toBeVisible();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(storefront.topBar().getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect(storefront.loginDialog()).toBeHidden();
  await expect(page.getByText(/La sessione è scaduta/)).toHaveCount(0);
  expect(refusals).toEqual([]);
  await expectNoSeriousViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
  expect(refusals).toEqual([]);
});

test('logging out from the profile makes no call that fails', async ({ storefront, page, newShopper }) => {
  const shopper = await newShopper(TENANT);
  await logIn(storefront, TENANT, shopper);
  await storefront.open(TENANT, '/profile/profile-update');
  await expect(storefront.heading('Il mio profilo')).toBeVisible();

  const refusals = sessionRefusals(page);
  await storefront.logout(shopper.firstName);
  await expect(storefront.toast('Sei uscito dal tuo account.')).toBeVisible();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
  await expect(storefront.topBar().getByRole('button', { name: 'Accedi' })).toBeVisible();
  // The home as a visitor is complete: its departments are shown.
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(storefront.loginDialog()).toBeHidden();
  expect(refusals).toEqual([]);
});

test('the registration form links the privacy consent to the privacy page', async ({ storefront, page }) => {
  await storefront.open(TENANT, '/registration-user');
  await expect(storefront.heading('Registrati')).toBeVisible();
  const link = page.getByRole('link', { name: /Leggi l’informativa sulla privacy/ });
  await expect(link).toHaveAttribute('href', '/page/privacy');
  await expectNoSeriousViolations(page);
});
