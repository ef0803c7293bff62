import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFaq } from '../../../testing/build-content';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { FaqScreen } from './faq-screen';

const CATEGORIES = [
  { id: 1, slug: 'ordini', name: 'Ordini', description: 'Ordinare e modificare', count: 2 },
  { id: 2, slug: 'pagamenti', name: 'Pagamenti', description: 'Carte e buoni pasto', count: 1 },
];

const FAQS = [
  buildFaq(11, 'Posso modificare un ordine?', 'Sì, finché il negozio non lo prende in carico.'),
  buildFaq(12, 'Quanto costa la consegna?', 'La consegna a casa costa 4,90 €.'),
  buildFaq(21, 'Posso pagare con i buoni pasto?', 'Sì, alla consegna con i ticket cartacei.', 'pagamenti'),
];

function renderFaq(categorySlug?: string) {
  const fetchMock = stubFetch({
    'GET /p/wp-json/custom/v1/faq-categories': { body: CATEGORIES },
    'GET /p/wp-json/wp/v2/faq': ({ url }) => {
      const category = url.searchParams.get('faq_category');
      return { body: category ? FAQS.filter((faq) => faq.acf?.faq_category === category) : FAQS };
    },
  });
  return {
    ...renderWithProviders(<FaqScreen categorySlug={categorySlug} notFound={<p>Pagina non Trovata</p>} />),
    fetchMock,
  };
}

const questions = () =>
  screen.queryAllByRole('button', { expanded: false }).map((button) => button.textContent);

describe('FaqScreen', () => {
  it('groups the answers under their category headings', async () => {
    renderFaq();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordini' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamenti' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Posso pagare con i buoni pasto?' })).toBeTruthy();
  });

  it('filters the answers by the words of the search field, in the answer text too', async () => {
    const { user, router } = renderFaq();
    await screen.findByRole('heading', { level: 2, name: 'Ordini' });

    await user.type(screen.getByRole('searchbox', { name: 'Cerca tra le domande' }), 'ticket');

    await waitFor(() => expect(questions()).toEqual(['Posso pagare con i buoni pasto?']));
    expect(screen.getByRole('status').textContent).toBe('Una risposta trovata');
    // The search stays in the address, so a shared link shows the same answers.
    expect(router.state.location.search).toBe('?q=ticket');
  });

  it('says so, and offers customer service, when no answer matches', async () => {
    const { user } = renderFaq();
    await screen.findByRole('heading', { level: 2, name: 'Ordini' });
    await user.type(screen.getByRole('searchbox', { name: 'Cerca tra le domande' }), 'bonifico');
    expect(await screen.findByRole('heading', { name: 'Nessuna risposta per “bonifico”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contatta il servizio clienti' }).getAttribute('href')).toBe(
      '/servizio-clienti',
    );
  });

  it('opens an answer in the accordion', async () => {
    const { user } = renderFaq();
    const question = await screen.findByRole('button', { name: 'Quanto costa la consegna?' });
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('La consegna a casa costa 4,90 €.')).toBeTruthy();
  });

  it('shows one category with its name as the title on /faq/:categoryName', async () => {
    renderFaq('pagamenti');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamenti' })).toBeTruthy();
    await waitFor(() => expect(questions()).toEqual(['Posso pagare con i buoni pasto?']));
    const nav = screen.getByRole('navigation', { name: 'Argomenti' });
    expect(within(nav).getByRole('link', { name: 'Pagamenti' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows not-found for a category the chain does not have', async () => {
    renderFaq('inesistente');
    expect(await screen.findByText('Pagina non Trovata')).toBeTruthy();
  });
});
