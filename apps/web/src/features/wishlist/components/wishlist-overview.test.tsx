import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildListSummary, buildListsData, buildWishlist } from '../../../testing/build-wishlist';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { WishlistOverview } from './wishlist-overview';

const OWN = buildListSummary({ listId: 1, name: 'Spesa del sabato', size: 3 });
const SHARED_READ = buildListSummary({
  listId: 2,
  name: 'Lista di Lucia',
  size: 1,
  sharingData: { grant: 'READ', ownerName: 'Lucia Bianchi' },
});

function stubLists() {
  return stubFetch({
    'GET /ebsn/api/wishlist/list': {
      body: buildEnvelope(buildListsData([OWN, SHARED_READ]), { user: DEMO_USER }),
    },
    'POST /ebsn/api/wishlist/delete': {
      body: buildEnvelope({}, { user: DEMO_USER, infos: ['Lista eliminata.'] }),
    },
    'POST /ebsn/api/wishlist/select': {
      body: buildEnvelope(buildWishlist({ ...OWN, isDefault: true }), { user: DEMO_USER }),
    },
  });
}

describe('WishlistOverview', () => {
  it('lists the favourites and each list with its count; a READ-shared list says so and cannot be changed', async () => {
    stubLists();
    renderWithProviders(<WishlistOverview />);

    expect((await screen.findByRole('link', { name: /Spesa del sabato/ })).getAttribute('href')).toBe(
      '/profile/lists/1',
    );
    expect(screen.getByRole('link', { name: /I miei preferiti/ }).getAttribute('href')).toBe(
      '/profile/lists/favourites',
    );
    expect(screen.getByText('3 prodotti')).toBeTruthy();
    const shared = screen.getByRole('link', { name: /Lista di Lucia/ });
    expect(within(shared).getByText('Condivisa da Lucia Bianchi')).toBeTruthy();
    expect(within(shared).getByText('Sola lettura')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rinomina Spesa del sabato' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rinomina Lista di Lucia' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina Lista di Lucia' })).toBeNull();
  });

  it('deletes a list only after the message.removeList question is answered Si', async () => {
    const fetchMock = stubLists();
    const { user } = renderWithProviders(<WishlistOverview />);

    await user.click(await screen.findByRole('button', { name: 'Elimina Spesa del sabato' }));
    const question = await screen.findByRole('dialog', { name: 'Eliminare la lista?' });
    expect(within(question).getByText('Vuoi eliminare la lista Spesa del sabato?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/delete')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Elimina Spesa del sabato' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));

    await waitFor(() => expect(requestsTo(fetchMock, '/ebsn/api/wishlist/delete')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/delete')[0]?.url.searchParams.get('list_id')).toBe('1');
    expect(await screen.findByText('Lista eliminata.')).toBeTruthy();
  });

  it("makes one of the shopper's own lists the default one and says so", async () => {
    const fetchMock = stubLists();
    const { user } = renderWithProviders(<WishlistOverview />);

    await user.click(
      await screen.findByRole('button', { name: 'Imposta Spesa del sabato come lista predefinita' }),
    );

    await waitFor(() => expect(requestsTo(fetchMock, '/ebsn/api/wishlist/select')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/select')[0]?.url.searchParams.get('list_id')).toBe('1');
    expect(await screen.findByText('Spesa del sabato è ora la tua lista predefinita.')).toBeTruthy();
    // The lists are read again: the default one is now another.
    await waitFor(() => expect(requestsTo(fetchMock, '/ebsn/api/wishlist/list')).toHaveLength(2));
    expect(
      screen.queryByRole('button', { name: 'Imposta Lista di Lucia come lista predefinita' }),
    ).toBeNull();
  });

  it('marks the default list and offers no way to select it again', async () => {
    stubFetch({
      'GET /ebsn/api/wishlist/list': {
        body: buildEnvelope(buildListsData([{ ...OWN, isDefault: true }]), { user: DEMO_USER }),
      },
    });
    renderWithProviders(<WishlistOverview />);

    const row = await screen.findByRole('link', { name: /Spesa del sabato/ });
    expect(within(row).getByText('Lista predefinita')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /come lista predefinita/ })).toBeNull();
  });

  it("shows the server's refusal when the list cannot be selected", async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/wishlist/list': { body: buildEnvelope(buildListsData([OWN]), { user: DEMO_USER }) },
      'POST /ebsn/api/wishlist/select': {
        status: 403,
        body: buildEnvelope(null, {
          status: 1,
          user: DEMO_USER,
          errors: ['Solo chi ha creato la lista può eliminarla o sceglierla.'],
        }),
      },
    });
    const { user } = renderWithProviders(<WishlistOverview />);

    await user.click(
      await screen.findByRole('button', { name: 'Imposta Spesa del sabato come lista predefinita' }),
    );

    expect(await screen.findByText('Solo chi ha creato la lista può eliminarla o sceglierla.')).toBeTruthy();
    expect(screen.queryByText(/è ora la tua lista predefinita/)).toBeNull();
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/select')).toHaveLength(1);
  });
});
