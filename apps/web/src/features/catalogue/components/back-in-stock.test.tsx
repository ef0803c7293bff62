import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { buildProduct } from '../../../testing/build-product';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { userQueryKey } from '../../../lib/user-query';
import UnavailableProduct from './back-in-stock';

const missing = buildProduct({ productId: 42, name: 'Ciliegie', available: 0 });
const similar = [
  buildProduct({ productId: 43, name: 'Fragole', slug: 'fragole-43' }),
  buildProduct({ productId: 44, name: 'Mirtilli', slug: 'mirtilli-44' }),
];
const user = { userId: 7 };

describe('UnavailableProduct', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once to be told when the product is back, then says it will, beside the similar products', async () => {
    let requested = false;
    const fetchMock = stubFetch({
      'GET /ebsn/api/back-in-stock/view': () => ({
        body: buildEnvelope({ productId: 42, requested }, { user }),
      }),
      'POST /ebsn/api/back-in-stock/add': () => {
        requested = true;
        return {
          body: buildEnvelope(
            { productId: 42, requested: true },
            { user, infos: ['Ti scriveremo a luca@example.com appena il prodotto torna disponibile.'] },
          ),
        };
      },
      'GET /ebsn/api/products/42/similar': { body: buildEnvelope({ products: similar }) },
    });
    const view = renderWithProviders(<UnavailableProduct product={missing} />);
    view.queryClient.setQueryData(userQueryKey, user);

    expect(await screen.findByRole('heading', { name: 'Prodotti simili disponibili' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fragole' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mirtilli' })).toBeTruthy();

    await view.user.click(await screen.findByRole('button', { name: 'Avvisami quando torna disponibile' }));
    expect(await screen.findByText('Ti avviseremo quando torna disponibile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avvisami quando torna disponibile' })).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({ productId: 42 });
  });

  it('shows no similar section when the category has no other available product', async () => {
    stubFetch({ 'GET /ebsn/api/products/42/similar': { body: buildEnvelope({ products: [] }) } });
    renderWithProviders(<UnavailableProduct product={missing} />);
    expect(await screen.findByRole('button', { name: 'Avvisami quando torna disponibile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Prodotti simili disponibili' })).toBeNull();
  });
});
