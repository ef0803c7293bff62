import { ORDER_STATUS_LABELS } from '@spesa/shared/rules/order-status';
import { PARKING_UNEXPECTED_MESSAGE, PAYMENT_FAILED_TITLE } from '@spesa/shared/orders/order.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCart } from '../../../testing/build-cart';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildOrder } from '../../../testing/build-order';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { OrderDetailScreen } from './order-detail-screen';
import { OrderStatusChip } from './order-status-chip';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

function renderDetail(handlers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(handlers);
  const props = {
    openPaymentPage: vi.fn(),
    onPaid: vi.fn(),
    onCartChanged: vi.fn(),
    renderPaymentForm: vi.fn(() => <p>Scelta del pagamento</p>),
  };
  const view = renderWithProviders(
    <OrderDetailScreen
      orderId={501}
      ordersHref="/profile/orders"
      customerServiceHref={(n) => `/servizio-clienti?order=${n}`}
      {...props}
    />,
  );
  return { ...view, fetchMock, ...props };
}

describe('order status labels', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18])('labels status %i as spec §4 says', (statusId) => {
    renderWithProviders(<OrderStatusChip statusId={statusId} fallback="?" />);
    expect(screen.getByText(ORDER_STATUS_LABELS[statusId]!)).toBeTruthy();
  });
});

