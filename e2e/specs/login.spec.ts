import { LOGIN_FAILED_MESSAGE } from '@spesa/shared/auth/login.contract';
import { DEMO_SHOPPER, expect, test } from '../fixtures/storefront';

test('the demo shopper logs in and out through the dialog', async ({ storefront }) => {
  await storefront.open('castoro');
  await storefront.openLoginDialog();

  await storefront.submitLogin(DEMO_SHOPPER.email, DEMO_SHOPPER.password);

  await expect(storefront.loginDialog()).toBeHidden();
  await expect(storefront.toast(`Ciao ${DEMO_SHOPPER.firstName}, hai effettuato l’accesso.`)).toBeVisible();
  await expect(storefront.accountButton(DEMO_SHOPPER.firstName)).toBeVisible();

  await storefront.logout(DEMO_SHOPPER.firstName);

  await expect(storefront.toast('Sei uscito dal tuo account.')).toBeVisible();
  await expect(storefront.topBar().getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect(storefront.accountButton(DEMO_SHOPPER.firstName)).toHaveCount(0);
});

test("a wrong password shows the server's message inside the dialog", async ({ storefront }) => {
  await storefront.open('dem');
  const dialog = await storefront.openLoginDialog();

  await storefront.submitLogin(DEMO_SHOPPER.email, 'non-e-la-password');

  await expect(dialog.getByRole('alert')).toHaveText(LOGIN_FAILED_MESSAGE);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await expect(storefront.topBar().getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('the dialog asks for the missing e-mail and password', async ({ storefront }) => {
  await storefront.open('castoro');
  const dialog = await storefront.openLoginDialog();

  await dialog.getByRole('button', { name: 'Accedi' }).click();

  await expect(dialog.getByText("Digitare l'e-mail")).toBeVisible();
  await expect(dialog.getByText('Digitare la password')).toBeVisible();
});

test('a visitor on a protected page is sent home and asked to log in, then reaches it', async ({
  storefront,
  page,
}) => {
  await storefront.open('castoro', '/profile/dashboard');

  await expect(page).toHaveURL(/\/$/);
  await expect(storefront.loginDialog()).toBeVisible();

  await storefront.submitLogin(DEMO_SHOPPER.email, DEMO_SHOPPER.password);

  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await expect(storefront.heading(`Ciao ${DEMO_SHOPPER.firstName}`)).toBeVisible();
});
