import {
  BILLING_REQUIRED_MESSAGE,
  PROFILE_INCOMPLETE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@spesa/shared/orders/order.contract';
import { GIFT_CODE_INVALID_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { INVOICE_RECIPIENT_MESSAGE } from '@spesa/shared/orders/invoice-request';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCart, buildCartItem } from '../../../testing/build-cart';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { CheckoutScreen, type CheckoutProfile } from './checkout-screen';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });
const cart = buildCart({ cartItems: [buildCartItem()], canRequestInvoice: true });
const BILLING = {
  companyName: 'Bianchi Catering S.r.l.',
  vatNumber: '01234567890',
  fiscalCode: '01234567890',
  address1: 'Via Manci',
  addressNumber: '12',
  postalCode: '38122',
  city: 'TRENTO',
  province: 'TN',
  sdiCode: 'M5UXCR1',
  pec: null,
};

function renderCheckout(
  profile: CheckoutProfile = { level: 2, billing: BILLING },
  handlers: Parameters<typeof stubFetch>[0] = {},
) {
  const fetchMock = stubFetch({
    'GET /ebsn/api/cart/view': ok({ cart }),
    'GET /ebsn/api/packaging-type/list': ok({ packagingTypes: [] }),
    'POST /ebsn/api/cart/update-cart-info': ok({ cart }),
    'POST /ebsn/api/checkout/prepare': ok({ cartId: 1, cartStatusId: 7, grossTotal: cart.grossTotal }),
    ...handlers,
  });
  const onPrepared = vi.fn();
  const view = renderWithProviders(
    <CheckoutScreen
      deliveryInfo={<p>Casa, Via Roma 12</p>}
      profile={profile}
      profileHref="/profile/profile-update"
      homeHref="/"
      onPrepared={onPrepared}
    />,
  );
  return { ...view, fetchMock, onPrepared };
}

