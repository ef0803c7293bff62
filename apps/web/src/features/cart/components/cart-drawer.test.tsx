import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCart, buildCartItem } from '../../../testing/build-cart';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildProduct } from '../../../testing/build-product';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { CartDrawer } from './cart-drawer';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

const passata = buildCartItem({ product: buildProduct(), quantity: 2, quantityDisplay: '2 pz' });
const bread = buildCartItem({
  product: buildProduct({ productId: 200, id: 200, name: 'Pane di segale', priceDisplay: 3.5 }),
  quantityDisplay: '1 pz',
});

/** A chain with a 30 € minimum order and free home delivery from 80 € (rules/order-thresholds.ts). */
const withThresholds = buildTenantConfig();
withThresholds.settings = {
  ...withThresholds.settings,
  minimumOrder: { homeDelivery: 30, pickUp: 0 },
  freeDeliveryFrom: { homeDelivery: 80, pickUp: null },
};

/** Intl writes a no-break space before the euro sign. */
const spaced = (text: string | null) => text?.replace(/\u00a0/g, ' ');

function renderDrawer(cartOrHandler: Parameters<typeof stubFetch>[0], config = buildTenantConfig()) {
  const fetchMock = stubFetch(cartOrHandler);
  const view = renderWithProviders(
    <CartDrawer
      open
      onClose={vi.fn()}
      isLoggedIn
      hasCart
      onLogin={vi.fn()}
      deliveryInfo={<p>Consegna a Casa</p>}
    />,
    config,
  );
  return { ...view, fetchMock };
}

