import type { SlotBoardRow } from '@spesa/shared/admin/slots.contract';
import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import type { Store } from '@spesa/shared/delivery/store.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { SlotBoard } from './slot-board';

const MANAGER: StaffMember = {
  staffId: 3,
  email: 'negozio@castoro.spesa.example',
  role: 'store_manager',
  roleLabel: 'Responsabile del punto vendita',
  storeId: 7,
};

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
const storeList = {
  body: buildEnvelope({ stores: [store(5, 'Castoro Centro', false), store(7, 'Castoro Stazione', true)] }),
};

function slot(overrides: Partial<SlotBoardRow>): SlotBoardRow {
  return {
    timeslotId: 21,
    date: '2026-12-04',
    beginTime: '10:00:00',
    endTime: '12:00:00',
    capacity: 10,
    bookings: 3,
    holds: 1,
    free: 6,
    cutoffAt: Date.UTC(2026, 11, 4, 7, 0),
    cutoffMinutes: 120,
    calendarOpen: true,
    closed: false,
    deliveryFee: null,
    ...overrides,
  };
}

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

describe('the "Fasce orarie" screen', () => {
  it("lists the day's slots of the manager's store with their places, cut-off and state", async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/slots': {
        body: buildEnvelope({
          slots: [
            slot({}),
            slot({ timeslotId: 22, beginTime: '12:00:00', endTime: '14:00:00', closed: true }),
          ],
        }),
      },
    });
    renderWithProviders(<SlotBoard member={MANAGER} />);

    const table = await screen.findByRole('table', { name: 'Tabella delle fasce orarie' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('10:00–12:00');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['Aperta', '10', '3', '1', '6']));
    expect(rows[1]!.textContent).toContain('(120 min prima)');
    expect(rows[2]!.textContent).toContain('Chiusa dal punto vendita');
    expect(within(rows[2]!).getByRole('button', { name: 'Riapri la fascia 12:00–14:00' })).toBeTruthy();
    expect(screen.getByText('2 fasce orarie')).toBeTruthy();
    // The manager works in one store: fixed; pick-up is the first service.
    expect(screen.getByRole('combobox', { name: 'Punto vendita' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const query = requestsTo(fetchMock, '/ebsn/api/admin/slots')[0]!.url.searchParams;
    expect(query.get('store_id')).toBe('7');
    expect(query.get('delivery_service_id')).toBe('1');
    // No day in the address: today's.
    expect(query.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("checks the capacity, then shows the server's Italian refusal", async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/slots': { body: buildEnvelope({ slots: [slot({})] }) },
      'POST /ebsn/api/admin/slots/capacity': {
        status: 409,
        body: buildEnvelope(
          {},
          {
            status: 1,
            errors: ['La capienza non può scendere sotto i posti già prenotati o trattenuti (4).'],
          },
        ),
      },
    });
    const { user } = renderWithProviders(<SlotBoard member={MANAGER} />);

    await user.click(
      await screen.findByRole('button', { name: 'Cambia la capienza della fascia 10:00–12:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Capienza della fascia 10:00–12:00' });
    const field = within(dialog).getByLabelText('Posti disponibili');
    await user.clear(field);
    await user.type(field, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    // The contract's own rule, before any call.
    expect(within(dialog).getByText('La capienza non può essere negativa.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/slots/capacity')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText(
        'La capienza non può scendere sotto i posti già prenotati o trattenuti (4).',
      ),
    ).toBeTruthy();
    const sent = requestsTo(fetchMock, '/ebsn/api/admin/slots/capacity')[0]!;
    expect(sent.body).toEqual({ timeslotId: 21, capacity: 2 });
  });

  it('on a phone shows one card per slot and closes a slot after the confirmation', async () => {
    onPhone();
    let closed = false;
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/slots': () => ({ body: buildEnvelope({ slots: [slot({ closed })] }) }),
      'POST /ebsn/api/admin/slots/closed': ({ init }) => {
        closed = (JSON.parse(String(init?.body)) as { closed: boolean }).closed;
        return { body: buildEnvelope({ slot: slot({ closed }) }) };
      },
    });
    const { user } = renderWithProviders(<SlotBoard member={MANAGER} />);

    const list = await screen.findByRole('list', { name: 'Elenco delle fasce orarie' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Aperta')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Chiudi la fascia 10:00–12:00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Chiudere la fascia?' });
    // "No" keeps it open.
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, '/ebsn/api/admin/slots/closed')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Chiudi la fascia 10:00–12:00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Chiudere la fascia?' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText('Fascia 10:00–12:00 chiusa.')).toBeTruthy();
    expect(await within(list).findByText('Chiusa dal punto vendita')).toBeTruthy();
    // Once the confirmation has gone, the slot's button reopens it.
    expect(await within(list).findByRole('button', { name: 'Riapri la fascia 10:00–12:00' })).toBeTruthy();
    const sent = requestsTo(fetchMock, '/ebsn/api/admin/slots/closed')[0]!;
    expect(sent.body).toEqual({ timeslotId: 21, closed: true });
  });

  it('closes the whole day after the confirmation and sets a cut-off', async () => {
    let closed = false;
    let cutoffMinutes = 120;
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/slots': () => ({
        body: buildEnvelope({
          slots: [
            slot({ closed, cutoffMinutes }),
            slot({ timeslotId: 22, beginTime: '12:00:00', endTime: '14:00:00', closed }),
          ],
        }),
      }),
      'POST /ebsn/api/admin/slots/day': ({ init }) => {
        closed = (JSON.parse(String(init?.body)) as { closed: boolean }).closed;
        return { body: buildEnvelope({ slots: [slot({ closed })] }) };
      },
      'POST /ebsn/api/admin/slots/cutoff': ({ init }) => {
        cutoffMinutes = (JSON.parse(String(init?.body)) as { cutoffMinutes: number }).cutoffMinutes;
        return { body: buildEnvelope({ slot: slot({ closed, cutoffMinutes }) }) };
      },
    });
    const { user } = renderWithProviders(<SlotBoard member={MANAGER} />);

    await user.click(await screen.findByRole('button', { name: 'Chiudi la giornata' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Chiudere la giornata?' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText('Giornata chiusa.')).toBeTruthy();
    // Once the confirmation has gone.
    const table = await screen.findByRole('table', { name: 'Tabella delle fasce orarie' });
    await waitFor(() => expect(within(table).getAllByText('Chiusa dal punto vendita')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Riapri la giornata' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chiudi la giornata' })).toBeNull();
    const day = requestsTo(fetchMock, '/ebsn/api/admin/slots/day')[0]!;
    expect(day.body).toMatchObject({ storeId: 7, deliveryServiceId: 1, closed: true });

    await user.click(screen.getByRole('button', { name: 'Chiusura prenotazioni della fascia 10:00–12:00' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Chiusura delle prenotazioni della fascia 10:00–12:00',
    });
    const field = within(dialog).getByLabelText('Minuti prima dell’inizio');
    await user.clear(field);
    await user.type(field, '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      within(dialog).getByText('Le prenotazioni possono chiudere al massimo una settimana prima.'),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Chiusura delle prenotazioni della fascia 10:00–12:00 aggiornata.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/slots/cutoff')[0]!.body).toEqual({
      timeslotId: 21,
      cutoffMinutes: 90,
    });
    expect(await within(table).findByText(/\(90 min prima\)/)).toBeTruthy();
  });

  it('sets a slot’s own delivery fee, refusing a bad amount in Italian, and clears it', async () => {
    let deliveryFee: number | null = null;
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': storeList,
      'GET /ebsn/api/admin/slots': () => ({ body: buildEnvelope({ slots: [slot({ deliveryFee })] }) }),
      'POST /ebsn/api/admin/slots/fee': ({ init }) => {
        deliveryFee = (JSON.parse(String(init?.body)) as { deliveryFee: number | null }).deliveryFee;
        return { body: buildEnvelope({ slot: slot({ deliveryFee }) }) };
      },
    });
    const { user } = renderWithProviders(<SlotBoard member={MANAGER} />);

    const table = await screen.findByRole('table', { name: 'Tabella delle fasce orarie' });
    expect(within(table).getByText('Della zona')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tariffa di consegna della fascia 10:00–12:00' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tariffa di consegna della fascia 10:00–12:00' });
    const field = within(dialog).getByLabelText('Tariffa in euro');
    await user.type(field, '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Scrivi un importo in euro, ad esempio 4,90.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('La tariffa di consegna può essere al massimo 50 €.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/slots/fee')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '5,90');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Tariffa di consegna della fascia 10:00–12:00 aggiornata.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/slots/fee')[0]!.body).toEqual({
      timeslotId: 21,
      deliveryFee: 5.9,
    });
    expect(await within(table).findByText(/^5,90\s€$/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tariffa di consegna della fascia 10:00–12:00' }));
    dialog = await screen.findByRole('dialog', { name: 'Tariffa di consegna della fascia 10:00–12:00' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Tariffa in euro').value).toBe('5,90');
    await user.clear(within(dialog).getByLabelText('Tariffa in euro'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(table).findByText('Della zona')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/slots/fee')[1]!.body).toEqual({
      timeslotId: 21,
      deliveryFee: null,
    });
  });
});
