import type { Address, AddressCheckData } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import type { Store } from '@spesa/shared/delivery/store.contract';
import { ADDRESS_NOT_SERVED_MESSAGE, ADDRESS_NOT_VALIDATED_MESSAGE } from '@spesa/shared/rules/address-check';
import { PHONE_MESSAGE } from '@spesa/shared/validation/validators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { AddressEditForm } from './address-edit-form';

const TRENTO: PlaceSuggestion = {
  description: 'Trento (TN) 38121',
  city: 'Trento',
  province: 'TN',
  postalcode: '38121',
  postalcodes: ['38121', '38122', '38123'],
  region: 'Trentino-Alto Adige/Südtirol',
  latitude: 46.0679,
  longitude: 11.1211,
};

function checkAnswer(overrides: Partial<AddressCheckData> = {}): AddressCheckData {
  return {
    active: 1,
    validated: true,
    address1: 'Via Verdi',
    addressNumber: '3',
    city: 'TRENTO',
    province: 'TN',
    postalcode: '38121',
    latitude: 46.0679,
    longitude: 11.1211,
    gpsLatitude: 46.0679,
    gpsLongitude: 11.1211,
    zoneId: 1,
    warehouseId: 4,
    deliveryServiceId: 2,
    ...overrides,
  };
}

const SAVED: Address = {
  addressId: 40,
  addressName: 'Ufficio',
  addressType: 'home',
  addressTypeId: 2,
  deliveryServiceId: 2,
  address1: 'Via Verdi',
  addressNumber: '3',
  city: 'TRENTO',
  province: 'TN',
  postalcode: '38121',
  doorbellName: 'Rossi',
  floor: '',
  referencePhoneNumber: '333 1234567',
  addressNote: '',
  elevator: false,
  latitude: 46.0679,
  longitude: 11.1211,
  zoneId: 1,
  active: 1,
  storeId: null,
  warehouseId: 4,
  isDefault: true,
};

const CART: CartDelivery = {
  cartId: 1,
  cartStatusId: 0,
  deliveryServiceId: 2,
  store: { storeId: 4 },
  warehouse: { warehouseId: 4 },
  shippingAddress: { ...SAVED, autoAssigned: false },
  timeslot: null,
};

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

/** `placeSearch`: the chain has a place-suggestion service (a maps key): the one-line finder comes first. */
function renderForm(handlers: Parameters<typeof stubFetch>[0] = {}, { placeSearch = true } = {}) {
  const fetchMock = stubFetch({
    'GET /ebsn/api/geocoding/autocomplete': ok({ suggestions: [TRENTO] }),
    ...handlers,
  });
  const onSaved = vi.fn();
  const onPickUpChosen = vi.fn();
  const view = renderWithProviders(
    <AddressEditForm onSaved={onSaved} onPickUpChosen={onPickUpChosen} />,
    buildTenantConfig(placeSearch ? { placeSearch } : {}),
  );
  return { ...view, fetchMock, onSaved, onPickUpChosen };
}

