import { ORDER_STATUS_LABELS } from '@spesa/shared/rules/order-status';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { getTenant } from '@spesa/tenants/tenants';
import type { Page } from '@playwright/test';
import { allProducts, apiData, type CatalogueProduct } from '../fixtures/catalogue-api';
import { answerDeliveryDialogs, logIn } from '../fixtures/shopper';
import { expect, test, type Storefront } from '../fixtures/storefront';

// Each journey goes through checkout, the PayPal-like page of the built-in gateway and back to the shop: an
// upper bound for a loaded machine, every step still waits for a state.
test.describe.configure({ timeout: 360_000 });

/** The chains of the card journeys: one lists PayPal itself (dem), one has it from the shared default (pim). */
function chain(): TenantCode {
  return test.info().project.name === 'phone' ? 'pim' : 'dem';
}

function isPlainPiece(product: CatalogueProduct): boolean {
  const infos = product.productInfos;
  return (
    infos.TIPOLOGIA === 'Pezzo' &&
    product.selectOptions.length === 0 &&
    !infos.MINACQ &&
    !infos.MAXACQ &&
    !infos.QTY_LOCKED
  );
}

/** A product sold by the piece, without options or purchase limits: from the first page, else the catalogue. */
async function pickPiece(page: Page): Promise<CatalogueProduct> {
  const first = await apiData<{ products: CatalogueProduct[] }>(page, '/products?page_size=48&page=1');
  return first.products.find(isPlainPiece) ?? (await allProducts(page)).find(isPlainPiece)!;
}

/** Enough pieces of `product`, added from its page, to reach the chain's minimum order for home delivery. */
async function fillCart(storefront: Storefront, tenant: TenantCode, product: CatalogueProduct) {
  const { page } = storefront;
  const quantity = Math.ceil(getTenant(tenant).settings.minimumOrder.homeDelivery / product.priceDisplay) + 1;
  await storefront.open(tenant, `/product/${product.slug}`);
  await expect(storefront.heading(product.name)).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  const stepper = page
    .getByRole('main')
    .getByRole('button', { name: `Aumenta la quantità di ${product.name}` });
  const promotion = page.getByRole('dialog', { name: 'Promozione disponibile' });
  await answerDeliveryDialogs(page, stepper.or(promotion).first());
  if (await promotion.isVisible()) await promotion.getByRole('button', { name: 'No' }).click();
  await expect(stepper).toBeVisible();
  const input = page.getByRole('main').getByRole('textbox', { name: `Quantità di ${product.name}` });
  await input.fill(String(quantity));
  await input.press('Enter');
  await expect(input).toHaveValue(String(quantity));
}

/** From the cart to the PayPal-like page: checkout (terms accepted), PayPal chosen on /payment. */
async function checkOutWithPaypal(storefront: Storefront): Promise<void> {
  const { page } = storefront;
  await storefront
    .topBar()
    .getByRole('button', { name: /^Apri il carrello/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await drawer.getByRole('button', { name: 'Concludi ordine' }).click();
  await expect(storefront.heading('Concludi ordine')).toBeVisible();
  await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();

  await expect(storefront.heading('Pagamento')).toBeVisible();
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await expect(
    page.getByText('Approverai il pagamento sulla pagina di PayPal, poi tornerai al negozio.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ricorda la carta per i prossimi ordini' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Conferma e paga/ }).click();
}

/** The built-in gateway's PayPal-like page (server-rendered, away from the app): it names the chain. */
async function answerOnPaypalPage(
  page: Page,
  tenant: TenantCode,
  button: 'Approva e paga' | 'Annulla e torna al negozio',
) {
  await expect(page.getByRole('heading', { name: 'Paga con PayPal' })).toBeVisible();
  await expect(page.getByText(getTenant(tenant).texts.brandName, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Ordine n\. \d+$/)).toBeVisible();
  await page.getByRole('button', { name: button }).click();
}

function orderIdIn(page: Page, kind: 'payment-completed' | 'payment-error'): number {
  const match = new RegExp(`/cart/${kind}/(\\d+)$`).exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return Number(match![1]);
}

test('the shopper pays with PayPal: approved on the PayPal-like page, the order is confirmed', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chain();
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  await fillCart(storefront, tenant, await pickPiece(page));
  await checkOutWithPaypal(storefront);
  await answerOnPaypalPage(page, tenant, 'Approva e paga');

  await expect(storefront.heading('Grazie, ordine confermato!')).toBeVisible();
  const orderId = orderIdIn(page, 'payment-completed');
  // The page names the chain's own order number; its links carry the order's id.
  const numberShown = page
    .getByRole('main')
    .getByText(/^Ordine n\. \d+$/)
    .first();
  await expect(numberShown).toBeVisible();
  const orderNumber = Number((await numberShown.textContent())!.replace(/\D/g, ''));
  await page.getByRole('link', { name: 'Vedi l’ordine' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(storefront.heading(`Ordine n. ${orderNumber}`)).toBeVisible();
  await expect(page.getByText(ORDER_STATUS_LABELS[3]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova il pagamento' })).toHaveCount(0);
});

test('a PayPal approval cancelled leads to the payment-error page, and paying again from there works', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chain();
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  await fillCart(storefront, tenant, await pickPiece(page));
  await checkOutWithPaypal(storefront);
  await answerOnPaypalPage(page, tenant, 'Annulla e torna al negozio');

  await expect(storefront.heading('Errore nel pagamento del tuo Ordine')).toBeVisible();
  const orderId = orderIdIn(page, 'payment-error');
  await expect(page.getByText(/resta sospeso finché non lo paghi/)).toBeVisible();

  // The retry pays the same way, PayPal.
  await page.getByRole('button', { name: 'Riprova il pagamento' }).click();
  await answerOnPaypalPage(page, tenant, 'Approva e paga');

  await expect(storefront.heading('Grazie, ordine confermato!')).toBeVisible();
  expect(orderIdIn(page, 'payment-completed')).toBe(orderId);
});
