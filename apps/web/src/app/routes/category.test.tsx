import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCategory, buildCategoryRoot } from '../../testing/build-category';
import { buildEnvelope } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { BRAND_FACET, buildProductsData, PROMO_FACET } from '../../testing/build-products-data';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';

const fruit = buildCategory('Frutta e verdura', { slug: 'frutta-e-verdura' });
const dairy = buildCategory('Latticini', { slug: 'latticini' });
const tree = buildCategoryRoot([fruit, dairy]);
const apple = buildProduct({ productId: 1, name: 'Mele Golden', slug: 'mele-golden' });

/** jsdom has no matchMedia; "matches" for min-width queries gives MUI its desktop layout (the facet column). */
function emulateWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function stubCatalogue() {
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
    'GET /ebsn/api/category': ({ url }) => {
      const slug = url.searchParams.get('slug');
      const category = [fruit, dairy].find((node) => node.slug === slug);
      if (!slug) return { body: buildEnvelope(tree) };
      if (category) return { body: buildEnvelope({ category }) };
      return { status: 404, body: buildEnvelope(null, { status: 1, errors: ['Categoria non trovata'] }) };
    },
    'GET /ebsn/api/products': ({ url }) => ({
      body: buildEnvelope(
        buildProductsData([apple], {
          facets: [BRAND_FACET, PROMO_FACET],
          totItems: 60,
          page: Number(url.searchParams.get('page') ?? 1),
        }),
      ),
    }),
  });
}

const productCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((url) => url.pathname === '/ebsn/api/products');

describe('category page', () => {
  beforeEach(() => window.localStorage.clear());

  it('filters by a facet of the answer, back to page 1, with the filter in the address', async () => {
    emulateWideScreen();
    const fetchMock = stubCatalogue();
    const { user, router } = renderApp('/category/frutta-e-verdura?page=2&sort=price_asc');

    const facets = await screen.findByRole('complementary', { name: 'Filtri' });
    await user.click(await within(facets).findByRole('checkbox', { name: /Melinda/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?brand=Melinda&sort=price_asc'));
    const last = productCalls(fetchMock).at(-1)!;
    expect(last.searchParams.getAll('brand')).toEqual(['Melinda']);
    expect(last.searchParams.get('page')).toBe('1');
    expect(last.searchParams.get('sort')).toBe('price_asc');
    expect(last.searchParams.get('parent_category_id')).toBe(String(fruit.categoryId));
    expect(await screen.findByRole('button', { name: 'Rimuovi il filtro Melinda' })).toBeTruthy();
  });

  it('toggles the promo filter and sorts, each from page 1', async () => {
    const fetchMock = stubCatalogue();
    const { user, router } = renderApp('/category/frutta-e-verdura?page=3');

    await user.click(await screen.findByRole('button', { name: 'In offerta (14)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?promo=true'));
    expect((await screen.findByRole('button', { name: 'In offerta' })).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordina per' }), 'Prezzo decrescente');
    await waitFor(() => expect(router.state.location.search).toBe('?promo=true&sort=price_desc'));
    const last = productCalls(fetchMock).at(-1)!;
    expect(last.searchParams.get('promo')).toBe('true');
    expect(last.searchParams.get('sort')).toBe('price_desc');
  });

  it('links every page of the list with its filters', async () => {
    stubCatalogue();
    renderApp('/category/frutta-e-verdura?brand=Melinda');

    const pagination = await screen.findByRole('navigation', { name: 'Pagine dei prodotti' });
    expect(within(pagination).getByRole('link', { name: 'Vai alla pagina 2' }).getAttribute('href')).toBe(
      '/category/frutta-e-verdura?brand=Melinda&page=2',
    );
  });

  it('remembers the filters in local storage and starts another category without them (spec §4)', async () => {
    stubCatalogue();
    const { router } = renderApp('/category/frutta-e-verdura?brand=Melinda&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Frutta e verdura' });

    // The page stores its filters in an effect after it shows: wait for the stored state.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('spesa.catalogueFilters')!)).toMatchObject({
        categoryId: fruit.categoryId,
        filters: { facets: { brand: ['Melinda'] }, page: 2 },
      }),
    );

    await router.navigate('/category/latticini');
    await screen.findByRole('heading', { level: 1, name: 'Latticini' });
    expect(screen.queryByRole('button', { name: 'Rimuovi il filtro Melinda' })).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('spesa.catalogueFilters')!)).toMatchObject({
        categoryId: dairy.categoryId,
        filters: { facets: {}, page: 1 },
      }),
    );
  });

  it('says so when the filters leave nothing, and clears them', async () => {
    stubFetch({
      'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
      'GET /ebsn/api/category': ({ url }) =>
        url.searchParams.get('slug')
          ? { body: buildEnvelope({ category: fruit }) }
          : { body: buildEnvelope(tree) },
      'GET /ebsn/api/products': ({ url }) => ({
        body: buildEnvelope(buildProductsData(url.searchParams.has('brand') ? [] : [apple])),
      }),
    });
    const { user, router } = renderApp('/category/frutta-e-verdura?brand=Zespri');

    expect(await screen.findByRole('heading', { name: 'Nessun prodotto con questi filtri' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Azzera filtri' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 3, name: 'Mele Golden' })).toBeTruthy();
  });
});
