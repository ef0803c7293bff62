import type { Store } from '@spesa/shared/delivery/store.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildAddress, buildCartDelivery, buildTimeslotList } from '../../../testing/build-delivery';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { AddressSelectorDialog, filterAddresses } from './address-selector-dialog';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

const HOME_SERVICE = { deliveryServiceId: 2, name: 'Consegna a domicilio', showTab: true };
const PICK_UP_SERVICE = { deliveryServiceId: 1, name: 'Ritiro in negozio', showTab: true };
const LOCKER_SERVICE = { deliveryServiceId: 3, name: 'Locker', showTab: false };

const STORE = {
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
  openingHours: '',
  deliveryServices: [HOME_SERVICE, PICK_UP_SERVICE, LOCKER_SERVICE],
  isWarehouse: false,
  isDefault: true,
  addressId: 1,
} satisfies Store;

const HOME_ADDRESSES = [
  buildAddress(),
  buildAddress({ addressId: 7, addressName: 'Ufficio', address1: 'Via Verdi', isDefault: false }),
  buildAddress({ addressId: 8, addressName: 'Nonna', city: 'ROVERETO', isDefault: false }),
  buildAddress({ addressId: 9, addressName: 'Mare', city: 'RIVA DEL GARDA', isDefault: false, active: 0 }),
];

function renderDialog(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /ebsn/api/store-proximity/list': ok({ stores: [STORE] }),
    'GET /ebsn/api/timeslot/list': ok(buildTimeslotList([])),
    'GET /ebsn/api/user-address/delivery-service-list': ({ url }) =>
      url.searchParams.get('delivery_service_id') === '1'
        ? ok({
            addresses: [
              buildAddress({ addressId: 1, addressName: 'Castoro Trento Centro', addressTypeId: 3 }),
            ],
          })
        : ok({ addresses: HOME_ADDRESSES }),
    ...handlers,
  });
  const onAnswer = vi.fn();
  const view = renderWithProviders(<AddressSelectorDialog open onAnswer={onAnswer} />);
  return {
    ...view,
    fetchMock,
    onAnswer,
    dialog: screen.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' }),
  };
}

describe('filterAddresses', () => {
  it('matches name, street and city, ignoring case and accents', () => {
    const addresses = [
      buildAddress({ addressName: 'Casa', address1: 'Via Roma', city: 'TRENTO' }),
      buildAddress({ addressName: 'Ufficio', address1: 'Via Verdi', city: 'PERGINE' }),
      buildAddress({ addressName: 'Città', address1: 'Piazza Duomo', city: 'ROVERETO' }),
    ];

    expect(filterAddresses(addresses, 'verdi').map((a) => a.addressName)).toEqual(['Ufficio']);
    expect(filterAddresses(addresses, 'rovereto').map((a) => a.addressName)).toEqual(['Città']);
    expect(filterAddresses(addresses, 'citta').map((a) => a.addressName)).toEqual(['Città']);
    expect(filterAddresses(addresses, '  ')).toHaveLength(3);
  });
});

// MUI dialogs and typing in jsdom take a few seconds per test.
describe('AddressSelectorDialog', () => {
  it('has a tab per delivery service flagged showTab, each as wide as the others', async () => {
    const { dialog } = renderDialog();

    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Consegna a domicilio', 'Ritiro in negozio']);
    expect(tabs.every((tab) => tab.classList.contains('MuiTab-fullWidth'))).toBe(true);
  });

  it("lists the shopper's addresses with a star on the default one and filters them", async () => {
    const { user, dialog } = renderDialog();

    const casa = await within(dialog).findByRole('button', { name: /^Casa/ });
    expect(within(casa).getByTitle('Indirizzo predefinito')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^Mare/ })).toHaveProperty('disabled', true);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Cerca per nome, via o comune' }), 'verdi');

    expect(within(dialog).getByRole('button', { name: /^Ufficio/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Casa/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Nonna/ })).toBeNull();
  });

  it('sets the chosen address on the cart and asks for a timeslot when the cart has none', async () => {
    const { user, dialog, fetchMock, onAnswer } = renderDialog({
      'POST /ebsn/api/user-address/select': ok({ cart: buildCartDelivery({ timeslot: null }) }),
    });

    await user.click(await within(dialog).findByRole('button', { name: /^Ufficio/ }));

    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('setTimeslot'));
    const [select] = requestsTo(fetchMock, '/ebsn/api/user-address/select');
    expect(select?.url.search).toBe('?address_id=7&address_type=2&delivery_service_id=2');
  });

  it('answers done when the chosen address keeps the held timeslot', async () => {
    const { user, dialog, onAnswer } = renderDialog({
      'POST /ebsn/api/user-address/select': ok({ cart: buildCartDelivery() }),
    });

    await user.click(await within(dialog).findByRole('button', { name: /^Ufficio/ }));

    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('done'));
  });

  it('sends the shopper from the pick-up tab to the store finder', async () => {
    const { user, dialog, onAnswer } = renderDialog();

    await user.click(await within(dialog).findByRole('tab', { name: 'Ritiro in negozio' }));
    expect(await within(dialog).findByRole('button', { name: /^Castoro Trento Centro/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Trova il negozio più vicino' }));

    expect(onAnswer).toHaveBeenCalledWith('setStore');
  });

  it('opens the add-address form inside the dialog, with a way back to the list', async () => {
    const { user, dialog } = renderDialog();

    await user.click(await within(dialog).findByRole('button', { name: 'Aggiungi un indirizzo' }));

    const form = screen.getByRole('dialog', { name: 'Nuovo indirizzo' });
    // No maps key in the test chain: the fields typed by hand come first.
    expect(within(form).getByRole('combobox', { name: /^Comune/ })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Torna agli indirizzi' }));
    expect(screen.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' })).toBeTruthy();
  });
});