describe('CartDrawer', () => {
  it("while an order is modified shows the banner with its cut-off; 'Annulla modifiche' brings the cart back", async () => {
    const { user, fetchMock } = renderDrawer({
      'GET /ebsn/api/cart/view': ok({
        cart: buildCart({
          cartItems: [passata],
          editingOrderId: 501,
          editingOrderNumber: 7,
          editingUntil: '2026-11-26T10:00:00.000Z',
        }),
      }),
      'POST /ebsn/api/order/modify-cancel': {
        body: buildEnvelope(
          { cart: buildCart({ cartItems: [bread] }) },
          { user: DEMO_USER, infos: ["Modifiche annullate: l'ordine resta quello confermato."] },
        ),
      },
    });
    // In Italian time whatever the device's zone (10:00 UTC is 11:00 in Rome in November).
    expect(
      await screen.findByText(
        'Stai modificando l’ordine 7: conferma di nuovo entro giovedì 26 novembre alle 11:00 per aggiornarlo, altrimenti l’ordine resta com’era.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annulla modifiche' }));

    expect(await screen.findByText("Modifiche annullate: l'ordine resta quello confermato.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Annulla modifiche' })).toBeNull());
    expect(screen.getByText('Pane di segale')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/order/modify-cancel')).toHaveLength(1);
  });

  it.each([
    [[], 'Non ci sono prodotti nel carrello'],
    [[passata], 'Hai 1 prodotto nel carrello'],
    [[passata, bread], 'Hai 2 prodotti nel carrello'],
  ])('shows the count text of spec §2 for %#', async (cartItems, text) => {
    renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart: buildCart({ cartItems }) }) });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Consegna a Casa')).toBeTruthy();
  });

  it('lists the summary lines in order, gift codes negative, and loyalty points above 0', async () => {
    const cart = buildCart({
      cartItems: [passata, bread],
      userPoints: { LOYALTY: { value: 120 } },
      totals: [
        { code: 'goods', label: 'Totale prodotti', amount: 7.48 },
        { code: 'giftCodes', label: 'Buoni sconto', amount: -5 },
        { code: 'bags', label: 'Sacchetti', amount: 0.3 },
        { code: 'packages', label: 'Imballaggi', amount: 0 },
        { code: 'deliveryFee', label: 'Spese di consegna', amount: 4.9 },
        { code: 'total', label: 'Totale', amount: 7.68 },
      ],
    });
    renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart }) });

    await screen.findByText('Hai 2 prodotti nel carrello');
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    const terms = [...summary.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Totale prodotti', 'Buoni sconto', 'Sacchetti', 'Spese di consegna', 'Totale']);
    const amounts = [...summary.querySelectorAll('dd')].map((amount) =>
      amount.textContent?.replace(/\s/g, ' '),
    );
    expect(amounts).toEqual(['7,48 €', '-5,00 €', '0,30 €', '4,90 €', '7,68 €']);
    expect(screen.getByText('Hai 120 punti fedeltà')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Continua la spesa' })).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Concludi ordine' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('hides the loyalty points at 0 and disables "Concludi ordine" on an empty cart', async () => {
    renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart: buildCart() }) });
    await screen.findByText('Non ci sono prodotti nel carrello');
    expect(screen.queryByText(/punti fedeltà/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Concludi ordine' })).toHaveProperty('disabled', true);
  });

  it('asks No/Si before removing a line and sends quantity 0 only after Si', async () => {
    const { user, fetchMock } = renderDrawer({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart({ cartItems: [passata, bread] }) }),
      'POST /ebsn/api/cart/update': ok({ cart: buildCart({ cartItems: [bread] }) }),
    });

    await user.click(await screen.findByRole('button', { name: 'Rimuovi Passata di pomodoro dal carrello' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rimuovere il prodotto?' });
    expect(within(dialog).getByText('Vuoi rimuovere 2 pz di Passata di pomodoro dal carrello?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rimuovere il prodotto?' })).toBeNull());
    expect(requestsTo(fetchMock, '/ebsn/api/cart/update')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rimuovi Passata di pomodoro dal carrello' }));
    dialog = await screen.findByRole('dialog', { name: 'Rimuovere il prodotto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Si' }));

    await waitFor(() => expect(screen.getByText('Hai 1 prodotto nel carrello')).toBeTruthy());
    expect(requestsTo(fetchMock, '/ebsn/api/cart/update')[0]?.body).toEqual({
      items: [{ itemId: passata.itemId, quantity: 0 }],
    });
    expect(await screen.findByText('Passata di pomodoro è stato rimosso dal carrello')).toBeTruthy();
  });

  it('changes a quantity with the stepper and replaces the cart with the answer', async () => {
    const { user, fetchMock } = renderDrawer({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart({ cartItems: [passata] }) }),
      'POST /ebsn/api/cart/update': ok({
        cart: buildCart({
          cartItems: [{ ...passata, quantity: 3, quantityDisplay: '3 pz', grossTotal: 5.97 }],
        }),
      }),
    });

    await user.click(
      await screen.findByRole('button', { name: 'Aumenta la quantità di Passata di pomodoro' }),
    );

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quantità di Passata di pomodoro' })).toHaveProperty(
        'value',
        '3',
      ),
    );
    expect(requestsTo(fetchMock, '/ebsn/api/cart/update')[0]?.body).toEqual({
      items: [{ itemId: passata.itemId, quantity: 3 }],
    });
  });

  it('gives quick quantity changes one toast, the latest, never a pile of them', async () => {
    const { user } = renderDrawer({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart({ cartItems: [passata] }) }),
      'POST /ebsn/api/cart/update': ({ init }) => {
        const { items } = JSON.parse(String(init?.body)) as { items: { quantity: number }[] };
        const quantity = items[0]!.quantity;
        return ok({
          cart: buildCart({ cartItems: [{ ...passata, quantity, quantityDisplay: `${quantity} pz` }] }),
        });
      },
    });
    const quantityField = await screen.findByRole('textbox', { name: 'Quantità di Passata di pomodoro' });
    const increase = screen.getByRole('button', { name: 'Aumenta la quantità di Passata di pomodoro' });
    for (const expected of ['3', '4', '5']) {
      await user.click(increase);
      await waitFor(() => expect(quantityField).toHaveProperty('value', expected));
      await waitFor(() => expect(increase).toHaveProperty('disabled', false));
    }

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toContain('5 pz di Passata di pomodoro');
  });

  it('has one remove control per line: at the minimum − stops instead of removing', async () => {
    renderDrawer({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart({ cartItems: [passata, bread] }) }),
    });
    await screen.findByText('Hai 2 prodotti nel carrello');
    for (const name of ['Passata di pomodoro', 'Pane di segale']) {
      expect(screen.getAllByRole('button', { name: `Rimuovi ${name} dal carrello` })).toHaveLength(1);
    }
    // The bread is at its minimum (1 pz): its − is disabled, not a second remove button.
    expect(screen.getByRole('button', { name: 'Diminuisci la quantità di Pane di segale' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByRole('button', { name: 'Diminuisci la quantità di Passata di pomodoro' }),
    ).toHaveProperty('disabled', false);
  });

  it('shows on a phone only the total, its details on request', async () => {
    const cart = buildCart({
      cartItems: [passata, bread],
      totals: [
        { code: 'goods', label: 'Totale prodotti', amount: 7.48 },
        { code: 'deliveryFee', label: 'Spese di consegna', amount: 4.9 },
        { code: 'total', label: 'Totale', amount: 12.38 },
      ],
    });
    // A phone: MUI's `down('sm')` media query matches.
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: media.includes('max-width'),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const { user } = renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart }) });
    await screen.findByText('Hai 2 prodotti nel carrello');
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    const terms = () => [...summary.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms()).toEqual(['Totale']);
    const details = within(summary).getByRole('button', { name: 'Dettaglio del totale' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(terms()).toEqual(['Totale prodotti', 'Spese di consegna', 'Totale']);
    expect(within(summary).getByRole('button', { name: 'Concludi ordine' })).toBeTruthy();
  });

  it('empties the cart after confirmation', async () => {
    const { user, fetchMock } = renderDrawer({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart({ cartItems: [passata, bread] }) }),
      'POST /ebsn/api/cart/delete': ok({ cart: buildCart() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Svuota il carrello' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Svuotare il carrello?' })).getByRole('button', {
        name: 'Si',
      }),
    );

    expect(await screen.findByText('Non ci sono prodotti nel carrello')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/cart/delete')[0]?.body).toEqual({});
  });

  it('shows the not-authenticated state without a cart', () => {
    stubFetch({});
    renderWithProviders(
      <CartDrawer open onClose={vi.fn()} isLoggedIn={false} hasCart={false} onLogin={vi.fn()} />,
    );
    expect(screen.getByText(/Accedi per riempire il carrello/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeTruthy();
  });

  describe('minimum order and free delivery (chain settings)', () => {
    const lineOf = (grossTotal: number) =>
      buildCartItem({ product: buildProduct({ productId: 300, id: 300, name: 'Spesa' }), grossTotal });

    it('below the minimum says how much is missing and keeps "Concludi ordine" closed', async () => {
      const cart = buildCart({ cartItems: [lineOf(12.4)], deliveryFee: 3.9 });
      renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart }) }, withThresholds);

      const minimum = await screen.findByText(/per raggiungere l'ordine minimo/);
      expect(spaced(minimum.textContent)).toBe(
        "Ti mancano 17,60 € per raggiungere l'ordine minimo di 30,00 €",
      );
      expect(spaced(screen.getByText(/per la consegna gratuita/).textContent)).toBe(
        'Ti mancano 67,60 € per la consegna gratuita',
      );
      const checkout = screen.getByRole('button', { name: 'Concludi ordine' });
      expect(checkout).toHaveProperty('disabled', true);
      expect(checkout.getAttribute('aria-describedby')).toBe(minimum.closest('[id]')?.id);
    });

    it("above the minimum says only what is missing for free delivery: 'Ti mancano 12,40 €'", async () => {
      const cart = buildCart({ cartItems: [lineOf(67.6)], deliveryFee: 3.9 });
      renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart }) }, withThresholds);

      const free = await screen.findByText(/per la consegna gratuita/);
      expect(spaced(free.textContent)).toBe('Ti mancano 12,40 € per la consegna gratuita');
      expect(screen.queryByText(/ordine minimo/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Concludi ordine' })).toHaveProperty('disabled', false);
    });

    it('says nothing once delivery is free, nor for a pick-up without thresholds', async () => {
      const free = buildCart({ cartItems: [lineOf(80)], deliveryFee: 0 });
      const view = renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart: free }) }, withThresholds);
      await screen.findByText('Hai 1 prodotto nel carrello');
      expect(screen.queryByText(/Ti mancano/)).toBeNull();
      view.unmount();

      const pickUp = buildCart({ cartItems: [lineOf(5)], deliveryFee: 0, deliveryServiceId: 1 });
      renderDrawer({ 'GET /ebsn/api/cart/view': ok({ cart: pickUp }) }, withThresholds);
      await screen.findByText('Hai 1 prodotto nel carrello');
      expect(screen.queryByText(/Ti mancano/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Concludi ordine' })).toHaveProperty('disabled', false);
    });
  });
});
