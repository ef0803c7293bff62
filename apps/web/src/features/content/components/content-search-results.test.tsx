import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { ContentSearchResults } from './content-search-results';

const HITS = [
  {
    id: 10,
    title: 'Quali metodi di pagamento accettate?',
    url: '/faq/ordini-e-pagamenti',
    type: 'post',
    subtype: 'faq',
  },
  {
    id: 4,
    title: 'Condizioni di vendita',
    url: '/page/condizioni-di-vendita',
    type: 'post',
    subtype: 'page',
  },
  {
    id: 7,
    title: 'Offerte della settimana',
    url: '/volantini/offerte-della-settimana',
    type: 'post',
    subtype: 'flyer',
  },
  { id: 5, title: 'Informativa sulla privacy', url: '/page/privacy', type: 'post', subtype: 'page' },
];

describe('ContentSearchResults', () => {
  it('lists the pages, FAQ and flyers of the content search, three first, each leading to its screen', async () => {
    const fetchMock = stubFetch({
      'GET /p/wp-json/wp/v2/search': { body: HITS },
    });
    const { user } = renderWithProviders(<ContentSearchResults query="pagamento" />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Pagine e informazioni' })).toBeTruthy();
    const [request] = requestsTo(fetchMock, '/p/wp-json/wp/v2/search');
    expect(request!.url.searchParams.get('search')).toBe('pagamento');
    expect(request!.url.searchParams.get('subtype')).toBe('page,faq,flyer');
    expect(request!.url.searchParams.get('per_page')).toBe('24');

    // A FAQ hit opens its category filtered to that question.
    expect(
      screen.getByRole('link', { name: 'Quali metodi di pagamento accettate?' }).getAttribute('href'),
    ).toBe('/faq/ordini-e-pagamenti?q=Quali%20metodi%20di%20pagamento%20accettate%3F');
    expect(screen.getByRole('link', { name: 'Offerte della settimana' }).getAttribute('href')).toBe(
      '/volantini/offerte-della-settimana',
    );
    expect(screen.queryByRole('link', { name: 'Informativa sulla privacy' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mostra tutti (4)' }));
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' }).getAttribute('href')).toBe(
      '/page/privacy',
    );
  });

  it('shows nothing when the content search finds nothing or fails: the products are the page', async () => {
    stubFetch({ 'GET /p/wp-json/wp/v2/search': { status: 500, body: { code: 'x', message: 'Errore' } } });
    const { container, queryClient } = renderWithProviders(<ContentSearchResults query="pagamento" />);
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['content'] })[0]?.state.status).toBe('error'),
    );
    expect(container.textContent).toBe('');
  });
});
