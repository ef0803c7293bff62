import { formatEuro } from '@spesa/shared/common/money';
import { ORDER_STATUS_LABELS } from '@spesa/shared/rules/order-status';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { getTenant } from '@spesa/tenants/tenants';
import type { Locator, Page } from '@playwright/test';
import { allProducts, type CatalogueProduct } from '../fixtures/catalogue-api';
import { mailsOf } from '../fixtures/outbox';
import { answerDeliveryDialogs, logIn, logInDemoShopper } from '../fixtures/shopper';
import { expect, test, type Storefront } from '../fixtures/storefront';

// The journey walks through dialogs, two payments on the gateway's page and the order history.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const APPROVING_CARD = '4242 4242 4242 4242';
const DECLINING_CARD = '4000 0000 0000 0002';

/**
 * The gift code BENVENUTO5 is the demo shopper's: phone and desktop run side by side on one database, so each
 * has a chain (and so a cart) of its own, which no other spec logs the demo shopper into (a login elsewhere would
 * give the shopper a new open cart mid-checkout).
 */
function chain(): TenantCode {
  return test.info().project.name === 'phone' ? 'pim' : 'dem';
}

interface JourneyProducts {
  weighed: CatalogueProduct;
  withOptions: CatalogueProduct;
  piece: CatalogueProduct;
}

/** Three products of the chain: one sold by weight, one with options, one by the piece. */
async function pickProducts(page: Page): Promise<JourneyProducts> {
  const products = (await allProducts(page)).filter((product) => {
    const infos = product.productInfos;
    return !infos.MINACQ && !infos.MAXACQ && !infos.QTY_LOCKED;
  });
  const weighed = products.find(
    (product) => product.productInfos.TIPOLOGIA === 'Sfuso' && product.selectOptions.length === 0,
  )!;
  const withOptions = products.find((product) => product.selectOptions.length > 0)!;
  // Another name than the two above: the drawer lists the lines by name.
  const piece = products.find(
    (product) =>
      product.productInfos.TIPOLOGIA === 'Pezzo' &&
      product.selectOptions.length === 0 &&
      product.name !== weighed.name &&
      product.name !== withOptions.name,
  )!;
  return { weighed, withOptions, piece };
}

/** The chain's minimum order for home delivery, euro (chain settings; the journeys deliver to "Casa"). */
const minimumOrderOf = (tenant: TenantCode): number => getTenant(tenant).settings.minimumOrder.homeDelivery;

/** Pieces of `product` enough on their own to reach the chain's minimum order. */
const piecesForMinimum = (tenant: TenantCode, product: CatalogueProduct): number =>
  Math.ceil(minimumOrderOf(tenant) / product.priceDisplay) + 1;

/**
 * Adds a product from its page, choosing its options there and saying no to a selectable promotion; with
 * `quantity`, types it in the page's stepper (a product sold by the piece).
 */
