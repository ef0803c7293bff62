import { screen, within } from '@testing-library/react';
import type { Address } from '@spesa/shared/delivery/address.contract';
import { describe, expect, it, vi } from 'vitest';
import { buildAddress } from '../../../testing/build-delivery';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildWishlist } from '../../../testing/build-wishlist';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { ConfirmListDialog } from './confirm-list-dialog';

const LIST = buildWishlist({ listId: 7, name: 'Spesa del sabato' });
const HOME = buildAddress({ addressId: 6, addressName: 'Casa', isDefault: true });
const OFFICE = buildAddress({ addressId: 8, addressName: 'Ufficio', isDefault: false });
const SEASIDE = buildAddress({ addressId: 9, addressName: 'Casa al mare', isDefault: false, active: 0 });

function stubAddresses(addresses: Address[], confirm?: Parameters<typeof stubFetch>[0][string]) {
  return stubFetch({
    'GET /ebsn/api/user-address/delivery-service-list': {
      body: buildEnvelope({ addresses }, { user: DEMO_USER }),
    },
    'GET /ebsn/api/wishlist/list': { body: buildEnvelope({ personalList: { lists: [], page: {} } }) },
    'POST /ebsn/api/wishlist/confirm': confirm ?? { body: buildEnvelope(LIST, { user: DEMO_USER }) },
  });
}

describe('ConfirmListDialog', () => {
  it('asks for the home addresses and starts from the one the list was confirmed for', async () => {
    const fetchMock = stubAddresses([HOME, OFFICE, SEASIDE]);
    renderWithProviders(<ConfirmListDialog list={{ ...LIST, addressId: 8 }} onClose={vi.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Conferma la lista per la consegna' });
    expect((await within(dialog).findByRole('radio', { name: /Ufficio/ })).matches(':checked')).toBe(true);
    expect(
      within(dialog).getByText('Scegli l’indirizzo a cui consegnare la lista Spesa del sabato.'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('radio', { name: /^Casa Via/ })
        .matches(':checked'),
    ).toBe(false);
    // Delivery does not reach it: it cannot be chosen.
    const seaside = within(dialog).getByRole('radio', { name: /Casa al mare/ });
    expect(seaside.matches(':disabled')).toBe(true);
    expect(within(dialog).getByText(/non raggiunto dalla consegna/)).toBeTruthy();
    expect(
      requestsTo(fetchMock, '/ebsn/api/user-address/delivery-service-list')[0]?.url.searchParams.get(
        'delivery_service_id',
      ),
    ).toBe('2');
  });

  it('without addresses says so, links to a new address and cannot confirm', async () => {
    const fetchMock = stubAddresses([]);
    renderWithProviders(<ConfirmListDialog list={LIST} onClose={vi.fn()} />);

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Non hai ancora indirizzi di consegna/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Aggiungi un indirizzo' }).getAttribute('href')).toBe(
      '/profile/addresses/new',
    );
    expect(within(dialog).getByRole('button', { name: 'Conferma' }).matches(':disabled')).toBe(true);
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/confirm')).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    const onClose = vi.fn();
    stubAddresses([HOME], {
      status: 400,
      body: buildEnvelope(null, {
        status: 1,
        user: DEMO_USER,
        errors: ['L’indirizzo scelto non è tra i tuoi indirizzi.'],
      }),
    });
    const { user } = renderWithProviders(<ConfirmListDialog list={LIST} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('radio', { name: /Casa/ })).matches(':checked')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText('L’indirizzo scelto non è tra i tuoi indirizzi.')).toBeTruthy();
    expect(screen.queryByText(/confermata per/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's own message instead of the client's when it sends one", async () => {
    const onClose = vi.fn();
    stubAddresses([HOME], {
      body: buildEnvelope(LIST, { user: DEMO_USER, infos: ['Lista confermata.'] }),
    });
    const { user } = renderWithProviders(<ConfirmListDialog list={LIST} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /Casa/ });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText('Lista confermata.')).toBeTruthy();
    expect(screen.queryByText(/confermata per Casa/)).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});