describe('CheckoutScreen', () => {
  it('refuses to go on without the terms of sale, then prepares and goes to the payment', async () => {
    const { user, fetchMock, onPrepared } = renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Vai al pagamento' });

    await user.click(submit);
    expect(await screen.findByText(TERMS_REQUIRED_MESSAGE)).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/checkout/prepare')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.type(screen.getByRole('textbox', { name: 'Note per l’ordine' }), 'Citofono rotto');
    await user.click(submit);

    await waitFor(() => expect(onPrepared).toHaveBeenCalledOnce());
    expect(requestsTo(fetchMock, '/ebsn/api/checkout/prepare')[0]?.body).toEqual({
      terms_accepted: true,
      order_comment: 'Citofono rotto',
      need_invoice: false,
      accept_alternatives: true,
    });
  });

  it('counts the note characters up to 1000 and stops there', async () => {
    const { user } = renderCheckout();
    const note = await screen.findByRole('textbox', { name: 'Note per l’ordine' });
    expect(screen.getByText('0/1000')).toBeTruthy();
    await user.type(note, 'Ciao');
    expect(screen.getByText('4/1000')).toBeTruthy();
    expect(note.getAttribute('maxlength')).toBe('1000');
  });

  it('asks for the billing data before confirming an order with an invoice', async () => {
    const { user, fetchMock, onPrepared } = renderCheckout({ level: 2, billing: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Richiedi fattura' }));
    expect(await screen.findByText(BILLING_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dati di fatturazione' }).getAttribute('href')).toBe(
      '/profile/profile-update',
    );
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));

    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(requestsTo(fetchMock, '/ebsn/api/checkout/prepare')).toHaveLength(0);
    expect(onPrepared).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/ebsn/api/cart/update-cart-info')[0]?.body).toEqual({
      property: 'need_invoice',
      value: 'true',
    });
  });

  it("'Richiedi fattura' shows the profile's billing data the invoice is made out to, and asks for it", async () => {
    const { user, fetchMock, onPrepared } = renderCheckout();
    await user.click(await screen.findByRole('checkbox', { name: 'Richiedi fattura' }));
    const data = screen.getByRole('list', { name: 'Dati di fatturazione della fattura' });
    expect(data.textContent).toContain('Bianchi Catering S.r.l.');
    expect(data.textContent).toContain('Partita IVA: 01234567890');
    expect(data.textContent).toContain('Codice fiscale: 01234567890');
    expect(data.textContent).toContain('Codice destinatario: M5UXCR1');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    await waitFor(() => expect(onPrepared).toHaveBeenCalledOnce());
    expect(requestsTo(fetchMock, '/ebsn/api/checkout/prepare')[0]?.body).toMatchObject({
      need_invoice: true,
    });
  });

  it('refuses an invoice with incomplete billing data, with the validators’ Italian messages', async () => {
    const incomplete = { ...BILLING, vatNumber: '123', sdiCode: null, pec: null };
    const { user, fetchMock, onPrepared } = renderCheckout({ level: 2, billing: incomplete });
    await user.click(await screen.findByRole('checkbox', { name: 'Richiedi fattura' }));
    expect(await screen.findByText('Partita IVA: P.Iva e C.F. devono avere 11 cifre')).toBeTruthy();
    expect(screen.getByText(INVOICE_RECIPIENT_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Partita IVA: P.Iva e C.F. devono avere 11 cifre');
    expect(requestsTo(fetchMock, '/ebsn/api/checkout/prepare')).toHaveLength(0);
    expect(onPrepared).not.toHaveBeenCalled();
  });

  it('hides the invoice choice where the warehouse does not offer it (spec §9 warehouse 89)', async () => {
    renderCheckout(undefined, {
      'GET /ebsn/api/cart/view': ok({ cart: { ...cart, canRequestInvoice: false } }),
    });
    await screen.findByRole('button', { name: 'Vai al pagamento' });
    expect(screen.queryByRole('checkbox', { name: 'Richiedi fattura' })).toBeNull();
  });

  it('requires the profile completion step below profile level 2', async () => {
    const { user, fetchMock } = renderCheckout({ level: 1, billing: BILLING });
    expect(await screen.findByText(PROFILE_INCOMPLETE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completa il profilo' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(PROFILE_INCOMPLETE_MESSAGE));
    expect(requestsTo(fetchMock, '/ebsn/api/checkout/prepare')).toHaveLength(0);
  });

  it('shows the invalid-code message of spec §5 under the gift code field', async () => {
    const { user, fetchMock } = renderCheckout(undefined, {
      'GET /ebsn/api/cart-giftcertificate/check': ok({ valid: false, giftCertificate: null }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Hai un codice sconto?' }), 'SBAGLIATO');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText(GIFT_CODE_INVALID_MESSAGE)).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/cart-giftcertificate/add_code')).toHaveLength(0);
  });

  it('adds a valid code and shows it with its discount', async () => {
    const withCode = {
      ...cart,
      orderAdjustmentSummary: {
        totalAdjustment: 5,
        orderAdjustments: [
          {
            orderItemId: null,
            userGiftCertificateId: 3,
            giftCertificate: { giftCertificateId: 1, code: 'BENVENUTO5', description: '5 € di sconto' },
            amount: 5,
            note: null,
          },
        ],
      },
    };
    const { user, fetchMock } = renderCheckout(undefined, {
      'GET /ebsn/api/cart-giftcertificate/check': ok({
        valid: true,
        giftCertificate: {
          giftCertificateId: 1,
          code: 'BENVENUTO5',
          description: '5 € di sconto',
          amount: 5,
          percentage: null,
          minOrderAmount: 30,
        },
      }),
      'POST /ebsn/api/cart-giftcertificate/add_code': ok({ cart: withCode }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Hai un codice sconto?' }), 'benvenuto5');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByRole('button', { name: 'Rimuovi il codice BENVENUTO5' })).toBeTruthy();
    expect(
      requestsTo(fetchMock, '/ebsn/api/cart-giftcertificate/add_code')[0]?.url.searchParams.get('code'),
    ).toBe('benvenuto5');
  });

  it('below the minimum order says how much is missing and does not prepare', async () => {
    const config = buildTenantConfig();
    config.settings = {
      ...config.settings,
      minimumOrder: { homeDelivery: 30, pickUp: 0 },
      freeDeliveryFrom: { homeDelivery: 80, pickUp: null },
    };
    const small = buildCart({ cartItems: [buildCartItem({ grossTotal: 12.4 })], deliveryFee: 3.9 });
    stubFetch({
      'GET /ebsn/api/cart/view': ok({ cart: small }),
      'GET /ebsn/api/packaging-type/list': ok({ packagingTypes: [] }),
    });
    renderWithProviders(
      <CheckoutScreen
        deliveryInfo={<p>Casa, Via Roma 12</p>}
        profile={{ level: 2, billing: BILLING }}
        profileHref="/profile/profile-update"
        homeHref="/"
        onPrepared={vi.fn()}
      />,
      config,
    );
    const minimum = await screen.findByText(/per raggiungere l'ordine minimo/);
    expect(minimum.textContent?.replace(/\u00a0/g, ' ')).toBe(
      "Ti mancano 17,60 € per raggiungere l'ordine minimo di 30,00 €",
    );
    expect(screen.getByText(/per la consegna gratuita/).textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Ti mancano 67,60 € per la consegna gratuita',
    );
    expect(screen.getByRole('button', { name: 'Vai al pagamento' })).toHaveProperty('disabled', true);
  });
});
