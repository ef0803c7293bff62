import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAddress } from '../../../testing/build-delivery';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildProduct } from '../../../testing/build-product';
import { buildWishlist, buildWishlistItem } from '../../../testing/build-wishlist';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { WishlistDetail } from './wishlist-detail';

const PASSATA = buildProduct({ productId: 11, name: 'Passata di pomodoro' });
const LIST = buildWishlist({
  listId: 7,
  name: 'Spesa del sabato',
  wishlistItems: [buildWishlistItem({ itemId: 70, product: PASSATA, quantity: 2 })],
  wishlistInactiveItems: [
    { itemId: 71, productId: 12, quantity: 1, weight: null, name: 'Gelato al pistacchio' },
  ],
});

function stubList(list = LIST) {
  return stubFetch({
    'GET /ebsn/api/wishlist/view': { body: buildEnvelope(list, { user: DEMO_USER }) },
    'GET /ebsn/api/wishlist/list': { body: buildEnvelope({ personalList: { lists: [], page: {} } }) },
    'POST /ebsn/api/wishlist/update_prods': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { items: { quantity: number }[] };
      const item = { ...list.wishlistItems[0]!, quantity: body.items[0]!.quantity };
      return { body: buildEnvelope({ ...list, wishlistItems: [item] }, { user: DEMO_USER }) };
    },
    'POST /ebsn/api/cart/add-all-from-wishlist': {
      body: buildEnvelope({}, { user: DEMO_USER, infos: ['1 prodotto della lista aggiunto al carrello.'] }),
    },
    'POST /ebsn/api/wishlist/select': {
      body: buildEnvelope({ ...list, isDefault: true }, { user: DEMO_USER }),
    },
    'GET /ebsn/api/user-address/delivery-service-list': {
      body: buildEnvelope(
        {
          addresses: [
            buildAddress({ addressId: 6, addressName: 'Casa', isDefault: true }),
            buildAddress({ addressId: 8, addressName: 'Ufficio', address1: 'Via Verdi', isDefault: false }),
          ],
        },
        { user: DEMO_USER },
      ),
    },
    'POST /ebsn/api/wishlist/confirm': ({ url }) => ({
      body: buildEnvelope(
        { ...list, addressId: Number(url.searchParams.get('address_id')) },
        { user: DEMO_USER },
      ),
    }),
  });
}

describe('WishlistDetail', () => {
  it('shows the items, their quantities and the inactive items; plus sends the new quantity', async () => {
    const fetchMock = stubList();
    const { user } = renderWithProviders(<WishlistDetail listId={7} onDeleted={vi.fn()} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spesa del sabato' })).toBeTruthy();
    expect(screen.getByText('2 pz')).toBeTruthy();
    const inactive = screen.getByRole('region', { name: 'Prodotti non disponibili' });
    expect(within(inactive).getByText('Gelato al pistacchio')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Passata di pomodoro' }));

    await waitFor(() => expect(requestsTo(fetchMock, '/ebsn/api/wishlist/update_prods')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/update_prods')[0]?.body).toEqual({
      wishlistId: 7,
      items: [{ itemId: 70, quantity: 3 }],
    });
    expect(await screen.findByText('3 pz')).toBeTruthy();
  });

  it("puts the whole list in the cart and shows the server's message", async () => {
    const fetchMock = stubList();
    const { user } = renderWithProviders(<WishlistDetail listId={7} onDeleted={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Metti tutto nel carrello' }));

    expect(await screen.findByText('1 prodotto della lista aggiunto al carrello.')).toBeTruthy();
    expect(
      requestsTo(fetchMock, '/ebsn/api/cart/add-all-from-wishlist')[0]?.url.searchParams.get('list_id'),
    ).toBe('7');
  });

  it('shows a list shared with grant READ without any control that changes it', async () => {
    stubList({ ...LIST, sharingData: { grant: 'READ', ownerName: 'Lucia Bianchi' } });
    renderWithProviders(<WishlistDetail listId={7} onDeleted={vi.fn()} />);

    expect(await screen.findByText(/condivisa in sola lettura/)).toBeTruthy();
    expect(screen.getByText('Quantità: 2 pz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Aumenta la quantità/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Togli .* dalla lista/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rinomina/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Elimina/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Metti tutto nel carrello' })).toBeTruthy();
  });

  it('makes the list the default one, says so and then shows it as the default', async () => {
    const fetchMock = stubList();
    const { user } = renderWithProviders(<WishlistDetail listId={7} onDeleted={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Imposta come lista predefinita' }));

    expect(await screen.findByText('Spesa del sabato è ora la tua lista predefinita.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/select')[0]?.url.searchParams.get('list_id')).toBe('7');
    expect(await screen.findByText('Lista predefinita')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imposta come lista predefinita' })).toBeNull();
  });

  it('confirms the list for the address the shopper chooses', async () => {
    const fetchMock = stubList();
    const { user } = renderWithProviders(<WishlistDetail listId={7} onDeleted={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Conferma per la consegna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma la lista per la consegna' });
    // The default address comes chosen.
    expect((await within(dialog).findByRole('radio', { name: /Casa/ })).matches(':checked')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Ufficio/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText('Lista Spesa del sabato confermata per Ufficio.')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, '/ebsn/api/wishlist/confirm');
    expect(sent?.url.searchParams.get('list_id')).toBe('7');
    expect(sent?.url.searchParams.get('address_id')).toBe('8');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Confermata per la consegna')).toBeTruthy();
  });

  it('offers neither the default choice nor the confirmation on a list another shopper shares', async () => {
    stubList({ ...LIST, sharingData: { grant: 'WRITE', ownerName: 'Lucia Bianchi' } });
    renderWithProviders(<WishlistDetail listId={7} onDeleted={vi.fn()} />);

    expect(await screen.findByText('Condivisa da Lucia Bianchi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imposta come lista predefinita' })).toBeNull();
    expect(screen.queryByRole('button', { name: /per la consegna/ })).toBeNull();
  });
});
