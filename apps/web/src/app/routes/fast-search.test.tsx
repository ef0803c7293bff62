import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { buildProductsData } from '../../testing/build-products-data';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';

function stubWordSearches() {
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
    'GET /ebsn/api/products': ({ url }) => {
      const word = url.searchParams.get('q') ?? '';
      const product = buildProduct({ productId: word.length, name: `Prodotto ${word}`, slug: word });
      return { body: buildEnvelope(buildProductsData([product])) };
    },
  });
}

describe('fast search (spec §2, §4)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows one block of results per word of the list', async () => {
    stubWordSearches();
    renderApp('/fast-search?q=latte,pane');

    const milk = await screen.findByRole('region', { name: 'latte' });
    expect(await within(milk).findByRole('heading', { level: 3, name: 'Prodotto latte' })).toBeTruthy();
    const bread = screen.getByRole('region', { name: 'pane' });
    expect(await within(bread).findByRole('heading', { level: 3, name: 'Prodotto pane' })).toBeTruthy();
  });

  it('adds to, removes from and clears the list, which is kept for the next visit', async () => {
    stubWordSearches();
    const { user, router } = renderApp('/fast-search?q=latte');

    await user.type(
      await screen.findByRole('textbox', { name: 'Aggiungi alla lista' }),
      'uova, Latte{Enter}',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=latte%2Cuova'));
    expect(JSON.parse(window.localStorage.getItem('spesa.fastSearchWords')!)).toEqual(['latte', 'uova']);

    await user.click(screen.getByRole('button', { name: 'Togli latte dalla lista' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=uova'));

    await user.click(screen.getByRole('button', { name: 'Svuota la lista' }));
    expect(await screen.findByRole('heading', { name: 'La tua lista è vuota' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('spesa.fastSearchWords')!)).toEqual([]);
  });

  it('opens the saved list when the address has none', async () => {
    window.localStorage.setItem('spesa.fastSearchWords', JSON.stringify(['riso']));
    stubWordSearches();
    const { router } = renderApp('/fast-search');

    await waitFor(() => expect(router.state.location.search).toBe('?q=riso'));
    expect(await screen.findByRole('region', { name: 'riso' })).toBeTruthy();
  });
});
