import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildOrder } from '../../../testing/build-order';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { OrdersScreen } from './orders-screen';
import { PaymentDueDatesScreen } from './payment-due-dates-screen';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });
const page = (totPages: number) => ({ selPage: 1, totPages, totItems: totPages * 12, itemsPerPage: 12 });

describe('OrdersScreen', () => {
  it('on a phone shows the orders first and folds the filters under "Filtri"', async () => {
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
    stubFetch({ 'GET /ebsn/api/order/list': ok({ data: { orders: [buildOrder()], page: page(1) } }) });
    const { user } = renderWithProviders(
      <OrdersScreen
        orderHref={(id) => `/profile/orders/${id}`}
        homeHref="/"
        dueDatesHref="/profile/payment-due-dates"
      />,
    );

    expect(await screen.findByRole('list', { name: 'Elenco degli ordini' })).toBeTruthy();
    expect(screen.queryByRole('search', { name: 'Filtra gli ordini' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filtri' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('search', { name: 'Filtra gli ordini' })).toBeTruthy();
  });

  it('lists 12 orders a page with their status, and sends the date and amount filters', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/order/list': ok({
        data: {
          orders: [
            buildOrder(),
            buildOrder({ orderId: 502, orderNumber: 8, orderStatusId: 1, isPayable: true }),
          ],
          page: page(2),
        },
      }),
    });
    const { user } = renderWithProviders(
      <OrdersScreen
        orderHref={(id) => `/profile/orders/${id}`}
        homeHref="/"
        dueDatesHref="/profile/payment-due-dates"
      />,
    );

    const list = await screen.findByRole('list', { name: 'Elenco degli ordini' });
    // The shopper reads the chain's number; the link keeps the order's id.
    const paid = within(list).getByRole('link', { name: /Ordine n\. 7\b/ });
    expect(paid.getAttribute('href')).toBe('/profile/orders/501');
    expect(within(list).queryByText(/Ordine n\. 501/)).toBeNull();
    expect(within(paid).getByText('Ordinato')).toBeTruthy();
    const waiting = within(list).getByRole('link', { name: /Ordine n\. 8\b/ });
    expect(within(waiting).getByText('In attesa di pagamento')).toBeTruthy();
    expect(within(waiting).getByText('Pagamento da completare')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/order/list')[0]?.url.searchParams.get('page_size')).toBe('12');

    await user.type(screen.getByLabelText('Importo da (€)'), '20,5');
    await user.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/ebsn/api/order/list')).toHaveLength(2));
    expect(requestsTo(fetchMock, '/ebsn/api/order/list')[1]?.url.searchParams.get('from_gross_total')).toBe(
      '20.5',
    );

    await user.click(screen.getByRole('button', { name: 'Vai alla pagina 2' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/ebsn/api/order/list').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
  });
});

describe('PaymentDueDatesScreen', () => {
  it('shows each invoice due with its status: paid, pending, expiring, expired', async () => {
    const dueDate = (paymentDueDateId: number, status: 'paid' | 'pending' | 'expiring' | 'expired') => ({
      paymentDueDateId,
      orderId: 500 + paymentDueDateId,
      orderNumber: 40 + paymentDueDateId,
      docNumber: `F-${paymentDueDateId}`,
      dueDate: '2026-12-01',
      amount: 10,
      status,
      statusDescr: status,
    });
    stubFetch({
      'GET /ebsn/api/payment-due-date/list': ok({
        dueDates: [dueDate(1, 'paid'), dueDate(2, 'pending'), dueDate(3, 'expiring'), dueDate(4, 'expired')],
      }),
    });
    renderWithProviders(<PaymentDueDatesScreen />);
    for (const label of ['Pagata', 'Da pagare', 'In scadenza', 'Scaduta']) {
      expect(await screen.findByText(label)).toBeTruthy();
    }
    expect(screen.getByText('Fattura F-1 · ordine 41')).toBeTruthy();
  });

  it('names no order for an invoice due that does not come from an online order (never "ordine 0")', async () => {
    stubFetch({
      'GET /ebsn/api/payment-due-date/list': ok({
        dueDates: [
          {
            paymentDueDateId: 9,
            orderId: 0,
            orderNumber: 0,
            docNumber: 'FT-2026-00101',
            dueDate: '2026-12-01',
            amount: 10,
            status: 'pending',
            statusDescr: 'pending',
          },
        ],
      }),
    });
    renderWithProviders(<PaymentDueDatesScreen />);
    expect(await screen.findByText('Fattura FT-2026-00101')).toBeTruthy();
    expect(screen.queryByText(/ordine 0/)).toBeNull();
  });

  it('says the spec §8 due-date error when the list cannot be read', async () => {
    stubFetch({ 'GET /ebsn/api/payment-due-date/list': { status: 500 } });
    renderWithProviders(<PaymentDueDatesScreen />);
    expect(await screen.findByText('Il sistema ha riscontrato un errore!')).toBeTruthy();
  });
});
