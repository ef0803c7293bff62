import { HUMAN_CHECK_MESSAGES } from '@spesa/shared/human-check/human-check.contract';
import { expect, test } from '../fixtures/storefront';
import { builtChunkHref } from '../fixtures/web-build';

const TENANT = 'castoro';

// spec §7 human check: ALTCHA, the chain's default, in the browser. The widget loads only with the screens
// that need it, fetches the chain's signed challenge and solves it by itself; the registration carries it.
test('a visitor registers in the browser: the ALTCHA widget solves its challenge and the registration passes', async ({
  storefront,
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const widgetChunk = builtChunkHref('src/components/human-check/altcha-widget.tsx');
  const widgetChunks: string[] = [];
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === widgetChunk) widgetChunks.push(request.url());
    if (request.url().includes('/ebsn/api/human-check/challenge')) challenges.push(request.url());
  });

  await storefront.open(TENANT);
  await expect(storefront.heading(/./).first()).toBeVisible();
  // The home page never loads the widget nor asks for a challenge.
  expect(widgetChunks).toEqual([]);
  expect(challenges).toEqual([]);

  await storefront.open(TENANT, '/registration-user');
  await expect(storefront.heading('Registrati')).toBeVisible();
  // Solved on its own as the screen opens (auto="onload"): the widget says so in Italian.
  await expect(page.getByRole('checkbox', { name: 'Verificato' })).toBeChecked({ timeout: 60_000 });
  expect(widgetChunks).toHaveLength(1);
  expect(challenges).toHaveLength(1);

  const email = `umano.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByLabel(/^Password/).fill('primaPwd1');
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Giulia');
  await page.getByRole('textbox', { name: /^Cognome/ }).fill('Verdi');
  await page.getByRole('textbox', { name: /Cellulare/ }).fill('333 1234567');
  await page.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
  const registration = page.waitForRequest((request) =>
    request.url().includes('/registration/register_user'),
  );
  await page.getByRole('button', { name: 'Registrati' }).click();
  const sent = new URL((await registration).url());
  expect(sent.searchParams.get('token_recaptcha')).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
  await expect(storefront.heading('Controlla la tua e-mail')).toBeVisible();
});

test('a registration whose token the server refuses shows the Italian reason, and a fresh challenge is solved', async ({
  storefront,
  page,
}) => {
  test.setTimeout(90_000);
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ebsn/api/human-check/challenge')) challenges.push(request.url());
  });
  // The token is altered on its way: the server must refuse it (a forged token), and the form say why.
  await page.route('**/ebsn/api/registration/register_user?**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('token_recaptcha', 'falso');
    return route.continue({ url: url.toString() });
  });
  await storefront.open(TENANT, '/registration-user');
  await expect(page.getByRole('checkbox', { name: 'Verificato' })).toBeChecked({ timeout: 60_000 });
  await page.getByRole('textbox', { name: /E-mail/ }).fill(`falso.${Date.now()}@example.com`);
  await page.getByLabel(/^Password/).fill('primaPwd1');
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Giulia');
  await page.getByRole('textbox', { name: /^Cognome/ }).fill('Verdi');
  await page.getByRole('textbox', { name: /Cellulare/ }).fill('333 1234567');
  await page.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByRole('alert')).toHaveText(HUMAN_CHECK_MESSAGES.invalid);
  await expect(storefront.heading('Registrati')).toBeVisible();
  // A spent token is replaced: the widget asks a fresh challenge and solves it for the next attempt.
  await expect.poll(() => challenges).toHaveLength(2);
  await expect(page.getByRole('checkbox', { name: 'Verificato' })).toBeChecked({ timeout: 60_000 });
});