async function typePlace(user: ReturnType<typeof renderForm>['user'], text: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Indirizzo' }));
  await user.paste(text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

async function fillDetails(user: ReturnType<typeof renderForm>['user'], phone = '333 1234567') {
  for (const [label, value] of [
    [/Nome dell’indirizzo/, 'Ufficio'],
    [/Nome sul citofono/, 'Rossi'],
    [/Telefono di riferimento/, phone],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

// Each test types into MUI fields and waits for the debounced suggestions: slower than the default 5 s allows.
describe('AddressEditForm', () => {
  it('shows the placeholder of the address field and the geolocate button', () => {
    renderForm();

    expect(screen.getByRole('combobox', { name: 'Indirizzo' }).getAttribute('placeholder')).toBe(
      'Scrivi il tuo indirizzo',
    );
    expect(screen.getByRole('button', { name: 'Usa la mia posizione' })).toBeTruthy();
  });

  it('lists every missing field of the check, in the order of spec §5', async () => {
    const { user, fetchMock } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "L'indirizzo inserito è incompleto, mancano i seguenti campi: città, indirizzo, CAP, provincia, numero civico.",
    );
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/user-address/check'),
      expect.anything(),
    );
  });

  it('fills street, number, town and postal code from the chosen suggestion, leaving only what is missing', async () => {
    const { user } = renderForm();

    await typePlace(user, 'Via Verdi, Trento', /^Via Verdi, Trento \(TN\) 38121$/);
    await user.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "L'indirizzo inserito è incompleto, mancano i seguenti campi: numero civico.",
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Via o piazza/).value).toBe('Via Verdi');
    expect(screen.getByLabelText<HTMLInputElement>(/^Via o piazza/).readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Numero civico/).readOnly).toBe(false);
  });

  it('says when the address is outside every zone', async () => {
    const { user } = renderForm({
      'POST /ebsn/api/user-address/check': ok(checkAnswer({ active: 0, zoneId: null, warehouseId: null })),
    });

    await typePlace(user, 'Via Verdi 3, Trento', /^Via Verdi 3, Trento/);
    await user.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));

    expect((await screen.findByRole('alert')).textContent).toBe(ADDRESS_NOT_SERVED_MESSAGE);
  });

  it('offers to be told when the chain delivers to an address it does not serve', async () => {
    const { user, fetchMock } = renderForm({
      'POST /ebsn/api/user-address/check': ok(checkAnswer({ active: 0, zoneId: null, warehouseId: null })),
      'POST /ebsn/api/eurospin-address-form/save-new-address': {
        body: {
          ...buildEnvelope({}),
          response: {
            status: 0,
            errors: [],
            warnings: [],
            infos: [{ info: 'Grazie! Ti scriveremo a anna@example.com quando consegneremo a Trento.' }],
          },
        },
      },
    });

    await typePlace(user, 'Via Verdi 3, Trento', /^Via Verdi 3, Trento/);
    await user.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    await user.click(await screen.findByRole('button', { name: 'Avvisami quando consegnate qui' }));
    await user.type(screen.getByRole('textbox', { name: /La tua e-mail/ }), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Avvisami' }));
    // Without the privacy consent nothing is sent.
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(
      'Per essere avvisato accetta l’informativa sulla privacy.',
    );
    expect(requestsTo(fetchMock, '/ebsn/api/eurospin-address-form/save-new-address')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Ho letto l’informativa/ }));
    await user.click(screen.getByRole('button', { name: 'Avvisami' }));
    expect(
      await screen.findByText('Grazie! Ti scriveremo a anna@example.com quando consegneremo a Trento.'),
    ).toBeTruthy();
    const [sent] = requestsTo(fetchMock, '/ebsn/api/eurospin-address-form/save-new-address');
    expect(sent!.body).toMatchObject({
      email: 'anna@example.com',
      address1: 'Via Verdi',
      addressNumber: '3',
      city: 'Trento',
      postalcode: '38121',
      privacy: true,
    });
  });

  it('shows home delivery as unavailable when the check service fails', async () => {
    const { user } = renderForm({
      'POST /ebsn/api/user-address/check': {
        body: buildEnvelope(null, {
          status: 1,
          errors: ['Il servizio di verifica degli indirizzi non è al momento disponibile.'],
        }),
      },
    });

    await typePlace(user, 'Via Verdi 3, Trento', /^Via Verdi 3, Trento/);
    await user.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Consegna a domicilio non disponibile al momento.',
    );
  });

  it('marks a served address and makes its fields read-only', async () => {
    const { user } = renderForm({ 'POST /ebsn/api/user-address/check': ok(checkAnswer()) });

    await typePlace(user, 'Via Verdi 3, Trento', /^Via Verdi 3, Trento/);
    await user.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));

    expect(await screen.findByText('Consegniamo a questo indirizzo.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Numero civico/).readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Comune/).value).toBe('TRENTO');
  });

  it('keeps save disabled until address name, doorbell name and phone are filled', async () => {
    const { user } = renderForm();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Salva indirizzo' });

    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Nome dell’indirizzo/), 'Ufficio');
    await user.type(screen.getByLabelText(/Nome sul citofono/), 'Rossi');
    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Telefono di riferimento/), '3331234567');
    expect(save.disabled).toBe(false);
  });

  it('refuses a phone number that is not Italian', async () => {
    const { user, fetchMock } = renderForm();

    await fillDetails(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));

    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/user-address/update'),
      expect.anything(),
    );
  });

  it('confirms the address found, saves it with city and province upper-cased and sets it on the cart', async () => {
    const { user, fetchMock, onSaved } = renderForm({
      'POST /ebsn/api/user-address/check': ok(checkAnswer({ city: 'Trento', province: 'tn' })),
      'POST /ebsn/api/user-address/update': ok({ addressId: SAVED.addressId, address: SAVED }),
      'POST /ebsn/api/user-address/select': ok({ cart: CART }),
    });

    await typePlace(user, 'Via Verdi 3, Trento', /^Via Verdi 3, Trento/);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));

    const confirm = await screen.findByRole('dialog', { name: 'Conferma indirizzo' });
    expect(confirm.textContent).toContain(
      "E' stato trovato questo indirizzo: Via Verdi 3, 38121 Trento (tn). Vuoi salvarlo?",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Si' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED, CART));
    expect(requestsTo(fetchMock, '/ebsn/api/user-address/update')[0]?.body).toMatchObject({
      address1: 'Via Verdi',
      addressNumber: '3',
      city: 'TRENTO',
      province: 'TN',
      postalcode: '38121',
      addressName: 'Ufficio',
      doorbellName: 'Rossi',
      referencePhoneNumber: '333 1234567',
      latitude: 46.0679,
      longitude: 11.1211,
    });
    const [select] = requestsTo(fetchMock, '/ebsn/api/user-address/select');
    expect(select?.url.searchParams.get('address_id')).toBe('40');
    expect(select?.url.searchParams.get('delivery_service_id')).toBe('2');
    expect(await screen.findByText('Indirizzo salvato.')).toBeTruthy();
  });

  it('asks before saving an address the geocoder could not validate, and saves nothing on No', async () => {
    const { user, fetchMock, onSaved } = renderForm({
      'POST /ebsn/api/user-address/check': ok(checkAnswer({ validated: false })),
    });

    await typePlace(user, 'Via Verdi 3, Trento', /^Via Verdi 3, Trento/);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));

    const confirm = await screen.findByRole('dialog', { name: 'Conferma indirizzo' });
    expect(confirm.textContent).toContain(ADDRESS_NOT_VALIDATED_MESSAGE);
    await user.click(within(confirm).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma indirizzo' })).toBeNull());
    expect(onSaved).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/user-address/update'),
      expect.anything(),
    );
  });

  it("shows the server's refusal of the save inside the form", async () => {
    const { user, onSaved } = renderForm({
      'POST /ebsn/api/user-address/check': ok(checkAnswer()),
      'POST /ebsn/api/user-address/update': {
        body: buildEnvelope(null, { status: 1, errors: [ADDRESS_NOT_SERVED_MESSAGE] }),
      },
    });

    await typePlace(user, 'Via Verdi 3, Trento', /^Via Verdi 3, Trento/);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Conferma indirizzo' })).getByRole('button', {
        name: 'Si',
      }),
    );

    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent === ADDRESS_NOT_SERVED_MESSAGE),
      ).toBe(true),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the alert when the shopper refuses the position', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (
          _ok: unknown,
          fail: (error: { code: number; PERMISSION_DENIED: number }) => void,
        ) => fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));

    expect((await screen.findByRole('alert')).textContent).toContain('attiva la localizzazione');
  });

  it("fills the town from the shopper's position and offers its postal codes", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (position: { coords: { latitude: number; longitude: number } }) => void) =>
          ok({ coords: { latitude: 46.07, longitude: 11.12 } }),
      },
    });
    const { user } = renderForm({
      'GET /ebsn/api/geocoding/reverse': ok({
        place: { ...TRENTO, description: 'Trento', postalcode: '', postalcodes: [] },
      }),
      'GET /ebsn/api/geocoding/autocomplete': ok({
        suggestions: [{ ...TRENTO, description: 'Trento (TN)', postalcode: '' }],
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));

    expect(await screen.findByDisplayValue('Trento')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /CAP/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(TRENTO.postalcodes);
  });
});

