import { screen, waitFor, within } from '@testing-library/react';
import type { Wishlist, WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildListSummary, buildListsData, buildWishlist } from '../../../testing/build-wishlist';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { ChooseListDialog } from './choose-list-dialog';

function listOf(summary: WishlistSummary): Wishlist {
  return buildWishlist({ ...summary });
}

const LISTS = [
  buildListSummary({ listId: 1, name: 'Spesa del sabato', size: 3 }),
  buildListSummary({ listId: 2, name: 'Colazione', size: 1 }),
  buildListSummary({
    listId: 3,
    name: 'Lista di Lucia',
    size: 5,
    sharingData: { grant: 'READ', ownerName: 'Lucia' },
  }),
];

const PRODUCT = { productId: 100234, name: 'Passata di pomodoro' };

function stubLists(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /ebsn/api/wishlist/list': {
      body: buildEnvelope(buildListsData(LISTS), { user: DEMO_USER }),
    },
    'POST /ebsn/api/wishlist/add_prod': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { wishlistId: number };
      const list =
        LISTS.find((item) => item.listId === body.wishlistId) ??
        buildListSummary({ listId: body.wishlistId });
      return { body: buildEnvelope(listOf({ ...list, size: list.size + 1 }), { user: DEMO_USER }) };
    },
    ...extra,
  });
}

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<ChooseListDialog product={PRODUCT} onClose={onClose} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Aggiungi a una lista' }) };
}

describe('ChooseListDialog', () => {
  it('shows the lists the shopper can change with their item counts, not those shared read-only', async () => {
    stubLists();
    const { dialog } = renderDialog();

    const list = await within(dialog).findByRole('list', { name: 'Le mie liste' });
    expect(
      within(list).getByRole('button', { name: 'Aggiungi a Spesa del sabato, 3 prodotti' }),
    ).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Aggiungi a Colazione, 1 prodotto' })).toBeTruthy();
    expect(within(dialog).queryByText('Lista di Lucia')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'CREA' })).toBeTruthy();
  });

  it('adds the product to the chosen list, says so and closes', async () => {
    const fetchMock = stubLists();
    const { dialog, user, onClose } = renderDialog();

    await user.click(await within(dialog).findByRole('button', { name: /Aggiungi a Colazione/ }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/add_prod')[0]?.body).toEqual({
      wishlistId: 2,
      items: [{ productId: 100234, quantity: 1 }],
    });
    expect(await screen.findByText('Passata di pomodoro aggiunto alla lista Colazione')).toBeTruthy();
  });

  it('creates a new list with CREA and puts the product in it', async () => {
    const fetchMock = stubLists({
      'POST /ebsn/api/wishlist/insert': ({ url }) => ({
        body: buildEnvelope(
          listOf(buildListSummary({ listId: 9, name: url.searchParams.get('name') ?? '', size: 0 })),
          {
            user: DEMO_USER,
            infos: ['Lista creata.'],
          },
        ),
      }),
    });
    const { dialog, user, onClose } = renderDialog();
    await within(dialog).findByRole('list', { name: 'Le mie liste' });

    await user.click(within(dialog).getByRole('button', { name: 'CREA' }));
    expect(await within(dialog).findByText('Scrivi il nome della lista.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/insert')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nuova lista' }), 'Grigliata');
    await user.click(within(dialog).getByRole('button', { name: 'CREA' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/insert')[0]?.url.searchParams.get('name')).toBe(
      'Grigliata',
    );
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/add_prod')[0]?.body).toMatchObject({ wishlistId: 9 });
    expect(await screen.findByText('Passata di pomodoro aggiunto alla lista Grigliata')).toBeTruthy();
  });
});