async function addFromProductPage(
  storefront: Storefront,
  tenant: TenantCode,
  product: CatalogueProduct,
  quantity?: number,
) {
  const { page } = storefront;
  await storefront.open(tenant, `/product/${product.slug}`);
  await expect(storefront.heading(product.name)).toBeVisible();
  for (const option of product.selectOptions) {
    if (option.type === 'radio') {
      await page.getByRole('radiogroup', { name: option.name }).getByRole('radio').first().check();
    } else {
      await page
        .getByRole('combobox', { name: option.name })
        .selectOption({ label: option.options[0]!.name });
    }
  }
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  const stepper = page
    .getByRole('main')
    .getByRole('button', { name: `Aumenta la quantità di ${product.name}` });
  const promotion = page.getByRole('dialog', { name: 'Promozione disponibile' });
  await answerDeliveryDialogs(page, stepper.or(promotion).first());
  if (await promotion.isVisible()) await promotion.getByRole('button', { name: 'No' }).click();
  await expect(stepper).toBeVisible();
  if (quantity !== undefined) {
    const input = page.getByRole('main').getByRole('textbox', { name: `Quantità di ${product.name}` });
    await input.fill(String(quantity));
    await input.press('Enter');
    await expect(input).toHaveValue(String(quantity));
  }
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

/** From the drawer to the gateway's page: checkout (terms accepted), then the card on /payment. */
async function checkOutWithCard(
  storefront: Storefront,
  drawer: Locator,
  giftCode?: string,
  { hasVariableWeight = false } = {},
): Promise<void> {
  const { page } = storefront;
  await drawer.getByRole('button', { name: 'Concludi ordine' }).click();
  await expect(storefront.heading('Concludi ordine')).toBeVisible();
  if (giftCode) {
    await page.getByRole('textbox', { name: 'Hai un codice sconto?' }).fill(giftCode);
    await page.getByRole('button', { name: 'Applica', exact: true }).click();
    await expect(page.getByRole('button', { name: `Rimuovi il codice ${giftCode}` })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();

  await expect(storefront.heading('Pagamento')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Carta di credito/ })).toBeChecked();
  await expect(page.getByTestId('pre-authorised-amount')).toHaveText(/\d+,\d{2}\s€/);
  // Weighed goods make the card's authorisation larger than the estimate: the screen says why.
  const reason = page.getByTestId('pre-authorisation-reason');
  if (hasVariableWeight) {
    await expect(reason).toHaveText(
      /^Ti chiediamo un'autorizzazione di \d+,\d{2}\s€ perché il peso dei prodotti freschi può variare; addebitiamo solo l'importo finale$/,
    );
  } else {
    await expect(reason).toHaveCount(0);
  }
  await page.getByRole('button', { name: /^Conferma e paga/ }).click();
}

/**
 * The built-in test gateway's own page (server-rendered): the card is typed there, never in the app. It names
 * the chain and offers the way back to the shop.
 */
async function payOnGateway(page: Page, tenant: TenantCode, cardNumber: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pagamento con carta' })).toBeVisible();
  await expect(page.getByText(getTenant(tenant).texts.brandName, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna al negozio' })).toHaveAttribute(
    'href',
    /^\/cart\/payment-error\/\d+$/,
  );
  await page.getByLabel('Intestatario della carta').fill('Mario Rossi');
  await page.getByLabel('Numero della carta').fill(cardNumber);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
  await page.getByRole('button', { name: /^Paga / }).click();
}

/** The chain's order number the result page shows ('Ordine n. 7'); its URL carries the order's id. */
async function orderNumberShown(page: Page): Promise<number> {
  const label = page
    .getByRole('main')
    .getByText(/^Ordine n\. \d+$/)
    .first();
  await expect(label).toBeVisible();
  return Number((await label.textContent())!.replace(/\D/g, ''));
}

/** The orders list's entry of the order: 'Ordine n. 1' is not 'Ordine n. 12'. */
const listed = (page: Page, orderNumber: number) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Ordine n. ${orderNumber}`, exact: true }),
  });

function orderIdIn(page: Page, kind: 'payment-completed' | 'payment-error'): number {
  const match = new RegExp(`/cart/${kind}/(\\d+)$`).exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return Number(match![1]);
}

test('the demo shopper fills the cart, checks out with a gift code, pays by card and finds the order', async ({
  storefront,
  page,
}) => {
  const tenant = chain();
  await logInDemoShopper(storefront, tenant);
  const products = await pickProducts(page);

  await addFromProductPage(storefront, tenant, products.weighed);
  await expect(page.getByRole('main').getByText(/^\d+,\d{3} kg$/)).toBeVisible();
  await addFromProductPage(storefront, tenant, products.withOptions);
  await addFromProductPage(storefront, tenant, products.piece, piecesForMinimum(tenant, products.piece));

  const drawer = await openCart(storefront);
  await expect(drawer.getByText('Hai 3 prodotti nel carrello')).toBeVisible();
  await expect(drawer.getByText('Casa', { exact: true })).toBeVisible();
  for (const product of Object.values(products)) {
    await expect(drawer.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  }
  await expect(
    drawer
      .getByRole('region', { name: 'Riepilogo' })
      .getByText(/^Totale/)
      .last(),
  ).toBeVisible();

  await checkOutWithCard(storefront, drawer, 'BENVENUTO5', { hasVariableWeight: true });
  await payOnGateway(page, tenant, APPROVING_CARD);

  await expect(storefront.heading('Grazie, ordine confermato!')).toBeVisible();
  orderIdIn(page, 'payment-completed');
  const orderNumber = await orderNumberShown(page);

  await storefront.open(tenant, '/profile/orders');
  await expect(storefront.heading('I miei ordini')).toBeVisible();
  const order = listed(page, orderNumber);
  await expect(order).toBeVisible();
  await expect(order).toContainText(ORDER_STATUS_LABELS[3]!);
  await expect(order).not.toContainText('Pagamento da completare');
  await expect(
    storefront.topBar().getByRole('button', { name: 'Apri il carrello, 0 prodotti' }),
  ).toBeVisible();
});

test('a declined card leads to the payment-error page, and paying again from there works', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chain();
  const shopper = await newShopper(tenant, { withHomeAddress: true });
  await logIn(storefront, tenant, shopper);
  const { piece } = await pickProducts(page);
  await addFromProductPage(storefront, tenant, piece, piecesForMinimum(tenant, piece));

  const drawer = await openCart(storefront);
  await checkOutWithCard(storefront, drawer);
  await payOnGateway(page, tenant, DECLINING_CARD);

  await expect(storefront.heading('Errore nel pagamento del tuo Ordine')).toBeVisible();
  const orderId = orderIdIn(page, 'payment-error');
  const orderNumber = await orderNumberShown(page);
  await expect(page.getByText(/resta sospeso finché non lo paghi/)).toBeVisible();

  await page.getByRole('button', { name: 'Riprova il pagamento' }).click();
  await payOnGateway(page, tenant, APPROVING_CARD);

  await expect(storefront.heading('Grazie, ordine confermato!')).toBeVisible();
  expect(orderIdIn(page, 'payment-completed')).toBe(orderId);
  await page.getByRole('link', { name: 'Vedi l’ordine' }).click();
  await expect(storefront.heading(`Ordine n. ${orderNumber}`)).toBeVisible();
  await expect(page.getByText(ORDER_STATUS_LABELS[3]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova il pagamento' })).toHaveCount(0);

  // The order's e-mails reach the outbox: the failed payment with its pay-again link, then the confirmation.
  const [failed] = await mailsOf(page, shopper.email, 'order-payment-failed');
  expect(failed!.subject).toBe(`Errore nel pagamento del tuo ordine n. ${orderNumber}`);
  expect(failed!.links.map((link) => new URL(link).pathname)).toContain(`/cart/payment-error/${orderId}`);
  const received = await mailsOf(page, shopper.email, 'order-received');
  expect(received).toHaveLength(1);
  expect(received[0]!.subject).toBe(`Abbiamo ricevuto il tuo ordine n. ${orderNumber}`);
  expect(received[0]!.text).toMatch(new RegExp(`^Caro ${shopper.firstName},`));
  expect(received[0]!.text).toContain(piece.name);
  expect(received[0]!.links.map((link) => new URL(link).pathname)).toContain(`/profile/orders/${orderId}`);
});

test('a shopper below the minimum order is told how much is missing, and checks out once it is reached', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chain();
  const minimum = minimumOrderOf(tenant);
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  const { piece } = await pickProducts(page);
  await addFromProductPage(storefront, tenant, piece);

  const drawer = await openCart(storefront);
  const summary = drawer.getByRole('region', { name: 'Riepilogo' });
  // On a phone the summary shows the total alone; its lines are one tap away.
  if (test.info().project.name === 'phone') {
    await summary.getByRole('button', { name: 'Dettaglio del totale' }).click();
  }
  const goodsText = await summary.locator('[data-total-line="goods"] dd').innerText();
  const goods = Number(goodsText.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(goods).toBeGreaterThan(0);
  expect(goods).toBeLessThan(minimum);
  const missing = formatEuro(Math.round((minimum - goods) * 100) / 100);
  await expect(summary.getByText(/per raggiungere l'ordine minimo/)).toHaveText(
    `Ti mancano ${missing} per raggiungere l'ordine minimo di ${formatEuro(minimum)}`,
  );
  const checkout = summary.getByRole('button', { name: 'Concludi ordine' });
  await expect(checkout).toBeDisabled();

  const quantity = drawer.getByRole('textbox', { name: `Quantità di ${piece.name}` });
  await quantity.fill(String(piecesForMinimum(tenant, piece)));
  await quantity.press('Enter');
  await expect(summary.getByText(/per raggiungere l'ordine minimo/)).toHaveCount(0);
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(storefront.heading('Concludi ordine')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vai al pagamento' })).toBeEnabled();
});

/** The order's total on its page, in cents ('12,34 €' in the summary's last line). */
async function orderTotalCents(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  const total = summary.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/).last();
  await expect(total).toBeVisible();
  const text = (await total.textContent())!;
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

test('the shopper modifies an order, adds a product, confirms, and the same order shows the new total', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chain();
  const shopper = await newShopper(tenant, { withHomeAddress: true });
  await logIn(storefront, tenant, shopper);
  const { piece, withOptions } = await pickProducts(page);
  await addFromProductPage(storefront, tenant, piece, piecesForMinimum(tenant, piece));
  await checkOutWithCard(storefront, await openCart(storefront));
  await payOnGateway(page, tenant, APPROVING_CARD);
  await expect(storefront.heading('Grazie, ordine confermato!')).toBeVisible();
  const orderId = orderIdIn(page, 'payment-completed');
  const orderNumber = await orderNumberShown(page);

  await storefront.open(tenant, `/profile/orders/${orderId}`);
  await expect(storefront.heading(`Ordine n. ${orderNumber}`)).toBeVisible();
  await expect(page.getByText(/^Modificabile fino a \p{L}+ \d{1,2} \p{L}+ alle \d{2}:\d{2}$/u)).toBeVisible();
  const before = await orderTotalCents(page);
  await page.getByRole('button', { name: 'Modifica ordine' }).click();
  await page
    .getByRole('dialog', { name: 'Modificare l’ordine?' })
    .getByRole('button', { name: 'Si' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(
    drawer.getByText(new RegExp(`^Stai modificando l’ordine ${orderNumber}: conferma di nuovo entro`)),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Annulla modifiche' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: piece.name, exact: true })).toBeVisible();

  await addFromProductPage(storefront, tenant, withOptions);
  const modified = await openCart(storefront);
  await expect(modified.getByText('Hai 2 prodotti nel carrello')).toBeVisible();
  await checkOutWithCard(storefront, modified, undefined, {
    hasVariableWeight: withOptions.productInfos.TIPOLOGIA === 'Sfuso',
  });
  // The new total is above the card's hold: the gateway authorises the new amount.
  await payOnGateway(page, tenant, APPROVING_CARD);
  await expect(storefront.heading('Grazie, ordine confermato!')).toBeVisible();
  expect(orderIdIn(page, 'payment-completed')).toBe(orderId);

  await storefront.open(tenant, `/profile/orders/${orderId}`);
  await expect(storefront.heading(`Ordine n. ${orderNumber}`)).toBeVisible();
  await expect(page.getByText(ORDER_STATUS_LABELS[3]!, { exact: true })).toBeVisible();
  await expect(page.getByText(withOptions.name)).toBeVisible();
  expect(await orderTotalCents(page)).toBeGreaterThan(before);
  await storefront.open(tenant, '/profile/orders');
  // One order only: the modification updated it, it placed no other.
  await expect(listed(page, orderNumber)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Ordine n\. \d+/ })).toHaveCount(1);
});
