import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { buildProduct } from '../../../testing/build-product';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { SearchField } from './search-field';

const autocomplete = {
  query: 'parm',
  words: ['parmigiano', 'parmalat'],
  categories: [
    {
      categoryId: 40,
      name: 'Formaggi',
      slug: 'latticini-e-uova/formaggi',
      itemUrl: '/category/latticini-e-uova/formaggi',
      parentName: 'Latticini e uova',
      productCount: 22,
    },
  ],
  products: [buildProduct({ productId: 3, name: 'Parmigiano Reggiano DOP', slug: 'parmigiano-reggiano' })],
  totItems: 22,
};

function stubAutocomplete() {
  return stubFetch({ 'GET /ebsn/api/search/autocomplete': { body: buildEnvelope(autocomplete) } });
}

describe('SearchField', () => {
  beforeEach(() => window.localStorage.clear());

  it('suggests words, categories and products under the field as the shopper types', async () => {
    const fetchMock = stubAutocomplete();
    const { user } = renderWithProviders(<SearchField />);

    const field = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await user.type(field, 'parm');

    const listbox = await screen.findByRole('listbox', { name: 'Suggerimenti di ricerca' });
    expect(await within(listbox).findByRole('option', { name: 'parmigiano' })).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: /Formaggi in Latticini e uova/ })).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: /Parmigiano Reggiano DOP/ })).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: 'Vedi tutti i 22 prodotti per “parm”' })).toBeTruthy();
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const url = new URL(fetchMock.mock.calls.at(-1)![0] as string, 'http://localhost');
    expect(url.searchParams.get('q')).toBe('parm');
  });

  it('says the unit of a product sold by weight next to its suggested price', async () => {
    stubFetch({
      'GET /ebsn/api/search/autocomplete': {
        body: buildEnvelope({
          ...autocomplete,
          products: [
            buildProduct({ productId: 3, name: 'Parmigiano Reggiano DOP', slug: 'parmigiano-reggiano' }),
            buildProduct({
              productId: 4,
              name: 'Parmigiano a peso',
              slug: 'parmigiano-a-peso',
              priceDisplay: 21.9,
              priceUnitDisplay: 'kg',
            }),
          ],
        }),
      },
    });
    const { user } = renderWithProviders(<SearchField />);
    await user.type(screen.getByRole('combobox', { name: 'Cerca prodotti' }), 'parm');
    const listbox = await screen.findByRole('listbox', { name: 'Suggerimenti di ricerca' });
    const weighed = await within(listbox).findByRole('option', { name: /Parmigiano a peso/ });
    expect(weighed.textContent?.replace(/\u00a0/g, ' ')).toContain('21,90 €/kg');
    const byPiece = within(listbox).getByRole('option', { name: /Parmigiano Reggiano DOP/ });
    expect(byPiece.textContent?.replace(/\u00a0/g, ' ')).toMatch(/1,99 €$/);
  });

  it('moves through the options with the arrows and opens one with Enter', async () => {
    stubAutocomplete();
    const { user, router } = renderWithProviders(<SearchField />);

    const field = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await user.type(field, 'parm');
    await screen.findByRole('option', { name: 'parmigiano' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');

    const active = document.getElementById(field.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toContain('Formaggi');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/latticini-e-uova/formaggi'));
  });

  it('offers the recent searches, most searched first, when the field is empty', async () => {
    const nowMs = Date.now();
    window.localStorage.setItem(
      'spesa.searchedWords',
      JSON.stringify([
        { name: 'latte', counter: 1, timestampMs: nowMs },
        { name: 'pasta', counter: 4, timestampMs: nowMs },
        { name: 'vecchia ricerca', counter: 9, timestampMs: nowMs - 31 * 24 * 60 * 60 * 1000 },
      ]),
    );
    stubAutocomplete();
    const { user } = renderWithProviders(<SearchField />);

    await user.click(screen.getByRole('combobox', { name: 'Cerca prodotti' }));
    const listbox = await screen.findByRole('listbox');
    const recent = within(listbox).getByRole('group', { name: 'Ricerche recenti' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['pasta', 'latte']);
  });

  it('sends a list of words separated by commas to the fast search', async () => {
    stubAutocomplete();
    const { user, router } = renderWithProviders(<SearchField />);

    await user.type(screen.getByRole('combobox', { name: 'Cerca prodotti' }), 'latte, pane,uova{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fast-search'));
    expect(router.state.location.search).toBe('?q=latte%2Cpane%2Cuova');
  });

  it("shows the chosen product's name in the field after a pick, not the typed words", async () => {
    stubAutocomplete();
    const { user, router } = renderWithProviders(<SearchField />);

    const field = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await user.type(field, 'parm');
    await user.click(await screen.findByRole('option', { name: /Parmigiano Reggiano DOP/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/parmigiano-reggiano'));
    expect((field as HTMLInputElement).value).toBe('Parmigiano Reggiano DOP');
  });
});
