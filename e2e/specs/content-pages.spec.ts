import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { outboxMessages } from '../fixtures/outbox';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { getTenant } from '@spesa/tenants/tenants';
import { answerDeliveryDialogs, logIn } from '../fixtures/shopper';
import { expect, test, type Storefront } from '../fixtures/storefront';

// Content pages load their screen's code, then the content answers; the footer test walks a dozen pages.
test.describe.configure({ timeout: 120_000 });

const NOT_FOUND = 'Pagina non Trovata';

/** Each test has data of its own; the chains differ by project only to cover more than one. */
function chainFor(tenants: { phone: TenantCode; desktop: TenantCode }): TenantCode {
  return test.info().project.name === 'phone' ? tenants.phone : tenants.desktop;
}

/** A 1×1 PNG: real picture bytes, as the server recognises an attachment by its content. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The screen shows its content: a breadcrumb, an h1 other than not-found, and no skeleton left in the main area. */
async function expectContentPage(page: Page, storefront: Storefront, what: string): Promise<void> {
  // Every content screen has its breadcrumb, the home page none: the screen has changed.
  await expect(page.getByRole('navigation', { name: 'Sei qui' }), what).toBeVisible();
  const heading = storefront.heading(/\S/);
  await expect(heading, what).toBeVisible();
  await expect(heading, what).not.toHaveText(NOT_FOUND);
  const main = page.getByRole('main');
  await expect(main.locator('[aria-busy="true"]'), what).toHaveCount(0);
  await expect(main, what).not.toContainText(NOT_FOUND);
  expect((await main.innerText()).trim().length, what).toBeGreaterThan(80);
}

/** The footer's menu, answered: it loads when the footer comes near the screen. */
interface FooterLink {
  label: string;
  href: string;
  target: string | null;
  rel: string | null;
}

/**
 * The footer's links once its menus are in (in the server's first HTML, or answered to the browser): spec §2,
 * the footer comes from the menus, which add the pages the chain's own columns lack.
 */
async function footerLinks(storefront: Storefront): Promise<FooterLink[]> {
  await storefront.footer().scrollIntoViewIfNeeded();
  const footer = storefront.footer();
  await expect(footer.locator('a', { hasText: 'Ritiro in negozio' })).toHaveCount(1);
  return footer.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      label: anchor.textContent?.trim() ?? '',
      href: anchor.getAttribute('href') ?? '',
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel'),
    })),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Clicks a footer link, opening its column first on a phone (spec §2: accordions, closed on mobile). */
async function clickFooterLink(storefront: Storefront, label: string): Promise<void> {
  const link = storefront.footer().getByRole('link', { name: label, exact: true }).first();
  if (!(await link.isVisible())) {
    // Inside a closed column the link is hidden from the accessibility tree: find its column by the text.
    const anchor = storefront.page
      .locator('a')
      .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) });
    await storefront.footer().locator('details').filter({ has: anchor }).first().locator('summary').click();
  }
  await link.click();
}

for (const tenant of ['castoro', 'dem'] as const) {
  test(`every footer link of ${tenant} opens a page with content, never '${NOT_FOUND}'`, async ({
    storefront,
    page,
  }) => {
    test.setTimeout(240_000);
    await storefront.open(tenant, '/');
    const links = await footerLinks(storefront);
    const internal = links.filter((link) => link.href.startsWith('/'));
    expect(internal.length).toBeGreaterThanOrEqual(6);
    for (const link of links.filter((candidate) => !candidate.href.startsWith('/'))) {
      // Another site: a new window that cannot reach back to the shop.
      expect(link.target, link.label).toBe('_blank');
      expect(link.rel ?? '', link.label).toContain('noopener');
    }

    // The first link is followed by a click, as a shopper would; the others are opened by address.
    const [first, ...rest] = internal;
    await clickFooterLink(storefront, first!.label);
    await expect(page).toHaveURL(new RegExp(`${first!.href.replace(/[?]/g, '\\?')}$`));
    await expectContentPage(page, storefront, first!.label);
    for (const link of rest) {
      await storefront.open(tenant, link.href);
      if (link.href === '/cookie-center') {
        // The cookie centre is an app screen (spec §2), not a content page: its own heading, never not-found.
        await expect(storefront.heading('Preferenze cookie'), link.label).toBeVisible();
        continue;
      }
      await expectContentPage(page, storefront, `${link.label} (${link.href})`);
    }
  });
}

