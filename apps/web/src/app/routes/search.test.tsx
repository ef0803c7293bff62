// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { BRAND_FACET, buildProductsData } from '../../testing/build-products-data';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';

const parmigiano = buildProduct({ productId: 3, name: 'Parmigiano Reggiano DOP', slug: 'parmigiano' });
const departmentFacet = {
  name: 'Reparto',
  parameterName: 'parent_category_id',
  values: [
    { id: '4', name: 'Latticini e uova', count: 5, selected: false },
    { id: '9', name: 'Gastronomia', count: 1, selected: false },
  ],
};

function stubSearch() {
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
    'GET /ebsn/api/products': ({ url }) => {
      const query = url.searchParams.get('q');
      if (query === 'parmiggiano') {
        return {
          body: buildEnvelope(
            buildProductsData([parmigiano], {
              // The facets count the whole result, of which this page shows one product.
              totItems: 6,
              correctedQuery: 'parmigiano',
              facets: [BRAND_FACET, departmentFacet],
            }),
          ),
        };
      }
      return { body: buildEnvelope(buildProductsData([], { suggestion: 'latte' })) };
    },
  });
}

describe('search page', () => {
  beforeEach(() => window.localStorage.clear());

  it('in the quick-list mode opens Spesa veloce with the words of the query (spec §2 search mode)', async () => {
    stubSearch();
    const { router } = renderApp('/search?q=latte,pane&mode=fast');

    expect(await screen.findByRole('heading', { level: 1, name: /Spesa veloce/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fast-search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('latte,pane');
  });

  it('searches the query as one with any other mode', async () => {
    stubSearch();
    const { router } = renderApp('/search?q=parmiggiano&mode=qualcosa');

    expect(await screen.findByRole('heading', { level: 1, name: 'Risultati per “parmigiano”' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('shows what was searched instead of a typo, and saves the word (spec §4)', async () => {
    stubSearch();
    renderApp('/search?q=parmiggiano');

    expect(await screen.findByRole('heading', { level: 1, name: 'Risultati per “parmigiano”' })).toBeTruthy();
    expect(screen.getByText(/hai scritto “parmiggiano”/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Parmigiano Reggiano DOP' })).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('spesa.searchedWords')!)).toMatchObject([
        { name: 'parmiggiano', counter: 1 },
      ]),
    );
  });

  it('offers "forse cercavi" when nothing matches', async () => {
    stubSearch();
    renderApp('/search?q=lattte%20xyz');

    expect(
      await screen.findByRole('heading', { name: 'Nessun prodotto trovato per “lattte xyz”' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'latte' }).getAttribute('href')).toBe('/search?q=latte');
  });

  it('shows an empty result without filters or sort, with "forse cercavi" and popular searches', async () => {
    stubSearch();
    window.localStorage.setItem(
      'spesa.searchedWords',
      JSON.stringify([{ name: 'olio', counter: 3, timestampMs: Date.now() }]),
    );
    renderApp('/search?q=lattte%20xyz');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nessun prodotto trovato per “lattte xyz”' }),
    ).toBeTruthy();
    expect(screen.getByText(/Forse cercavi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'latte' }).getAttribute('href')).toBe('/search?q=latte');
    const popular = screen.getByRole('region', { name: 'Ricerche popolari' });
    const words = within(popular)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(words[0]).toBe('olio');
    expect(words).toContain('pasta');
    expect(words).not.toContain('lattte xyz');
    expect(words).not.toContain('latte');
    expect(within(popular).getByRole('link', { name: 'pasta' }).getAttribute('href')).toBe('/search?q=pasta');
    expect(screen.queryByRole('button', { name: /^Filtri/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Ordina/ })).toBeNull();
    expect(screen.queryByText(/prodotti trovati/)).toBeNull();
  });

  it('keeps filters and sort when the results are there', async () => {
    stubSearch();
    renderApp('/search?q=parmiggiano');

    expect(await screen.findByRole('heading', { level: 3, name: 'Parmigiano Reggiano DOP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Filtri/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Ordina/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ricerche popolari' })).toBeNull();
  });

  it('narrows the results to one department with the facet of the answer', async () => {
    stubSearch();
    const { user, router } = renderApp('/search?q=parmiggiano');

    await user.click(await screen.findByRole('button', { name: /^Filtri/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(sheet).getByRole('radio', { name: /Gastronomia/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=parmiggiano&parent_category_id=9'));
    await user.click(within(sheet).getByRole('radio', { name: /Latticini e uova/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=parmiggiano&parent_category_id=4'));
  });
});
