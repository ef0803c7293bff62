import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { userQueryKey } from '../../../lib/user-query';
import { DeliveryCheck } from './delivery-check';

const ZONE = {
  zoneId: 1,
  name: 'Trento città',
  deliveryServiceId: 2,
  warehouseId: 3,
  fee: 3.9,
  freeDeliveryThreshold: 50,
};

function stubCheck() {
  return stubFetch({
    'GET /ebsn/api/delivery-fee/view': ({ url }) => {
      const zone = url.searchParams.get('postalcode') === '38122' ? ZONE : null;
      return {
        body: buildEnvelope({ zone, deliveryFee: zone?.fee ?? 0, missingForFreeDelivery: 0, zones: [] }),
      };
    },
    'POST /ebsn/api/eurospin-address-form/save-new-address': {
      body: buildEnvelope(null, {
        infos: ['Grazie! Ti scriveremo a anna@example.com quando consegneremo a Palermo.'],
      }),
    },
  });
}

async function renderCheck(userId: number) {
  const config = buildTenantConfig();
  config.settings.minimumOrder = { homeDelivery: 30, pickUp: 0 };
  config.settings.freeDeliveryFrom = { homeDelivery: 80, pickUp: null };
  const view = renderWithProviders(<DeliveryCheck />, config);
  await act(async () => {
    view.queryClient.setQueryData(userQueryKey, userId > 0 ? DEMO_USER : { userId });
  });
  return view;
}

describe('DeliveryCheck', () => {
  it('tells a visitor that a postal code is served, with the fee, free delivery and the minimum order', async () => {
    const fetchMock = stubCheck();
    const { user } = await renderCheck(-1);

    const section = await screen.findByRole('region', { name: 'Consegniamo da te?' });
    await user.type(within(section).getByRole('textbox', { name: 'CAP' }), '38122');
    await user.click(within(section).getByRole('button', { name: 'Verifica' }));

    expect(await within(section).findByText('Sì, consegniamo a domicilio nel CAP 38122.')).toBeTruthy();
    expect(within(section).getByText(/Costo della consegna: 3,90/)).toBeTruthy();
    expect(within(section).getByText(/Consegna gratuita da 80,00/)).toBeTruthy();
    expect(within(section).getByText(/Spesa minima: 30,00/)).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/delivery-fee/view')[0]?.url.searchParams.get('postalcode')).toBe(
      '38122',
    );
  });

  it('refuses a postal code that is not 5 digits without asking the server', async () => {
    const fetchMock = stubCheck();
    const { user } = await renderCheck(-1);

    const section = await screen.findByRole('region', { name: 'Consegniamo da te?' });
    await user.type(within(section).getByRole('textbox', { name: 'CAP' }), '381');
    await user.click(within(section).getByRole('button', { name: 'Verifica' }));

    expect(await within(section).findByText('Il CAP è di 5 cifre.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/delivery-fee/view')).toHaveLength(0);
  });

  it('offers the not-served notify request where the chain does not deliver', async () => {
    const fetchMock = stubCheck();
    const { user } = await renderCheck(-1);

    const section = await screen.findByRole('region', { name: 'Consegniamo da te?' });
    await user.type(within(section).getByRole('textbox', { name: 'CAP' }), '90100');
    await user.click(within(section).getByRole('button', { name: 'Verifica' }));

    expect(
      await within(section).findByText('Non consegniamo ancora a domicilio nel CAP 90100.'),
    ).toBeTruthy();
    await user.type(within(section).getByRole('textbox', { name: /Via e numero civico/ }), 'Via Roma 1');
    await user.type(within(section).getByRole('textbox', { name: /Comune/ }), 'Palermo');
    await user.type(within(section).getByRole('textbox', { name: /Provincia/ }), 'PA');
    await user.click(within(section).getByRole('button', { name: 'Avvisami quando consegnate qui' }));
    await user.type(within(section).getByRole('textbox', { name: /La tua e-mail/ }), 'anna@example.com');
    await user.click(within(section).getByRole('checkbox'));
    await user.click(within(section).getByRole('button', { name: 'Avvisami' }));

    expect(await within(section).findByText(/Ti scriveremo a anna@example.com/)).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/eurospin-address-form/save-new-address')[0]?.body).toMatchObject({
      address1: 'Via Roma 1',
      city: 'Palermo',
      province: 'PA',
      postalcode: '90100',
      email: 'anna@example.com',
    });
  });

  it('is not shown to a signed-in shopper', async () => {
    stubCheck();
    const { queryClient } = await renderCheck(42);
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toEqual(DEMO_USER));
    expect(screen.queryByRole('region', { name: 'Consegniamo da te?' })).toBeNull();
  });
});
