import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { buildWishlist, buildWishlistItem } from '../../testing/build-wishlist';
import { requestsTo } from '../../testing/fetch-calls';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';

const PASSATA = buildProduct({ productId: 11, name: 'Passata di pomodoro', slug: 'passata' });
const SHARED = buildWishlist({
  listId: 9,
  name: 'Grigliata di Giulia',
  sharingData: { grant: 'READ', ownerName: 'Giulia Bianchi' },
  wishlistItems: [buildWishlistItem({ itemId: 90, product: PASSATA })],
});

describe('/lista-condivisa/:token', () => {
  it('shows the shared list read-only, its products with the cart control, for a visitor too', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
      'GET /ebsn/api/wishlist/shared': ({ url }) =>
        url.searchParams.get('token') === 'tok123'
          ? { body: buildEnvelope(SHARED) }
          : { body: buildEnvelope(null, { status: 1, errors: ['La lista non esiste.'] }) },
    });
    renderApp('/lista-condivisa/tok123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Grigliata di Giulia' })).toBeTruthy();
    expect(screen.getByText('Lista di Giulia Bianchi, condivisa in sola lettura')).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Passata di pomodoro' })).closest(
      'article',
    )!;
    expect(
      within(card).getByRole('button', { name: 'Aggiungi Passata di pomodoro al carrello' }),
    ).toBeTruthy();
    // Nothing that changes the list.
    expect(screen.queryByRole('button', { name: /Rinomina|Elimina|Condividi/ })).toBeNull();
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/shared')).toHaveLength(1);
  });

  it('says the link is no longer valid when the list is not shared any more', async () => {
    stubFetch({
      'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
      'GET /ebsn/api/wishlist/shared': {
        body: buildEnvelope(null, { status: 1, errors: ['La lista non esiste.'] }),
      },
    });
    renderApp('/lista-condivisa/chiuso');

    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toBeTruthy();
  });
});
