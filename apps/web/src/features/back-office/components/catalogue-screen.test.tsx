import type { AdminProduct } from '@spesa/shared/admin/catalogue-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminProduct as adminProduct } from '../../../testing/build-admin-product';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { CatalogueScreen } from './catalogue-screen';

/** The element's text with Intl's non-breaking spaces as plain ones. */
const textOf = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');

const page = (products: AdminProduct[], total = products.length) =>
  buildEnvelope({ products, page: 1, total, pageSize: 20 });

describe('the "Catalogo" screen', () => {
  it('searches the products, keeps the search in the address and shows price and availability', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/catalogue/products': ({ url }) => ({
        body: url.searchParams.get('q')
          ? page([adminProduct({ price: 1.99, available: false })])
          : page([adminProduct(), adminProduct({ productId: 12, name: 'Latte intero' })], 45),
      }),
    });
    const { user, router } = renderWithProviders(<CatalogueScreen />);

    const list = await screen.findByRole('list', { name: 'Elenco dei prodotti' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('45 prodotti')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagine' })).toBeTruthy();

    await user.type(screen.getByLabelText('Cerca per nome, marca o codice'), 'mele');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=mele');
    const card = within(list).getByRole('listitem', { name: 'Mele Golden' });
    expect(textOf(card)).toContain('Prezzo di listino: 2,49 €');
    expect(textOf(card)).toContain('Oggi in promozione: 1,99 €');
    expect(textOf(card)).toContain('Non disponibile');
    const sent = requestsTo(fetchMock, '/ebsn/api/admin/catalogue/products').at(-1)!;
    expect(sent.url.searchParams.get('q')).toBe('mele');
    expect(sent.url.searchParams.get('page')).toBe('1');
  });

  it('checks the euro price, shows the server refusal, then updates the card from the answer', async () => {
    let refuse = true;
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/catalogue/products': { body: page([adminProduct()]) },
      'POST /ebsn/api/admin/catalogue/price': ({ init }) => {
        const { price } = JSON.parse(String(init?.body)) as { price: number };
        if (refuse) {
          refuse = false;
          return { status: 404, body: buildEnvelope({}, { status: 1, errors: ['Prodotto non trovato.'] }) };
        }
        return { body: buildEnvelope({ adminProduct: adminProduct({ listPrice: price, price }) }) };
      },
    });
    const { user } = renderWithProviders(<CatalogueScreen />);

    await user.click(await screen.findByRole('button', { name: 'Cambia il prezzo di Mele Golden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prezzo di Mele Golden' });
    const field = within(dialog).getByLabelText('Prezzo di listino (€)');
    expect((field as HTMLInputElement).value).toBe('2,49');
    await user.clear(field);
    await user.type(field, '2,4x');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Indica un importo in euro, ad esempio 2,49.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Il prezzo deve essere maggiore di zero.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/catalogue/price')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '3,15');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Prodotto non trovato.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Prezzo di Mele Golden aggiornato: 3,15 €.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('listitem', { name: 'Mele Golden' });
    expect(textOf(card)).toContain('Prezzo di listino: 3,15 €');
    expect(requestsTo(fetchMock, '/ebsn/api/admin/catalogue/price').at(-1)!.body).toEqual({
      productId: 11,
      price: 3.15,
    });
  });

  it('toggles the availability and shows the product as the server answered it', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/catalogue/products': { body: page([adminProduct()]) },
      'POST /ebsn/api/admin/catalogue/availability': ({ init }) => {
        const { available } = JSON.parse(String(init?.body)) as { available: boolean };
        return { body: buildEnvelope({ adminProduct: adminProduct({ available }) }) };
      },
    });
    const { user } = renderWithProviders(<CatalogueScreen />);

    const toggle = await screen.findByRole('switch', { name: 'Disponibilità di Mele Golden' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText('Mele Golden non è più disponibile.')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(screen.getByRole('listitem', { name: 'Mele Golden' }).textContent).toContain('Non disponibile');
    expect(requestsTo(fetchMock, '/ebsn/api/admin/catalogue/availability')[0]!.body).toEqual({
      productId: 11,
      available: false,
    });
  });
});