const TIONE: PlaceSuggestion = {
  description: 'Tione di Trento (TN) 38079',
  city: 'Tione di Trento',
  province: 'TN',
  postalcode: '38079',
  postalcodes: ['38079'],
  region: 'Trentino-Alto Adige/Südtirol',
  latitude: 46.0354,
  longitude: 10.7267,
};

const NEAREST: Store = {
  storeId: 7,
  code: 'PV002',
  name: 'Pergine Valsugana Viale Dante',
  address1: 'Viale Dante',
  addressNumber: '30',
  city: 'Pergine Valsugana',
  province: 'TN',
  postalcode: '38057',
  latitude: 46.0617,
  longitude: 11.2392,
  phone: '0461 1234567',
  openingHours: 'Lunedì–sabato 8:00–20:30; domenica 9:00–13:00',
  deliveryServices: [{ deliveryServiceId: 1, name: 'Ritiro in negozio', showTab: true }],
  isWarehouse: false,
  isDefault: false,
  addressId: 12,
  distance: 39_640,
};

const NOT_SERVED_REASON = 'Non consegniamo ancora a Tione di Trento (38079).';

async function typeTown(user: ReturnType<typeof renderForm>['user'], field: RegExp, text: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.paste(text);
  await user.click(
    await screen.findByRole('option', { name: /^Tione di Trento \(TN\) 38079$/ }, { timeout: 3000 }),
  );
}

async function typeStreet(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByLabelText(/^Via o piazza/));
  await user.paste('Via Roma');
  await user.click(screen.getByLabelText(/^Numero civico/));
  await user.paste('3');
}

