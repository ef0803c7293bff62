import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { tenantUrl } from '../fixtures/e2e-server';
import { contentEditorOf, staffLogin } from '../fixtures/staff';
import { expect, test } from '../fixtures/storefront';

/** A chain whose "Chi siamo" page no other spec reads. */
const CHAIN: TenantCode = 'pewex';

test('the content editor withdraws a page, rewrites it, previews it and publishes it; the shop shows it at once', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the editor works on a phone');
  const text = `Siamo a Pewex dal 1962, ogni giorno ${Date.now()}.`;

  await staffLogin(page, CHAIN, contentEditorOf(CHAIN));
  // The content editor's first screen is the content.
  await expect(page.getByRole('heading', { name: 'Contenuti' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Elenco dei contenuti' })
    .getByRole('link', { name: /Chi siamo/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Modifica contenuto' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Ritira dal negozio' }).click();
  await expect(page.getByText('Contenuto ritirato: ora è una bozza.')).toBeVisible();

  await page.getByLabel(/^Testo \(HTML\)/).fill(`<h2>La nostra storia</h2><p>${text}</p>`);
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByText('Modifiche salvate.')).toBeVisible();

  const shop = await browser.newPage();
  await shop.goto(tenantUrl(CHAIN, '/page/chi-siamo'));
  // A draft is not in the shop.
  await expect(shop.getByText('La nostra storia')).toHaveCount(0);
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.getByText(text)).toHaveCount(0);

  await page.getByRole('button', { name: 'Anteprima' }).click();
  const preview = page.getByRole('region', { name: 'Anteprima come nel negozio' });
  await expect(preview.getByRole('heading', { name: 'La nostra storia' })).toBeVisible();
  await expect(preview.getByText(text)).toBeVisible();

  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Contenuto pubblicato: è già visibile nel negozio.')).toBeVisible();

  await shop.goto(tenantUrl(CHAIN, '/page/chi-siamo'));
  await expect(shop.getByRole('heading', { name: 'La nostra storia' })).toBeVisible();
  await expect(shop.getByText(text)).toBeVisible();
  await shop.close();
});

test('the content editor makes a flyer of two products, publishes it, and the shop shows its offers', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the editor works on a phone');
  // Not the chain of the test above: a TOTP code is accepted once, and both may log in within one 30-s step.
  const chain: TenantCode = 'sacoph';
  const slug = `offerte-${Date.now()}`;
  const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  await staffLogin(page, chain, contentEditorOf(chain));
  await page.getByRole('tab', { name: 'Volantini' }).click();
  await page.getByRole('link', { name: 'Nuovo contenuto' }).click();
  await page.getByLabel(/^Titolo/).fill('Offerte del fresco');
  await page.getByLabel(/^Slug/).fill(slug);
  await page.getByLabel(/^Testo \(HTML\)/).fill('<p>Le offerte della settimana.</p>');
  await page.getByLabel(/^Primo giorno/).fill(isoDay(0));
  await page.getByLabel(/^Ultimo giorno/).fill(isoDay(6));
  await page.getByLabel(/^Codice o nome del prodotto/).fill('mele');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const results = page.getByRole('list', { name: 'Prodotti trovati' });
  const adds = results.getByRole('button', { name: /^Aggiungi / });
  await expect(adds.nth(1)).toBeVisible();
  const names = (await results.getByRole('listitem').allTextContents()).slice(0, 2);
  await adds.nth(0).click();
  await adds.nth(1).click();
  await expect(page.getByText('Prodotti del volantino (2 su 24)')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-flyer-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByText('Bozza creata: pubblicala quando è pronta.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modifica contenuto' })).toBeVisible();
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Contenuto pubblicato: è già visibile nel negozio.')).toBeVisible();

  const shop = await browser.newPage();
  await shop.goto(tenantUrl(chain, `/volantini/${slug}`));
  await expect(shop.getByRole('heading', { level: 1, name: 'Offerte del fresco' })).toBeVisible();
  for (const name of names) {
    const productName = name.replace(/Codice: .*$/, '');
    await expect(shop.getByRole('main').getByText(productName, { exact: true }).first()).toBeVisible();
  }
  await shop.close();
});
