import { formatEuro } from '@spesa/shared/common/money';
import { ADDRESS_NOT_SERVED_MESSAGE } from '@spesa/shared/rules/address-check';
import { getTenant } from '@spesa/tenants/tenants';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/accessibility';
import { outboxMessages } from '../fixtures/outbox';
import { apiData, type CatalogueProduct } from '../fixtures/catalogue-api';
import { chooseFreeSlotTomorrow, logIn } from '../fixtures/shopper';
import { expect, test, type Shopper, type Storefront } from '../fixtures/storefront';

// Each test walks the shopper through several dialogs, each loading its code and data on first use.
test.describe.configure({ timeout: 60_000 });

/** Each test has a shopper of its own; the chains differ only to cover more than one. */
function chainFor(tenants: { phone: TenantCode; desktop: TenantCode }): TenantCode {
  return test.info().project.name === 'phone' ? tenants.phone : tenants.desktop;
}

/** Logs in from the login page and lands on the account page, then opens the cart drawer. */
async function logInAndOpenCart(
  storefront: Storefront,
  tenant: TenantCode,
  shopper: Shopper,
): Promise<Locator> {
  const { page } = storefront;
  await logIn(storefront, tenant, shopper);
  await storefront
    .topBar()
    .getByRole('button', { name: /^Apri il carrello/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(drawer).toBeVisible();
  return drawer;
}

function addressDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
}

function timeslotDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
}