describe('AddressEditForm without a place-suggestion service', () => {
  const withoutMapsKey = { placeSearch: false };
  const notServed = {
    'GET /ebsn/api/geocoding/autocomplete': ok({ suggestions: [TIONE] }),
    'POST /ebsn/api/user-address/check': {
      body: buildEnvelope(
        checkAnswer({
          active: 0,
          zoneId: null,
          warehouseId: null,
          city: 'TIONE DI TRENTO',
          postalcode: '38079',
          latitude: TIONE.latitude,
          longitude: TIONE.longitude,
        }),
        { user: DEMO_USER, warnings: [NOT_SERVED_REASON] },
      ),
    },
    'GET /ebsn/api/store-proximity/localize': ok({ stores: [NEAREST] }),
  };

  it('opens on the five fields typed by hand, not on the one-line search', () => {
    renderForm({}, withoutMapsKey);

    expect(screen.queryByRole('combobox', { name: 'Indirizzo' })).toBeNull();
    for (const label of [/^Via o piazza/, /^Numero civico/, /^CAP/, /^Comune/, /^Provincia/]) {
      expect(screen.getByLabelText<HTMLInputElement>(label).readOnly).toBe(false);
    }
    expect(screen.queryByRole('button', { name: 'Inserisci i campi a mano' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Usa la mia posizione' })).toBeTruthy();
  });

  it('suggests towns as the town is typed and fills its province and postal code', async () => {
    const { user, fetchMock } = renderForm(
      { 'GET /ebsn/api/geocoding/autocomplete': ok({ suggestions: [TIONE] }) },
      withoutMapsKey,
    );

    await typeTown(user, /^Comune/, 'Tione');

    expect(screen.getByLabelText<HTMLInputElement>(/^Comune/).value).toBe('Tione di Trento');
    expect(screen.getByLabelText<HTMLInputElement>(/^Provincia/).value).toBe('TN');
    expect(screen.getByLabelText<HTMLInputElement>(/^CAP/).value).toBe('38079');
    // Still the shopper's to correct.
    expect(screen.getByLabelText<HTMLInputElement>(/^Comune/).readOnly).toBe(false);
    expect(requestsTo(fetchMock, '/ebsn/api/geocoding/autocomplete').at(-1)?.url.searchParams.get('q')).toBe(
      'Tione',
    );
  });

  it('suggests the town of a postal code', async () => {
    const { user } = renderForm(
      { 'GET /ebsn/api/geocoding/autocomplete': ok({ suggestions: [TIONE] }) },
      withoutMapsKey,
    );

    await typeTown(user, /^CAP/, '38079');

    expect(screen.getByLabelText<HTMLInputElement>(/^Comune/).value).toBe('Tione di Trento');
    expect(screen.getByLabelText<HTMLInputElement>(/^Provincia/).value).toBe('TN');
  });

  it('offers pick-up at the nearest store of an address not served, and switches the cart there', async () => {
    const pickUpCart: CartDelivery = {
      ...CART,
      deliveryServiceId: 1,
      store: { storeId: NEAREST.storeId },
      shippingAddress: null,
    };
    const { user, fetchMock, onPickUpChosen } = renderForm(
      { ...notServed, 'POST /ebsn/api/store/select': ok({ cart: pickUpCart }) },
      withoutMapsKey,
    );

    await typeStreet(user);
    await typeTown(user, /^Comune/, 'Tione');
    await user.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));

    const offer = await screen.findByRole('region', {
      name: 'Puoi ritirare la spesa nel negozio più vicino',
    });
    expect(offer.textContent).toContain('Pergine Valsugana Viale Dante');
    expect(offer.textContent).toContain('Viale Dante 30, 38057 Pergine Valsugana (TN)');
    expect(offer.textContent).toContain('A 39,6 km dal tuo indirizzo');
    const [localize] = requestsTo(fetchMock, '/ebsn/api/store-proximity/localize');
    expect(localize?.url.searchParams.get('latitude')).toBe(String(TIONE.latitude));
    expect(localize?.url.searchParams.get('services')).toBe('1');
    // The request to be told when the chain delivers there stays on offer.
    expect(screen.getByRole('button', { name: 'Avvisami quando consegnate qui' })).toBeTruthy();

    await user.click(within(offer).getByRole('button', { name: 'Ritira da Pergine Valsugana Viale Dante' }));

    await waitFor(() => expect(onPickUpChosen).toHaveBeenCalledWith(pickUpCart));
    expect(requestsTo(fetchMock, '/ebsn/api/store/select')[0]?.url.search).toBe('?store_id=7');
  });

  it("says why 'Salva indirizzo' is refused, in the server's words", async () => {
    const { user, fetchMock, onSaved } = renderForm(notServed, withoutMapsKey);

    await typeStreet(user);
    await typeTown(user, /^Comune/, 'Tione');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));

    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((alert) => alert.textContent === NOT_SERVED_REASON),
      ).toHaveLength(2),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/ebsn/api/user-address/update')).toEqual([]);
  });
});