describe('OrderDetailScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("heads the order with the chain's number and pre-fills it in the customer-service link", async () => {
    const { fetchMock } = renderDetail({ 'GET /ebsn/api/order/view': ok({ data: buildOrder() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine n. 7' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contatta il servizio clienti' }).getAttribute('href')).toBe(
      '/servizio-clienti?order=7',
    );
    expect(requestsTo(fetchMock, '/ebsn/api/order/view')[0]?.url.searchParams.get('order_id')).toBe('501');
  });

  it('cancels after No/Si with the message "Ordine {orderId} annullato", naming the chain\'s number', async () => {
    const { user, fetchMock } = renderDetail({
      'GET /ebsn/api/order/view': ok({ data: buildOrder() }),
      'POST /ebsn/api/order/delete': ok({
        data: buildOrder({ orderStatusId: 10, isDeletable: false, isEditable: false }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Annulla ordine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullare l’ordine?' });
    await user.click(within(dialog).getByRole('button', { name: 'Si' }));

    expect(await screen.findByText('Ordine 7 annullato')).toBeTruthy();
    expect(await screen.findByText('Annullato')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/order/delete')[0]?.url.searchParams.get('order_id')).toBe('501');
    expect(screen.queryByRole('button', { name: 'Annulla ordine' })).toBeNull();
  });

  it("shows 'Modificabile fino a …' in Italian time while the order is modifiable", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T09:59:00.000Z'));
    renderDetail({
      'GET /ebsn/api/order/view': ok({ data: buildOrder({ modifiableUntil: '2026-11-26T10:00:00.000Z' }) }),
    });
    expect(await screen.findByText('Modificabile fino a giovedì 26 novembre alle 11:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifica ordine' })).toBeTruthy();
  });

  it('past the cut-off offers no modification any more, but still the cancellation', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T10:00:00.000Z'));
    renderDetail({
      'GET /ebsn/api/order/view': ok({ data: buildOrder({ modifiableUntil: '2026-11-26T10:00:00.000Z' }) }),
    });
    expect(await screen.findByRole('button', { name: 'Annulla ordine' })).toBeTruthy();
    expect(screen.queryByText(/^Modificabile fino a/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica ordine' })).toBeNull();
  });

  it('shows no cut-off for an order the store has taken in charge', async () => {
    renderDetail({
      'GET /ebsn/api/order/view': ok({
        data: buildOrder({ orderStatusId: 4, isEditable: false, isDeletable: false, modifiableUntil: null }),
      }),
    });
    expect(await screen.findByText('In preparazione')).toBeTruthy();
    expect(screen.queryByText(/^Modificabile fino a/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica ordine' })).toBeNull();
  });

  it('reopens the order as the cart and shows it', async () => {
    const { user, onCartChanged, queryClient } = renderDetail({
      'GET /ebsn/api/order/view': ok({ data: buildOrder() }),
      'POST /ebsn/api/order/modify': ok({ cart: buildCart({ editingOrderId: 501 }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Modifica ordine' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Modificare l’ordine?' })).getByRole('button', {
        name: 'Si',
      }),
    );
    await waitFor(() => expect(onCartChanged).toHaveBeenCalledOnce());
    expect(queryClient.getQueryData<{ editingOrderId: number }>(['cart'])?.editingOrderId).toBe(501);
  });

  it('offers retry and change of payment type for an order waiting for its payment', async () => {
    const { user, fetchMock, openPaymentPage, renderPaymentForm } = renderDetail({
      'GET /ebsn/api/order/view': ok({
        data: buildOrder({ orderStatusId: 1, isPayable: true, paymentExpiresAt: '2026-11-25T12:00:00.000Z' }),
      }),
      'POST /ebsn/api/order/payment': ok({
        orderId: 501,
        orderStatusId: 1,
        paymentUrl: '/payment-gateway/pay/xyz',
        order: buildOrder({ orderStatusId: 1, isPayable: true }),
      }),
    });
    expect(await screen.findByText(PAYMENT_FAILED_TITLE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova il pagamento' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/payment-gateway/pay/xyz'));
    expect(requestsTo(fetchMock, '/ebsn/api/order/payment')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cambia metodo di pagamento' }));
    expect(screen.getByText('Scelta del pagamento')).toBeTruthy();
    expect(renderPaymentForm).toHaveBeenCalledWith(
      expect.objectContaining({
        amounts: { grossTotal: 8.88, variableWeightTotal: 0 },
        initialPaymentTypeId: 1,
      }),
    );
  });

  it.each([
    [
      ok({ reservation: { reservedAt: '2026-11-25T10:00:00Z', distance: null } }),
      'Il tuo posto auto è prenotato: ti aspettiamo!',
    ],
    [
      {
        body: buildEnvelope(null, {
          status: 1,
          errors: [
            'La prenotazione del parcheggio è possibile solo per un ordine di ritiro pronto o quasi pronto.',
          ],
          user: DEMO_USER,
        }),
      },
      'Attenzione',
    ],
    [{ status: 500, body: undefined }, PARKING_UNEXPECTED_MESSAGE],
  ])('shows the parking reservation outcome of spec §8 (%#)', async (answer, text) => {
    const { user } = renderDetail({
      'GET /ebsn/api/order/view': ok({ data: buildOrder({ deliveryServiceId: 1, orderStatusId: 6 }) }),
      'POST /ebsn/api/order/reserve': answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Prenota il parcheggio per il ritiro' }));
    expect(await within(screen.getByRole('status', { name: '' })).findByText(text)).toBeTruthy();
  });

  it.each([
    [3, '12 punti fedeltà alla consegna'],
    [8, '12 punti fedeltà guadagnati'],
  ])(
    'an order in status %i shows its points as "%s" (spec §4: earned at delivery)',
    async (statusId, text) => {
      renderDetail({
        'GET /ebsn/api/order/view': ok({ data: buildOrder({ orderStatusId: statusId, loyaltyPoints: 12 }) }),
      });
      expect(await screen.findByText(text)).toBeTruthy();
    },
  );

  it('marks an order executed by an agent and links its invoice', async () => {
    renderDetail({
      'GET /ebsn/api/order/view': ok({
        data: buildOrder({
          executedByAgent: true,
          orderStatusId: 8,
          hasInvoice: true,
          orderInfos: { need_invoice: 'true' },
        }),
      }),
    });
    expect(await screen.findByText('Eseguito da un operatore')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica la fattura (PDF)' }).getAttribute('href')).toBe(
      '/ebsn/api/order/invoice?order_id=501',
    );
  });

  it('offers the documento commerciale of a delivered order that asked no invoice', async () => {
    renderDetail({
      'GET /ebsn/api/order/view': ok({ data: buildOrder({ orderStatusId: 8, hasInvoice: true }) }),
    });
    expect(
      (await screen.findByRole('link', { name: 'Scarica il documento commerciale (PDF)' })).getAttribute(
        'href',
      ),
    ).toBe('/ebsn/api/order/invoice?order_id=501');
    expect(screen.queryByRole('link', { name: 'Scarica la fattura (PDF)' })).toBeNull();
  });

  it('offers no invoice before delivery and says when it comes', async () => {
    renderDetail({
      'GET /ebsn/api/order/view': ok({
        data: buildOrder({ orderStatusId: 3, hasInvoice: false, orderInfos: { need_invoice: 'true' } }),
      }),
    });
    expect(await screen.findByText('La fattura sarà disponibile dopo la consegna.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Scarica/ })).toBeNull();
  });
  it('shows the final total once the order is picked', async () => {
    renderDetail({
      'GET /ebsn/api/order/view': ok({ data: buildOrder({ orderStatusId: 6, finalTotal: 1234.5 }) }),
    });
    expect(await screen.findByText('Totale finale dopo la preparazione: 1.234,50 €')).toBeTruthy();
  });

  it('shows no final total before the picking', async () => {
    renderDetail({ 'GET /ebsn/api/order/view': ok({ data: buildOrder({ finalTotal: null }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine n. 7' })).toBeTruthy();
    expect(screen.queryByTestId('order-final-total')).toBeNull();
  });
});