/** Opens the add-address form from the drawer's address button. */
async function openNewAddressForm(page: Page, drawer: Locator): Promise<Locator> {
  await drawer.getByRole('button', { name: 'Scegli dove ricevere la spesa' }).click();
  await addressDialog(page).getByRole('tab', { name: 'Consegna a domicilio' }).click();
  await addressDialog(page).getByRole('button', { name: 'Aggiungi un indirizzo' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo indirizzo' });
  await expect(form).toBeVisible();
  return form;
}

/**
 * Without a maps key the form opens on the fields typed by hand: street and number, then the town from its
 * suggestions and, for a town with several, its postal code from the list.
 */
async function findAddress(
  page: Page,
  form: Locator,
  place: { street: string; number: string; city: string; province: string; postalCode: string },
): Promise<void> {
  await expect(form.getByRole('combobox', { name: 'Indirizzo' })).toHaveCount(0);
  await form.getByLabel(/^Via o piazza/).fill(place.street);
  await form.getByLabel(/^Numero civico/).fill(place.number);
  await form.getByRole('combobox', { name: /^Comune/ }).fill(place.city);
  await page.getByRole('option', { name: new RegExp(`^${place.city} \\(${place.province}\\)`) }).click();
  await expect(form.getByLabel(/^Provincia/)).toHaveValue(place.province);
  const postalCode = form.getByRole('combobox', { name: /^CAP/ });
  if ((await postalCode.getAttribute('aria-haspopup')) === 'listbox') {
    await postalCode.click();
    await page.getByRole('option', { name: place.postalCode, exact: true }).click();
    await expect(postalCode).toHaveText(place.postalCode);
  } else {
    await expect(postalCode).toHaveValue(place.postalCode);
  }
  await expect(form.getByLabel(/^Comune/)).toHaveValue(place.city);
}

test('a shopper adds a served home address, saves it and it becomes the cart’s', async ({
  storefront,
  page,
  newShopper,
}) => {
  const tenant = chainFor({ phone: 'cts', desktop: 'effepiu' });
  const { region } = getTenant(tenant);
  const drawer = await logInAndOpenCart(storefront, tenant, await newShopper(tenant));
  const form = await openNewAddressForm(page, drawer);

  await findAddress(page, form, { street: 'Via Verdi', number: '3', ...region });
  await form.getByRole('button', { name: 'Verifica indirizzo' }).click();
  await expect(form.getByText('Consegniamo a questo indirizzo.')).toBeVisible();
  await expect(form.getByLabel(/^Numero civico/)).toHaveAttribute('readonly', '');
  await form.getByLabel(/Nome dell’indirizzo/).fill('Ufficio');
  await form.getByLabel(/Nome sul citofono/).fill('Rossi');
  await form.getByLabel(/Telefono di riferimento/).fill('333 1234567');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();

  const confirm = page.getByRole('dialog', { name: 'Conferma indirizzo' });
  await expect(confirm).toContainText(
    `E' stato trovato questo indirizzo: Via Verdi 3, ${region.postalCode} ${region.city.toUpperCase()}`,
  );
  await confirm.getByRole('button', { name: 'Si' }).click();

  // The open dialogs hide the rest of the page, toasts included, from the accessibility tree.
  await expect(page.getByText('Indirizzo salvato.')).toBeVisible();
  // The cart has no slot yet: the flow goes on to the timeslot dialog.
  await expect(timeslotDialog(page)).toBeVisible();
  await timeslotDialog(page).getByRole('button', { name: 'Chiudi' }).click();
  await expect(drawer.getByText('Consegna a domicilio')).toBeVisible();
  await expect(drawer.getByText('Ufficio', { exact: true })).toBeVisible();
  await expect(drawer.getByText(`Via Verdi 3, ${region.city.toUpperCase()}`)).toBeVisible();

  await drawer.getByRole('button', { name: 'Cambia indirizzo di consegna o ritiro' }).click();
  await expect(addressDialog(page).getByRole('button', { name: /^Ufficio.*Scelto$/ })).toBeVisible();
});

test('an address outside every delivery zone gets the not-served message and the nearest store', async ({
  storefront,
  page,
  newShopper,
}) => {
  const shopper = await newShopper('castoro');
  const drawer = await logInAndOpenCart(storefront, 'castoro', shopper);
  const form = await openNewAddressForm(page, drawer);

  await findAddress(page, form, {
    street: 'Corso Rosmini',
    number: '10',
    city: 'Rovereto',
    province: 'TN',
    postalCode: '38068',
  });
  await form.getByRole('button', { name: 'Verifica indirizzo' }).click();

  await expect(form.getByRole('alert')).toHaveText(ADDRESS_NOT_SERVED_MESSAGE);
  await expect(form.getByText('Consegniamo a questo indirizzo.')).toHaveCount(0);
  // The chain's nearest store is offered for pick-up, with its address and distance.
  const offer = form.getByRole('region', { name: 'Puoi ritirare la spesa nel negozio più vicino' });
  await expect(offer.getByText(/^A \d+,\d km dal tuo indirizzo$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  const storeName = (await offer.getByRole('heading').textContent()) ?? '';
  expect(storeName).not.toBe('');

  // Saving it anyway is refused, and the form says why.
  await form.getByLabel(/Nome dell’indirizzo/).fill('Casa');
  await form.getByLabel(/Nome sul citofono/).fill('Rossi');
  await form.getByLabel(/Telefono di riferimento/).fill('333 1234567');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(form.getByRole('alert').filter({ hasText: ADDRESS_NOT_SERVED_MESSAGE })).toHaveCount(2);

  // spec §7 save-new-address: the shopper asks to be told when the chain delivers there.
  await form.getByRole('button', { name: 'Avvisami quando consegnate qui' }).click();
  await expect(form.getByRole('textbox', { name: /La tua e-mail/ })).toHaveValue(shopper.email);
  await form.getByRole('checkbox', { name: /Ho letto l’informativa/ }).check();
  await form.getByRole('button', { name: 'Avvisami', exact: true }).click();
  await expect(form.getByText(`Grazie! Ti scriveremo a ${shopper.email}`)).toBeVisible();
  // The confirmation is mailed after the answer: the outbox is read until it holds it.
  await expect
    .poll(async () =>
      (await outboxMessages(page, shopper.email))
        .filter((m) => m.kind === 'delivery-area-request')
        .map((m) => m.subject),
    )
    .toEqual(['Ti avviseremo quando consegneremo a Rovereto']);

  // Choosing the nearest store switches the cart to pick-up there.
  await offer.getByRole('button', { name: `Ritira da ${storeName}` }).click();
  await expect(timeslotDialog(page).getByText('Ritiro presso')).toBeVisible();
  await expect(timeslotDialog(page).getByText(storeName, { exact: true })).toBeVisible();
  await chooseFreeSlotTomorrow(timeslotDialog(page));
  await expect(timeslotDialog(page)).toBeHidden();
  await expect(drawer.getByText('Ritiro in negozio')).toBeVisible();
  await expect(drawer.getByText(storeName, { exact: true })).toBeVisible();
});

test('the shopper books a slot on the second day, then switches to pick-up at a store', async ({
  storefront,
  page,
  newShopper,
}) => {
  // Not sacoph: it registers its shoppers on a site of its own.
  const tenant = chainFor({ phone: 'top', desktop: 'castoro' });
  const { region } = getTenant(tenant);
  const drawer = await logInAndOpenCart(
    storefront,
    tenant,
    await newShopper(tenant, { withHomeAddress: true }),
  );

  // The home address "Casa" is served: choosing it leads on to the slots.
  await drawer.getByRole('button', { name: 'Scegli dove ricevere la spesa' }).click();
  await addressDialog(page).getByRole('tab', { name: 'Consegna a domicilio' }).click();
  await addressDialog(page).getByRole('button', { name: /^Casa/ }).click();

  const slots = timeslotDialog(page);
  await expect(slots.getByText('Casa', { exact: true })).toBeVisible();
  const secondDay = slots.getByRole('tab').nth(1);
  const secondDayLabel = (await secondDay.textContent()) ?? '';
  await secondDay.click();
  await expect(secondDay).toHaveAttribute('aria-selected', 'true');
  const slot = slots
    .getByRole('tabpanel')
    .getByRole('button', { name: /Disponibile$/ })
    .first();
  const range = ((await slot.textContent()) ?? '').replace('Disponibile', '');
  await slot.click();
  await expect(slots).toBeHidden();

  const [weekday, day] = secondDayLabel.split(' ');
  await expect(drawer.getByText(new RegExp(`^${weekday}\\S* ${day} \\S+, ${range}$`))).toBeVisible();
  await expect(drawer.getByText(/^Te la teniamo fino alle \d{2}:\d{2}$/)).toBeVisible();

  // Switching to pick-up: the store finder, by a typed town.
  await drawer.getByRole('button', { name: 'Cambia indirizzo di consegna o ritiro' }).click();
  await addressDialog(page).getByRole('tab', { name: 'Ritiro in negozio' }).click();
  await addressDialog(page).getByRole('button', { name: 'Trova il negozio più vicino' }).click();
  const stores = page.getByRole('dialog', { name: 'Scegli il negozio per il ritiro' });
  await stores.getByRole('combobox', { name: 'Comune o CAP' }).fill(region.city);
  await page.getByRole('option', { name: new RegExp(`^${region.city} \\(${region.province}\\)`) }).click();
  await expect(stores.getByText(`I negozi più vicini a ${region.city}`)).toBeVisible();
  // Each store shows today's hours, the week folded under them.
  await expect(
    stores
      .getByRole('listitem')
      .first()
      .getByText(/^Oggi /),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  const nearest = stores.getByRole('listitem').first();
  const storeName = (await nearest.getByRole('heading').textContent()) ?? '';
  await nearest.getByRole('button', { name: `Ritira qui: ${storeName}` }).click();

  // Another warehouse has other slots: the flow asks for one again.
  await expect(timeslotDialog(page).getByText('Ritiro presso')).toBeVisible();
  await chooseFreeSlotTomorrow(timeslotDialog(page));
  await expect(timeslotDialog(page)).toBeHidden();

  await expect(drawer.getByText('Ritiro in negozio')).toBeVisible();
  await expect(drawer.getByText(storeName, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cambia fascia oraria' })).toBeVisible();
  await expect(drawer.getByText('Nessuna fascia scelta')).toHaveCount(0);
});

/** A card's price as its accessible name says it, euro: 'Consegna 4,90 €' or 'Gratis'. */
function priceInName(name: string): number {
  const match = /Consegna (\d+),(\d{2})/.exec(name);
  return match ? Number(`${match[1]}.${match[2]}`) : 0;
}

test('the slots show their delivery price where it differs, and the cart charges the chosen slot’s', async ({
  storefront,
  page,
  newShopper,
}) => {
  // A product page, the address and slot dialogs, then the drawer: more steps than the others here.
  test.setTimeout(120_000);
  // README "Delivery fee by slot": chains whose demo slots do not all cost the zone's fee.
  const tenant = chainFor({ phone: 'ipertriscount', desktop: 'pewex' });
  await logIn(storefront, tenant, await newShopper(tenant, { withHomeAddress: true }));
  const { products } = await apiData<{ products: CatalogueProduct[] }>(
    page,
    '/products?page_size=100&page=1',
  );
  const piece = products.find(
    (product) =>
      product.productInfos.TIPOLOGIA === 'Pezzo' &&
      product.selectOptions.length === 0 &&
      !product.productInfos.MINACQ &&
      !product.productInfos.QTY_LOCKED &&
      product.priceDisplay < 20,
  )!;
  await storefront.open(tenant, `/product/${piece.slug}`);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await addressDialog(page).getByRole('tab', { name: 'Consegna a domicilio' }).click();
  await addressDialog(page).getByRole('button', { name: /^Casa/ }).click();

  const slots = timeslotDialog(page);
  const secondDay = slots.getByRole('tab').nth(1);
  await secondDay.click();
  await expect(secondDay).toHaveAttribute('aria-selected', 'true');
  const priced = slots
    .getByRole('tabpanel')
    .getByRole('button', { name: /Disponibile.*(Consegna \d|Gratis)/ });
  await expect(priced.first()).toBeVisible();
  const names = await priced.evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  // The dearest slot of the day, so its fee is not the one every slot has.
  const dearest = names.reduce((best, name) => (priceInName(name) > priceInName(best) ? name : best));
  const fee = priceInName(dearest);
  expect(fee).toBeGreaterThan(0);
  await priced.nth(names.indexOf(dearest)).click();
  await expect(slots).toBeHidden();
  const promotion = page.getByRole('dialog', { name: 'Promozione disponibile' });
  const stepper = page
    .getByRole('main')
    .getByRole('button', { name: `Aumenta la quantità di ${piece.name}` });
  await expect(stepper.or(promotion).first()).toBeVisible();
  if (await promotion.isVisible()) await promotion.getByRole('button', { name: 'No' }).click();
  await expect(stepper).toBeVisible();

  await storefront
    .topBar()
    .getByRole('button', { name: /^Apri il carrello/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  const details = drawer.getByRole('button', { name: 'Dettaglio del totale' });
  const feeLine = drawer.locator('[data-total-line="deliveryFee"] dd');
  // The phone folds the total's lines under 'Dettaglio del totale': wait for the summary before asking.
  await expect(details.or(feeLine).first()).toBeVisible();
  if (await details.isVisible()) await details.click();
  await expect(feeLine).toHaveText(formatEuro(fee));
});
