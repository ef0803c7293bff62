import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { allProducts, type CatalogueProduct } from '../fixtures/catalogue-api';
import { tenantUrl } from '../fixtures/e2e-server';
import {
  chainAdminOf,
  storeManagerOf,
  submitStaffPassword as submitPassword,
  totpNow,
} from '../fixtures/staff';
import { expect, test, type Shopper } from '../fixtures/storefront';

const MANAGER = storeManagerOf('castoro');
const ADMIN = chainAdminOf('castoro');

type Listed = CatalogueProduct & { productId: number; warehousePromo: unknown };

/** One call of the chain's API from a page on its host; the answer's data, or the test fails with it. */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ url, method, body }) => {
      const res = await fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { response: { status: number }; data: T } };
    },
    { url: `/ebsn/api${path}`, method, body },
  );
  if (answer.status !== 200 || answer.json.response.status !== 0) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  return answer.json.data;
}

/**
 * A pick-up order of a new shopper at the chain's default store (the store of the demo store manager), paid
 * on delivery, so confirmed at once (status 3), placed over HTTP as the storefront would.
 */
async function placeOrder(browser: Browser, shopper: Shopper) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(tenantUrl('castoro', '/ready'));
    await call(page, 'POST', '/auth/login', { login: shopper.email, password: shopper.password });
    const { stores } = await call<{
      stores: { storeId: number; isDefault: boolean; addressId: number | null }[];
    }>(page, 'GET', '/store/list');
    const store = stores.find((s) => s.isDefault && s.addressId !== null);
    if (!store) throw new Error('the default store offers no pick-up');
    await call(page, 'POST', `/store/select?store_id=${store.storeId}`);
    const { days } = await call<{
      days: { dateIso: string; timeslots: { timeslotId: number; status: string; active: number }[] }[];
    }>(page, 'GET', '/timeslot/list');
    const day = days.find((d) => d.timeslots.some((t) => t.active === 1 && t.status !== 'full'));
    const slot = day?.timeslots.find((t) => t.active === 1 && t.status !== 'full');
    if (!day || !slot) throw new Error('no free slot at the default store');
    await call(page, 'GET', `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${slot.timeslotId}`);
    const pieces = ((await allProducts(page)) as Listed[]).filter(
      (p) =>
        p.productInfos.TIPOLOGIA === 'Pezzo' &&
        !p.productInfos.MINACQ &&
        !p.productInfos.QTY_MULT &&
        !p.productInfos.MAXACQ &&
        !p.productInfos.QTY_LOCKED &&
        p.selectOptions.length === 0 &&
        !p.warehousePromo,
    );
    const items = pieces.slice(0, 3).map((p, i) => ({ productId: p.productId, quantity: [2, 1, 3][i] }));
    await call(page, 'POST', '/cart/add', { items });
    await call(page, 'POST', '/checkout/prepare', { terms_accepted: true });
    const bought = await call<{ order: { orderNumber: number; timeslot: { date: string } } }>(
      page,
      'POST',
      '/checkout/buy?payment_type_id=2',
    );
    return { orderNumber: bought.order.orderNumber, day: bought.order.timeslot.date.slice(0, 10) };
  } finally {
    await context.close();
  }
}

test('a store manager logs in on a phone with the second factor, finds an order and moves it on', async ({
  page,
  browser,
  newShopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the store manager works on a phone');
  const order = await placeOrder(browser, await newShopper('castoro'));

  await page.goto(tenantUrl('castoro', '/admin'));
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
  // The back-office has none of the storefront's shell.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-login-phone.png'), fullPage: true });

  await submitPassword(page, MANAGER.email);
  // A wrong code: the valid one with its last digit changed.
  const valid = await totpNow(MANAGER.secret);
  const wrong = `${valid.slice(0, 5)}${(Number(valid[5]) + 1) % 10}`;
  await page.getByLabel('Codice di 6 cifre').fill(wrong);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Il codice di verifica non è valido o è già stato usato.')).toBeVisible();

  await page.getByLabel('Codice di 6 cifre').fill(await totpNow(MANAGER.secret));
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(page.getByRole('heading', { name: 'Ordini' })).toBeVisible();
  await expect(
    page.getByText(/negozio@castoro\.spesa\.example — Responsabile del punto vendita/),
  ).toBeVisible();

  await page.getByLabel('Giorno').fill(order.day);
  await page.getByLabel('Cerca per numero ordine, e-mail o nome').fill(String(order.orderNumber));
  await page.getByRole('button', { name: 'Cerca' }).click();
  const list = page.getByRole('list', { name: 'Elenco degli ordini' });
  const card = list.getByRole('link', { name: new RegExp(`Ordine n\\. ${order.orderNumber}\\b`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Ordinato');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-board-phone.png'), fullPage: true });

  await card.click();
  await expect(page.getByRole('heading', { name: `Ordine n. ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Ordinato');
  // The store manager sees the shopper's contacts (README "Back-office").
  await expect(page.getByRole('heading', { name: 'Contatti del cliente' })).toBeVisible();
  await page.getByRole('button', { name: 'In preparazione', exact: true }).click();
  await expect(page.getByText('Stato dell’ordine aggiornato: In preparazione.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('In preparazione');
  await page.screenshot({ path: testInfo.outputPath('admin-order-phone.png'), fullPage: true });

  // Back on the board, with its filters: the order reads its new status.
  await page.getByRole('link', { name: 'Torna agli ordini' }).click();
  await expect(card).toContainText('In preparazione');
});

test('the chain admin reads the board as a table on a desktop', async ({
  page,
  browser,
  newShopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the table is the desktop board');
  const order = await placeOrder(browser, await newShopper('castoro'));
  await page.goto(tenantUrl('castoro', '/admin/login'));
  await submitPassword(page, ADMIN.email);
  await page.getByLabel('Codice di 6 cifre').fill(await totpNow(ADMIN.secret));
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(
    page.getByText(/admin@castoro\.spesa\.example — Amministratore della catena — Tutta la catena/),
  ).toBeVisible();
  // Every day of the default store.
  await page.getByLabel('Giorno').fill('');
  const table = page.getByRole('table', { name: 'Tabella degli ordini' });
  await expect(
    table.getByRole('link', { name: `Ordine n. ${order.orderNumber}`, exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-board-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
});
