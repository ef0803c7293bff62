import type { Store } from '@spesa/shared/delivery/store.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCartDelivery, buildTimeslotList } from '../../../testing/build-delivery';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { userQueryKey } from '../../../lib/user-query';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { StoreSelectorDialog } from './store-selector-dialog';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

function buildStore(overrides: Partial<Store>): Store {
  return {
    storeId: 1,
    code: 'PV001',
    name: 'Castoro Trento Centro',
    address1: 'Via XX Settembre',
    addressNumber: '73',
    city: 'Trento',
    province: 'TN',
    postalcode: '38122',
    latitude: 46.06,
    longitude: 11.12,
    phone: '',
    openingHours: 'Lunedì–sabato 8:00–20:00',
    deliveryServices: [{ deliveryServiceId: 1, name: 'Ritiro in negozio', showTab: true }],
    isWarehouse: false,
    isDefault: true,
    addressId: 1,
    ...overrides,
  };
}

const CENTRO = buildStore({});
const NORD = buildStore({ storeId: 2, name: 'Trento Nord', addressId: 2 });

function renderDialog(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /ebsn/api/store-proximity/list': ok({ stores: [CENTRO, NORD] }),
    'GET /ebsn/api/timeslot/list': ok(buildTimeslotList([])),
    'GET /ebsn/api/user-address/delivery-service-list': ok({ addresses: [] }),
    ...handlers,
  });
  const onAnswer = vi.fn();
  const view = renderWithProviders(<StoreSelectorDialog open onAnswer={onAnswer} />);
  const dialog = screen.getByRole('dialog', { name: 'Scegli il negozio per il ritiro' });
  return { ...view, fetchMock, onAnswer, dialog };
}

// MUI dialogs and typing in jsdom take a few seconds per test.
describe('StoreSelectorDialog', () => {
  it('lists the pick-up stores nearest to a typed town, with their distance', async () => {
    const { user, dialog, fetchMock } = renderDialog({
      'GET /ebsn/api/geocoding/autocomplete': ok({
        suggestions: [
          {
            description: 'Pergine Valsugana (TN) 38057',
            city: 'Pergine Valsugana',
            province: 'TN',
            postalcode: '38057',
            postalcodes: ['38057'],
            region: 'Trentino-Alto Adige/Südtirol',
            latitude: 46.06,
            longitude: 11.24,
          },
        ],
      }),
      'GET /ebsn/api/store-proximity/localize': ok({
        stores: [
          { ...NORD, distance: 8400 },
          { ...CENTRO, distance: 9200 },
        ],
      }),
    });
    expect(await within(dialog).findByText('Tutti i negozi con il ritiro')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Comune o CAP' }));
    await user.paste('Pergine');
    await user.click(
      await screen.findByRole('option', { name: 'Pergine Valsugana (TN) 38057' }, { timeout: 3000 }),
    );

    expect(await within(dialog).findByText('I negozi più vicini a Pergine Valsugana')).toBeTruthy();
    const [localize] = requestsTo(fetchMock, '/ebsn/api/store-proximity/localize');
    expect(Object.fromEntries(localize?.url.searchParams ?? [])).toEqual({
      latitude: '46.06',
      longitude: '11.24',
      services: '1',
    });
    const names = within(dialog)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Trento Nord', 'Castoro Trento Centro']);
    expect(within(dialog).getByText(/8,4 km/)).toBeTruthy();
  });

  it('lists the stores nearest to the shopper’s home address, with the distance and today’s hours first', async () => {
    // Wednesday 25 November 2026, shop time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 9, 0) });
    const home = {
      addressId: 40,
      addressName: 'Casa',
      addressType: 'home' as const,
      addressTypeId: 2,
      deliveryServiceId: 2,
      address1: 'Via Verdi',
      addressNumber: '3',
      city: 'TRENTO',
      province: 'TN',
      postalcode: '38122',
      doorbellName: 'Rossi',
      floor: '',
      referencePhoneNumber: '333 1234567',
      addressNote: '',
      elevator: false,
      latitude: 46.07,
      longitude: 11.12,
      zoneId: 1,
      active: 1,
      storeId: null,
      warehouseId: 4,
      isDefault: true,
    };
    const { dialog, fetchMock, queryClient } = renderDialog({
      'GET /ebsn/api/user-address/delivery-service-list': ok({ addresses: [home] }),
      'GET /ebsn/api/store-proximity/localize': ok({
        stores: [
          { ...CENTRO, distance: 840, openingHours: 'Lunedì–venerdì 8:30–20:00; sabato 8:00–20:00' },
          { ...NORD, distance: 12_345 },
        ],
      }),
    });
    queryClient.setQueryData(userQueryKey, DEMO_USER);

    expect(await within(dialog).findByText('I negozi più vicini al tuo indirizzo')).toBeTruthy();
    const [localize] = requestsTo(fetchMock, '/ebsn/api/store-proximity/localize');
    expect(localize?.url.searchParams.get('latitude')).toBe('46.07');
    expect(localize?.url.searchParams.get('longitude')).toBe('11.12');
    const [centro, nord] = within(dialog).getAllByRole('listitem');
    expect(within(centro!).getByText('a 0,8 km dal tuo indirizzo')).toBeTruthy();
    expect(within(nord!).getByText('a 12,3 km dal tuo indirizzo')).toBeTruthy();
    expect(within(centro!).getByText('Oggi 8:30–20:00')).toBeTruthy();
    // The week is folded under today's hours, Monday first.
    const week = centro!.querySelector('details');
    expect(week?.open).toBe(false);
    expect(within(week!).getByText('Orari della settimana')).toBeTruthy();
    expect([...week!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Lunedì',
      'Martedì',
      'Mercoledì',
      'Giovedì',
      'Venerdì',
      'Sabato',
      'Domenica',
    ]);
    expect(week!.querySelectorAll('dd')[6]?.textContent).toBe('chiuso');
    vi.useRealTimers();
  });

  it('shows the alert when the browser refuses the position', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (
          _ok: unknown,
          fail: (error: { code: number; PERMISSION_DENIED: number }) => void,
        ) => fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    const { user, dialog } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Negozi vicino a me' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('attiva la localizzazione');
  });

  it('sets the chosen store on the cart and asks for a timeslot', async () => {
    const { user, dialog, fetchMock, onAnswer } = renderDialog({
      'POST /ebsn/api/store/select': ok({
        cart: buildCartDelivery({ deliveryServiceId: 1, timeslot: null }),
      }),
    });

    await user.click(await within(dialog).findByRole('button', { name: 'Ritira qui: Trento Nord' }));

    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('setTimeslot'));
    expect(requestsTo(fetchMock, '/ebsn/api/store/select')[0]?.url.search).toBe('?store_id=2');
  });

  it('goes back to the pick-up addresses', async () => {
    const { user, dialog, onAnswer } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Torna ai punti di ritiro' }));

    expect(onAnswer).toHaveBeenCalledWith({ action: 'setAddress', deliveryServiceId: 1 });
  });
});
