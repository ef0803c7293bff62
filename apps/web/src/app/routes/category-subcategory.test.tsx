import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCategory, buildCategoryRoot } from '../../testing/build-category';
import { buildEnvelope } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { buildProductsData } from '../../testing/build-products-data';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';

const golden = buildCategory('Mele Golden', { slug: 'ortofrutta/mele/golden', level: 3 });
const apples = buildCategory('Mele', { slug: 'ortofrutta/mele', level: 2, children: [golden] });
const fruit = buildCategory('Ortofrutta', { slug: 'ortofrutta', children: [apples] });
const dairy = buildCategory('Latticini', { slug: 'latticini' });
const tree = buildCategoryRoot([fruit, dairy]);

function stubCatalogue() {
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
    'GET /ebsn/api/category': ({ url }) => {
      const slug = url.searchParams.get('slug');
      if (!slug) return { body: buildEnvelope(tree) };
      return { body: buildEnvelope({ category: slug === 'latticini' ? dairy : fruit }) };
    },
    'GET /ebsn/api/products': ({ url }) => {
      const parent = url.searchParams.get('parent_category_id');
      const name = parent === String(golden.categoryId) ? 'Mela Golden Trentino' : 'Arance di Sicilia';
      return { body: buildEnvelope(buildProductsData([buildProduct({ productId: 5, name, slug: 'p5' })])) };
    },
  });
}

const listedCategories = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((url) => url.pathname === '/ebsn/api/products')
    .map((url) => url.searchParams.get('parent_category_id'));

describe('/category/* with categoryId (spec §2)', () => {
  beforeEach(() => window.localStorage.clear());

  it('narrows the list to a subcategory of the category, at any depth', async () => {
    const fetchMock = stubCatalogue();
    renderApp(`/category/ortofrutta?categoryId=${golden.categoryId}`);

    expect(await screen.findByRole('heading', { level: 3, name: 'Mela Golden Trentino' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ortofrutta' })).toBeTruthy();
    expect(new Set(listedCategories(fetchMock))).toEqual(new Set([String(golden.categoryId)]));
  });

  it('ignores an id outside the category, or not a number: the whole category, never an error', async () => {
    for (const asked of [String(dairy.categoryId), 'abc']) {
      const fetchMock = stubCatalogue();
      const { unmount } = renderApp(`/category/ortofrutta?categoryId=${asked}`);

      expect(await screen.findByRole('heading', { level: 3, name: 'Arance di Sicilia' })).toBeTruthy();
      await waitFor(() => expect(listedCategories(fetchMock).length).toBeGreaterThan(0));
      expect(new Set(listedCategories(fetchMock))).toEqual(new Set([String(fruit.categoryId)]));
      unmount();
    }
  });
});
