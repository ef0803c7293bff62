import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { allProducts, type CatalogueProduct } from '../fixtures/catalogue-api';
import { tenantUrl } from '../fixtures/e2e-server';
import { mailsOf } from '../fixtures/outbox';
import { pickerOf, staffLogin } from '../fixtures/staff';
import { expect, test, type Shopper } from '../fixtures/storefront';

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

interface PlacedOrder {
  orderId: number;
  orderNumber: number;
  day: string;
  timeslotId: number;
}

/** A pick-up order of a new shopper at the chain's default store (the picker's), paid on delivery. */
async function placeOrder(browser: Browser, shopper: Shopper): Promise<PlacedOrder> {
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
    const items = pieces.slice(0, 2).map((p, i) => ({ productId: p.productId, quantity: [2, 1][i] }));
    await call(page, 'POST', '/cart/add', { items });
    await call(page, 'POST', '/checkout/prepare', { terms_accepted: true });
    const { order } = await call<{
      order: { orderId: number; orderNumber: number; timeslot: { date: string; timeslotId: number } };
    }>(page, 'POST', '/checkout/buy?payment_type_id=2');
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      day: order.timeslot.date.slice(0, 10),
      timeslotId: order.timeslot.timeslotId,
    };
  } finally {
    await context.close();
  }
}

/** The picker's login with the second factor (README "Back-office"). */
async function logInAsPicker(page: Page): Promise<void> {
  await staffLogin(page, 'castoro', pickerOf('castoro'));
  await expect(page.getByText(/picking@castoro\.spesa\.example — Preparatore/)).toBeVisible();
}

test('the picker picks an order on a phone, and the shopper reads its final total', async ({
  page,
  browser,
  newShopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the picker works on a phone');
  const shopper = await newShopper('castoro');
  const order = await placeOrder(browser, shopper);

  await logInAsPicker(page);
  await page
    .getByRole('navigation', { name: 'Sezioni del back-office' })
    .getByRole('link', { name: 'Picking' })
    .click();
  await expect(page.getByRole('heading', { name: 'Picking', level: 1 })).toBeVisible();
  // The picker's store is fixed: the day and the slot are chosen.
  await page.getByRole('textbox', { name: 'Giorno', exact: true }).fill(order.day);
  await page.getByRole('combobox', { name: 'Fascia oraria' }).click();
  // The order's own slot (MUI gives each option its value).
  const slot = page.getByRole('listbox').locator(`[data-value="${order.timeslotId}"]`);
  await expect(slot).toBeVisible();
  await slot.click();
  await expect(page).toHaveURL(new RegExp(`[?&]slot=${order.timeslotId}\\b`));

  const card = page.getByRole('region', { name: `Ordine n. ${order.orderNumber}`, exact: true });
  await expect(card).toBeVisible();
  const lines = card.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-picking-phone.png'), fullPage: true });

  for (let index = 0; index < 2; index++) {
    const line = lines.nth(index);
    const weight = line.getByRole('button', { name: 'Peso reale' });
    if (await weight.isVisible()) {
      await line.getByLabel('Peso in grammi').fill('250');
      await weight.click();
      await expect(line.getByTestId('picking-line-state')).toHaveText('Pesato: 250 g');
    } else {
      await line.getByRole('button', { name: 'Confermato' }).click();
      await expect(line.getByTestId('picking-line-state')).toHaveText('Confermato');
    }
  }
  await expect(card.getByText('2 righe su 2 preparate')).toBeVisible();

  await card.getByRole('button', { name: 'Fine preparazione' }).click();
  const finalAmount = card.getByText(/^Importo finale: /);
  await expect(finalAmount).toBeVisible();
  // Paid on delivery: nothing to capture online.
  await expect(card.getByText('Pagamento: Nessun incasso online')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Riprova' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('admin-picking-finished-phone.png'), fullPage: true });
  const amount = ((await finalAmount.textContent()) ?? '').replace('Importo finale: ', '');

  // README "Picking": the shopper is told what changed and the final amount.
  const picked = await mailsOf(page, shopper.email, 'order-picked');
  expect(picked).toHaveLength(1);

  const shopperContext = await browser.newContext();
  try {
    const shopperPage = await shopperContext.newPage();
    await shopperPage.goto(tenantUrl('castoro', '/ready'));
    await call(shopperPage, 'POST', '/auth/login', { login: shopper.email, password: shopper.password });
    await shopperPage.goto(tenantUrl('castoro', `/profile/orders/${order.orderId}`));
    await expect(shopperPage.getByTestId('order-final-total')).toHaveText(
      `Totale finale dopo la preparazione: ${amount}`,
    );
  } finally {
    await shopperContext.close();
  }
});
