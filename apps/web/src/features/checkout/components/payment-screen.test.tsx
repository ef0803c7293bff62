import type { PaymentType } from '@spesa/shared/orders/order.contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCart, buildCartItem } from '../../../testing/build-cart';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { stubFetch } from '../../../testing/stub-fetch';
import { PaymentScreen } from './payment-screen';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

const CARD: PaymentType = {
  paymentTypeId: 1,
  name: 'Carta di credito',
  descr: 'Visa, Mastercard, American Express',
  paymentMode: 'card',
  prebilled: true,
  isMealVoucher: false,
  allowsSavedAuth: true,
};
const ON_DELIVERY: PaymentType = {
  paymentTypeId: 2,
  name: 'Pagamento alla consegna',
  descr: 'In contanti o con il POS',
  paymentMode: 'offline',
  prebilled: false,
  isMealVoucher: false,
  allowsSavedAuth: false,
};

const PAYPAL: PaymentType = {
  paymentTypeId: 13,
  name: 'PayPal',
  descr: 'Paga con il tuo conto PayPal: approvi il pagamento su PayPal e torni al negozio.',
  paymentMode: 'redirect',
  prebilled: true,
  isMealVoucher: false,
  allowsSavedAuth: false,
};

// 40 € of goods of which 10 € sold by weight, 4,90 € delivery: 44,90 € plus the headroom on the 10 €.
const cart = buildCart({
  cartItems: [buildCartItem({ grossTotal: 40 })],
  totalPrice: 40,
  totalPriceVariable: 10,
  deliveryFee: 4.9,
  grossTotal: 44.9,
});

function renderPayment(
  headroomPct: number,
  buyAnswer = { paymentUrl: '/payment-gateway/pay/abc' as string | null },
  shownCart = cart,
) {
  const fetchMock = stubFetch({
    'GET /ebsn/api/cart/view': ok({ cart: shownCart }),
    'GET /ebsn/api/payment-type/list': ok({ paymentTypes: [CARD, PAYPAL, ON_DELIVERY] }),
    'GET /ebsn/api/payment-type/list-auth': ok({ paymentAuths: [] }),
    'POST /ebsn/api/checkout/buy': ok({
      orderId: 77,
      orderStatusId: 1,
      paymentUrl: buyAnswer.paymentUrl,
      order: {},
    }),
  });
  const openPaymentPage = vi.fn();
  const onOrderConfirmed = vi.fn();
  const config = buildTenantConfig();
  const view = renderWithProviders(
    <PaymentScreen
      deliveryInfo={<p>Casa</p>}
      checkoutHref="/checkout"
      homeHref="/"
      openPaymentPage={openPaymentPage}
      onOrderConfirmed={onOrderConfirmed}
    />,
    { ...config, settings: { ...config.settings, preAuthorisationHeadroomPct: headroomPct } },
  );
  return { ...view, fetchMock, openPaymentPage, onOrderConfirmed };
}

describe('PaymentScreen', () => {
  it.each([
    [20, '46,90 €'],
    [30, '47,90 €'],
  ])('pre-authorises the total plus the tenant’s %i%% of the variable-weight goods', async (pct, amount) => {
    renderPayment(pct);
    expect(await screen.findByRole('radio', { name: /Carta di credito/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('pre-authorised-amount').textContent?.replace(/\s/g, ' ')).toBe(amount);
    expect(screen.getByRole('button', { name: 'Perché pre-autorizziamo questo importo' })).toBeTruthy();
  });

  it('buys with the card and an idempotency key, then opens the gateway’s page', async () => {
    const { user, fetchMock, openPaymentPage } = renderPayment(20);
    await user.click(await screen.findByRole('checkbox', { name: 'Ricorda la carta per i prossimi ordini' }));
    await user.click(screen.getByRole('button', { name: /^Conferma e paga 44,90/ }));

    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/payment-gateway/pay/abc'));
    const [request] = requestsTo(fetchMock, '/ebsn/api/checkout/buy');
    expect(request?.url.searchParams.get('payment_type_id')).toBe('1');
    expect(request?.url.searchParams.get('payment_data')).toBe('{"save_card":true}');
    const init = fetchMock.mock.calls.find(([input]) => String(input).includes('/checkout/buy'))?.[1];
    expect((init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('confirms at once a payment on delivery, without pre-authorisation', async () => {
    const { user, onOrderConfirmed, openPaymentPage } = renderPayment(20, { paymentUrl: null });
    await user.click(await screen.findByRole('radio', { name: /Pagamento alla consegna/ }));
    expect(screen.queryByTestId('pre-authorised-amount')).toBeNull();
    // Nothing is paid on this screen: the button confirms the order.
    expect(screen.queryByRole('button', { name: /^Conferma e paga/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Conferma ordine' }));
    await waitFor(() => expect(onOrderConfirmed).toHaveBeenCalledWith(77));
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('explains why the card is asked for more than the estimate, with the computed amount', async () => {
    renderPayment(20);
    const reason = await screen.findByTestId('pre-authorisation-reason');
    expect(reason.textContent?.replace(/\u00a0/g, ' ')).toBe(
      "Ti chiediamo un'autorizzazione di 46,90 € perché il peso dei prodotti freschi può variare; addebitiamo solo l'importo finale",
    );
    expect(screen.getByRole('button', { name: /^Conferma e paga 44,90/ })).toBeTruthy();
  });

  it('does not explain a pre-authorisation equal to the estimate (no variable-weight goods)', async () => {
    const fixedWeight = buildCart({
      cartItems: [buildCartItem({ grossTotal: 40 })],
      totalPrice: 40,
      totalPriceVariable: 0,
      deliveryFee: 4.9,
      grossTotal: 44.9,
    });
    renderPayment(20, undefined, fixedWeight);
    expect((await screen.findByTestId('pre-authorised-amount')).textContent?.replace(/\s/g, ' ')).toBe(
      '44,90 €',
    );
    expect(screen.queryByTestId('pre-authorisation-reason')).toBeNull();
  });

  it('pays with PayPal: no saved cards, the PayPal hint, then on to the PayPal page the server names', async () => {
    const { user, fetchMock, openPaymentPage, onOrderConfirmed } = renderPayment(20, {
      paymentUrl: '/payment-gateway/paypal/abc',
    });
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    expect(screen.queryByRole('checkbox', { name: 'Ricorda la carta per i prossimi ordini' })).toBeNull();
    expect(
      screen.getByText('Approverai il pagamento sulla pagina di PayPal, poi tornerai al negozio.'),
    ).toBeTruthy();
    expect(screen.getByText('Importo autorizzato con PayPal')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Conferma e paga 44,90/ }));

    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/payment-gateway/paypal/abc'));
    const [request] = requestsTo(fetchMock, '/ebsn/api/checkout/buy');
    expect(request?.url.searchParams.get('payment_type_id')).toBe('13');
    expect(request?.url.searchParams.get('user_payment_auth_id')).toBeNull();
    expect(onOrderConfirmed).not.toHaveBeenCalled();
  });
});