test("the login dialog's home-delivery link opens the delivery page", async ({ storefront, page }) => {
  await storefront.open(chainFor({ phone: 'dem', desktop: 'castoro' }), '/');
  const dialog = await storefront.openLoginDialog();
  await dialog.getByRole('link', { name: 'Scopri come funziona la consegna a casa' }).click();

  await expect(page).toHaveURL(/\/page\/consegna-a-casa$/);
  await expect(storefront.heading('Consegna a casa')).toBeVisible();
  await expectContentPage(page, storefront, 'Consegna a casa');
  await expect(page.getByRole('navigation', { name: 'Sei qui' })).toContainText('Consegna a casa');
});

test('the FAQ search finds an answer', async ({ storefront, page }) => {
  await storefront.open(chainFor({ phone: 'castoro', desktop: 'dem' }), '/faq');
  await expect(storefront.heading('Domande frequenti')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Come faccio un ordine?' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cerca tra le domande' }).fill('metodi pagamento');

  const question = page.getByRole('button', { name: 'Quali metodi di pagamento accettate?' });
  await expect(question).toBeVisible();
  await expect(page.getByRole('button', { name: 'Come faccio un ordine?' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/risposta trovata|risposte trovate/);
  await question.click();
  await expect(page.getByText(/Puoi pagare con/)).toBeVisible();
  await expect(page).toHaveURL(/\/faq\?q=metodi\+pagamento$/);
});

interface FlyerProduct {
  productId: number;
  name: string;
  priceDisplay: number;
  productInfos: Record<string, string>;
  selectOptions: unknown[];
}

/** A product of the flyer that goes to the cart with one tap: sold by the piece, no options, no limits. */
async function simpleFlyerProduct(page: Page, flyerSlug: string): Promise<FlyerProduct> {
  return page.evaluate(async (slug) => {
    const json = async (url: string) =>
      (await fetch(url, { headers: { Accept: 'application/json' } })).json();
    const [flyer] = (await json(`/p/wp-json/wp/v2/flyer?slug=${slug}`)) as {
      acf: { flyer_product_ids: number[] };
    }[];
    const ids = flyer!.acf.flyer_product_ids;
    const { data } = (await json(
      `/ebsn/api/products?${ids.map((id) => `product_id=${id}`).join('&')}&page_size=100`,
    )) as {
      data: { products: FlyerProduct[] };
    };
    const product = data.products.find(
      (candidate) =>
        candidate.productInfos.TIPOLOGIA === 'Pezzo' &&
        candidate.selectOptions.length === 0 &&
        !candidate.productInfos.MINACQ &&
        !candidate.productInfos.MAXACQ &&
        !candidate.productInfos.QTY_LOCKED,
    );
    if (!product) throw new Error(`no simple product in flyer ${slug}`);
    return product;
  }, flyerSlug);
}

async function openCart(storefront: Storefront): Promise<Locator> {
  await storefront
    .topBar()
    .getByRole('button', { name: /^Apri il carrello/ })
    .click();
  const drawer = storefront.page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("a flyer product goes to the cart, and the checkout's terms link opens the terms of sale", async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chainFor({ phone: 'dem', desktop: 'castoro' });
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));

  await storefront.open(tenant, '/volantini');
  await expect(storefront.heading('Volantini')).toBeVisible();
  await page.getByRole('link', { name: 'Sfoglia “Offerte della settimana”' }).click();
  await expect(storefront.heading('Offerte della settimana')).toBeVisible();

  // The pages as pictures, zoomable in a full-screen viewer.
  await page.getByRole('button', { name: 'Ingrandisci la pagina 1' }).click();
  const viewer = page.getByRole('dialog', { name: /Offerte della settimana, pagina 1 di \d+/ });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Ingrandisci', exact: true }).click();
  await expect(viewer.getByText('Ingrandimento 175%')).toBeVisible();
  await viewer.getByRole('button', { name: 'Chiudi' }).click();
  await expect(viewer).toBeHidden();

  const product = await simpleFlyerProduct(page, 'offerte-della-settimana');
  const products = page.getByRole('region', { name: 'I prodotti del volantino' });
  await products.getByRole('button', { name: `Aggiungi ${product.name} al carrello` }).click();
  const stepper = products.getByRole('button', { name: `Aumenta la quantità di ${product.name}` });
  const promotion = page.getByRole('dialog', { name: 'Promozione disponibile' });
  await answerDeliveryDialogs(page, stepper.or(promotion).first());
  if (await promotion.isVisible()) await promotion.getByRole('button', { name: 'No' }).click();
  await expect(stepper).toBeVisible();

  const drawer = await openCart(storefront);
  await expect(drawer.getByText(product.name, { exact: true }).first()).toBeVisible();
  // Enough pieces for the chain's minimum order (chain settings), so checkout opens.
  const minimum = getTenant(tenant).settings.minimumOrder.homeDelivery;
  const quantity = drawer.getByRole('textbox', { name: `Quantità di ${product.name}` });
  await quantity.fill(String(Math.ceil(minimum / product.priceDisplay) + 1));
  await quantity.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Concludi ordine' })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Concludi ordine' }).click();
  await expect(storefront.heading('Concludi ordine')).toBeVisible();

  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('main').getByRole('link', { name: 'condizioni di vendita', exact: true }).click(),
  ]);
  await expect(terms).toHaveURL(/\/page\/condizioni-di-vendita$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeVisible();
  await expect(terms.getByRole('main')).not.toContainText(NOT_FOUND);
});

