import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { tenantUrl } from '../fixtures/e2e-server';
import { chainAdminOf, staffLogin, totpNow } from '../fixtures/staff';
import { expect, test } from '../fixtures/storefront';

/** A chain whose admin no other spec logs in as: a TOTP code is accepted once. */
const CHAIN: TenantCode = 'ipercarni';

test('the chain admin adds a picker, who logs in with the second factor shown to scan', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the back-office works on a phone');
  const email = `preparatore.${Date.now()}@${CHAIN}.spesa.example`;
  const password = 'bilancia-fresca-42';

  await staffLogin(page, CHAIN, chainAdminOf(CHAIN));
  await page
    .getByRole('navigation', { name: 'Sezioni del back-office' })
    .getByRole('link', { name: 'Personale' })
    .click();
  const form = page.getByRole('form').or(page.locator('form')).filter({ hasText: 'Nuovo membro' });
  await form.getByLabel(/^Nome/).fill('Giulia Bianchi');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Password iniziale/).fill(password);
  // A picker works in one store.
  await form.getByRole('combobox', { name: 'Punto vendita' }).click();
  const store = page.getByRole('listbox').getByRole('option').nth(1);
  const storeName = (await store.textContent()) ?? '';
  await store.click();
  await form.getByRole('button', { name: 'Crea' }).click();

  const dialog = page.getByRole('dialog', { name: `Secondo fattore di ${email}` });
  await expect(dialog.getByRole('img', { name: `Codice QR del secondo fattore di ${email}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-staff-secret-phone.png'), fullPage: true });
  const secret = await dialog.getByLabel('Chiave segreta').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByRole('list', { name: 'Membri del personale' }).getByText(email)).toBeVisible();

  const picker = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await picker.goto(tenantUrl(CHAIN, '/admin/login'));
  await picker.getByLabel('E-mail').fill(email);
  await picker.getByLabel('Password').fill(password);
  await picker.getByRole('button', { name: 'Continua' }).click();
  await picker.getByLabel('Codice di 6 cifre').fill(await totpNow(secret));
  await picker.getByRole('button', { name: 'Accedi' }).click();
  await expect(picker.getByText(`${email} — Preparatore — ${storeName}`)).toBeVisible();
  await picker.close();
});
