import type { OrderBoardRow } from '@spesa/shared/admin/order-board.contract';
import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import type { Store } from '@spesa/shared/delivery/store.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { OrderBoard } from './order-board';

const MANAGER: StaffMember = {
  staffId: 3,
  email: 'negozio@castoro.spesa.example',
  role: 'store_manager',
  roleLabel: 'Responsabile del punto vendita',
  storeId: 7,
};
const ADMIN: StaffMember = {
  staffId: 1,
  email: 'admin@castoro.spesa.example',
  role: 'chain_admin',
  roleLabel: 'Amministratore della catena',
  storeId: null,
};

function row(overrides: Partial<OrderBoardRow>): OrderBoardRow {
  return {
    orderId: 900,
    orderNumber: 12,
    orderStatusId: 3,
    orderStatusDescr: 'Ordinato',
    storeId: 7,
    deliveryServiceId: 1,
    timeslotId: 21,
    timeslotDate: '2026-11-27',
    beginTime: '10:00:00',
    endTime: '12:00:00',
    grossTotal: 50,
    finalTotal: null,
    createdAt: Date.UTC(2026, 10, 26, 9, 30),
    ...overrides,
  };
}

const ROWS = [
  row({ grossTotal: 1234.5 }),
  row({
    orderId: 901,
    orderNumber: 13,
    orderStatusId: 4,
    orderStatusDescr: 'In preparazione',
    timeslotId: 22,
    beginTime: '08:00:00',
    endTime: '09:00:00',
  }),
];

const store = (storeId: number, name: string, isDefault: boolean): Store => ({
  storeId,
  code: `S${storeId}`,
  name,
  address1: 'Via Roma',
  addressNumber: '1',
  city: 'Torino',
  province: 'TO',
  postalcode: '10100',
  latitude: 45.07,
  longitude: 7.68,
  phone: '011 123456',
  openingHours: '',
  deliveryServices: [],
  isWarehouse: false,
  isDefault,
  addressId: null,
});
const STORES = [store(5, 'Castoro Centro', false), store(7, 'Castoro Stazione', true)];
const storeList = { body: buildEnvelope({ stores: STORES }) };

const orderHref = (orderId: number, search: URLSearchParams) =>
  `/admin/orders/${orderId}?${search.toString()}`;

/** A phone: MUI's `down('md')` media query matches. */
function onPhone() {
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
}

describe('the orders board', () => {
  it("shows the manager's store in a table, and sends the day, slot, status and search filters", async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: ROWS }) },
    });
    const { user, router } = renderWithProviders(<OrderBoard member={MANAGER} orderHref={orderHref} />);

    const table = await screen.findByRole('table', { name: 'Tabella degli ordini' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const first = within(table).getByRole('link', { name: 'Ordine n. 12' });
    expect(within(table).getByText('1.234,50 €')).toBeTruthy();
    expect(screen.getByText('2 ordini')).toBeTruthy();
    // The manager works in one store: the store is fixed, the board asks for today's orders there.
    expect(screen.getByRole('combobox', { name: 'Punto vendita' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const firstCall = requestsTo(fetchMock, '/ebsn/api/admin/orders')[0]!.url.searchParams;
    expect(firstCall.get('store_id')).toBe('7');
    expect(firstCall.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.clear(screen.getByLabelText('Giorno'));
    await user.type(screen.getByLabelText('Giorno'), '2026-11-27');
    await waitFor(() => expect(router.state.location.search).toContain('date=2026-11-27'));

    // The slots are the day's, in time order.
    await user.click(screen.getByRole('combobox', { name: 'Fascia oraria' }));
    const slots = await screen.findByRole('listbox');
    expect(
      within(slots)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutte le fasce', '08:00–09:00', '10:00–12:00']);
    await user.click(within(slots).getByRole('option', { name: '10:00–12:00' }));

    // One status word covers every id it stands for (4 and 5 both read "In preparazione").
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'In preparazione' }));

    await user.type(screen.getByLabelText('Cerca per numero ordine, e-mail o nome'), 'rossi');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));

    await waitFor(() => {
      const last = requestsTo(fetchMock, '/ebsn/api/admin/orders').at(-1)!.url.searchParams;
      expect(Object.fromEntries(last)).toEqual({
        store_id: '7',
        date: '2026-11-27',
        timeslot_id: '21',
        status: '4,5',
        q: 'rossi',
      });
    });
    // The order's link keeps the filters for the way back.
    expect(first.getAttribute('href')).toContain('/admin/orders/900?');
    expect(within(table).getByRole('link', { name: 'Ordine n. 12' }).getAttribute('href')).toContain(
      'q=rossi',
    );
  });

  it('on a phone lists the orders as cards, each a link to the order', async () => {
    onPhone();
    stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: ROWS }) },
    });
    renderWithProviders(<OrderBoard member={MANAGER} orderHref={orderHref} />);

    const list = await screen.findByRole('list', { name: 'Elenco degli ordini' });
    expect(screen.queryByRole('table')).toBeNull();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.textContent).toContain('Ordine n. 12');
    expect(links[0]!.textContent).toContain('Ordinato');
    expect(links[0]!.textContent).toContain('10:00–12:00');
  });

  it("lets the chain admin choose among the chain's stores, starting from the default one", async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': {
        body: buildEnvelope({
          stores: [store(5, 'Castoro Centro', false), store(7, 'Castoro Stazione', true)],
        }),
      },
      'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: [] }) },
    });
    const { user } = renderWithProviders(<OrderBoard member={ADMIN} orderHref={orderHref} />);

    expect(await screen.findByText('Nessun ordine con questi filtri.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/orders')[0]!.url.searchParams.get('store_id')).toBe('7');
    await user.click(screen.getByRole('combobox', { name: 'Punto vendita' }));
    await user.click(await screen.findByRole('option', { name: 'Castoro Centro' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/ebsn/api/admin/orders').at(-1)!.url.searchParams.get('store_id')).toBe(
        '5',
      ),
    );
  });

  it("shows the server's Italian refusal", async () => {
    stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/orders': {
        status: 403,
        body: buildEnvelope({}, { status: 1, errors: ['Non puoi operare su questo punto vendita.'] }),
      },
    });
    renderWithProviders(<OrderBoard member={MANAGER} orderHref={orderHref} />);
    expect(await screen.findByText('Non puoi operare su questo punto vendita.')).toBeTruthy();
  });
});