test('the customer-service form with an attachment is sent and mailed; without the required fields it shows the errors', async ({
  storefront,
  page,
}) => {
  const tenant = chainFor({ phone: 'castoro', desktop: 'dem' });
  const marker = randomUUID();
  const email = `cliente.${marker}@example.com`;
  await storefront.open(tenant, '/servizio-clienti');
  await expect(storefront.heading('Servizio clienti')).toBeVisible();
  const main = page.getByRole('main');

  await main.getByRole('textbox', { name: /^Nome e cognome/ }).fill('Giulia Bianchi');
  await main.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await main.getByRole('textbox', { name: /^Telefono/ }).fill('333 1234567');
  await main.getByRole('combobox', { name: /^Argomento/ }).selectOption({ label: 'Consegna o ritiro' });
  await main
    .getByRole('textbox', { name: /^Messaggio/ })
    .fill(`La spesa è arrivata senza il latte. Rif. ${marker}`);
  await main.locator('input[type="file"]').setInputFiles({
    name: 'scontrino.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(main.getByText(/scontrino\.png allegato/)).toBeVisible();
  await main.getByRole('button', { name: 'Invia la richiesta' }).click();

  await expect(main.getByRole('status')).toContainText('Grazie, abbiamo ricevuto la tua richiesta');

  // The request reaches customer service with its attachment, and the shopper gets an acknowledgement.
  await expect
    .poll(async () => {
      const messages = await outboxMessages(page);
      const request = messages.find(
        (message) => message.kind === 'content-form' && message.text.includes(marker),
      );
      const acknowledgement = messages.find(
        (message) => message.kind === 'content-form-ack' && message.to === email,
      );
      return Boolean(request?.text.includes('scontrino.png') && acknowledgement);
    })
    .toBe(true);

  // A second request, sent empty: the spec §5 messages under the required fields, nothing sent.
  const sentBefore = (await outboxMessages(page)).length;
  await main.getByRole('button', { name: 'Invia un’altra richiesta' }).click();
  await main.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(main.getByText('Campo obbligatorio')).toHaveCount(4);
  await expect(main.getByRole('textbox', { name: /^Nome e cognome/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect((await outboxMessages(page)).length).toBe(sentBefore);
});
