import type { Page } from '@playwright/test';
import { fiscalCodeCheckCharacter } from '@spesa/shared/validation/validators';
import { allProducts } from '../fixtures/catalogue-api';
import { tenantUrl } from '../fixtures/e2e-server';
import { mailedLink } from '../fixtures/outbox';
import { expect, test } from '../fixtures/storefront';

const TENANT = 'castoro';

/** The link of the newest e-mail of a kind sent to `to`, opened on the chain's test address. */
async function mailedLinkOnChain(page: Page, to: string, kind: string, path: string): Promise<string> {
  // The link names the chain's host as the server saw it; opened on the chain's test address.
  const url = await mailedLink(page, to, kind, path);
  return tenantUrl(TENANT, `${url.pathname}${url.search}`);
}

test('a new shopper registers, confirms, completes the profile, fills a list, puts it in the cart and resets the password', async ({
  storefront,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `giulia.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'primaPwd1';
  const newPassword = 'secondaPwd2';

  // Registration, from the login dialog's button.
  await storefront.open(TENANT);
  const loginDialog = await storefront.openLoginDialog();
  await loginDialog.getByRole('link', { name: 'Registrati' }).click();
  await expect(storefront.heading('Registrati')).toBeVisible();
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Giulia');
  await page.getByRole('textbox', { name: /^Cognome/ }).fill('Verdi');
  await page.getByRole('textbox', { name: /Cellulare/ }).fill('333 1234567');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText("Per continuare devi accettare l'informativa sulla privacy.")).toBeVisible();
  await page.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(storefront.heading('Controlla la tua e-mail')).toBeVisible();

  // The link of the confirmation e-mail confirms the registration as it opens.
  await page.goto(await mailedLinkOnChain(page, email, 'registration-confirm', '/registration/confirm'));
  await expect(storefront.heading('Registrazione confermata')).toBeVisible();
  // The confirmation signs the new shopper in: no password to type again.
  await expect(storefront.accountButton('Giulia')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Inizia la spesa' })).toBeVisible();
  await storefront.open(TENANT, '/profile/dashboard');
  await expect(storefront.heading('Ciao Giulia')).toBeVisible();
  await expect(page.getByText('Completa il tuo profilo')).toBeVisible();

  // The profile is complete once the fiscal code is given (names, phone and privacy came with registration).
  await page
    .getByRole('navigation', { name: 'Sezioni del tuo account' })
    .getByRole('link', { name: 'Il mio profilo' })
    .click();
  await expect(storefront.heading('Il mio profilo')).toBeVisible();
  const person = page.getByRole('region', { name: 'Dati personali' });
  await person
    .getByRole('textbox', { name: /Codice fiscale/ })
    .fill(`VRDGLI90A41H501${fiscalCodeCheckCharacter('VRDGLI90A41H501')}`);
  await person.getByRole('button', { name: 'Salva' }).click();
  await expect(storefront.toast('I tuoi dati sono stati aggiornati.')).toBeVisible();
  await expect(page.getByText('Profilo completo')).toBeVisible();

  // A new list, then two products added from their pages.
  await page
    .getByRole('navigation', { name: 'Sezioni del tuo account' })
    .getByRole('link', { name: 'Le mie liste' })
    .click();
  await page.getByRole('textbox', { name: 'Nuova lista' }).fill('Spesa della settimana');
  await page.getByRole('button', { name: 'CREA' }).click();
  await expect(page.getByRole('link', { name: /Spesa della settimana/ })).toBeVisible();

  const products = (await allProducts(page))
    .filter((product) => product.productInfos.TIPOLOGIA === 'Pezzo' && product.selectOptions.length === 0)
    .slice(0, 2);
  for (const product of products) {
    await storefront.open(TENANT, `/product/${product.slug}`);
    await expect(storefront.heading(product.name)).toBeVisible();
    await page.getByRole('button', { name: 'Aggiungi a una lista' }).click();
    const chooser = page.getByRole('dialog', { name: 'Aggiungi a una lista' });
    await chooser.getByRole('button', { name: /^Aggiungi a Spesa della settimana/ }).click();
    await expect(storefront.toast(`${product.name} aggiunto alla lista Spesa della settimana`)).toBeVisible();
    await expect(chooser).toBeHidden();
  }

  await storefront.open(TENANT, '/profile/lists');
  await page.getByRole('link', { name: /Spesa della settimana/ }).click();
  await expect(storefront.heading('Spesa della settimana')).toBeVisible();
  for (const product of products) await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Metti tutto nel carrello' }).click();
  await expect(
    storefront.toast('2 prodotti aggiunti al carrello dalla lista Spesa della settimana'),
  ).toBeVisible();

  // Password reset through the e-mailed link, then a login with the new password.
  await storefront.logout('Giulia');
  await expect(storefront.toast('Sei uscito dal tuo account.')).toBeVisible();
  await storefront.open(TENANT);
  await storefront.openLoginDialog();
  await storefront.loginDialog().getByRole('link', { name: 'Hai dimenticato la password?' }).click();
  await expect(storefront.heading('Hai dimenticato la password?')).toBeVisible();
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(storefront.heading('Controlla la tua e-mail')).toBeVisible();

  await page.goto(await mailedLinkOnChain(page, email, 'password-reset', '/reset-password'));
  await expect(storefront.heading('Scegli una nuova password')).toBeVisible();
  await page.getByLabel(/^Nuova password/).fill(newPassword);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(storefront.heading('Password aggiornata')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
  await storefront.submitLogin(email, password);
  await expect(storefront.loginDialog().getByRole('alert')).toBeVisible();
  await storefront
    .loginDialog()
    .getByLabel(/^Password/)
    .fill(newPassword);
  await storefront.loginDialog().getByRole('button', { name: 'Accedi' }).click();
  await expect(storefront.accountButton('Giulia')).toBeVisible();
});
