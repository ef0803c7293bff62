import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { tenantUrl } from '../fixtures/e2e-server';
import { logIn } from '../fixtures/shopper';
import { expect, test } from '../fixtures/storefront';

const TENANT = 'castoro';

/** UX.md "Accessibility": no serious or critical axe violation on the page as it is now. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

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

/** The account-deletion link of the last e-mail sent to `to`, read from the dev outbox. */
async function deletionLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await page.evaluate(
          async (url) => {
            const answer = await fetch(url, { headers: { Accept: 'application/json' } });
            return ((await answer.json()) as { messages: { kind: string; links: string[] }[] }).messages;
          },
          `/dev/outbox.json?to=${encodeURIComponent(to)}`,
        );
        link = messages
          .filter((message) => message.kind === 'account-deletion-confirm')
          .flatMap((message) => message.links)
          .find((candidate) => new URL(candidate).pathname === '/profile/profile-update');
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
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
