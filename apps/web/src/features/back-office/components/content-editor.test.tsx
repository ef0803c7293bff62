import type { AdminProduct } from '@spesa/shared/admin/catalogue-admin.contract';
import type { AdminPost } from '@spesa/shared/admin/content-admin.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { ContentEditor } from './content-editor';
import { ContentList } from './content-list';

/** The preview renderer the route gives: a stand-in that shows the HTML as text. */
const Html = ({ html }: { html: string }) => <div data-testid="preview-html">{html}</div>;

function post(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 12,
    type: 'page',
    slug: 'chi-siamo',
    status: 'draft',
    title: 'Chi siamo',
    content: '<p>Una catena trentina.</p>',
    excerpt: '',
    modifiedAt: Date.UTC(2026, 10, 25),
    link: '/page/chi-siamo',
    flyer: null,
    slide: null,
    ...overrides,
  };
}

describe('the "Contenuti" list', () => {
  it('lists the posts of a type with their state and changes type', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/content/posts': ({ url }) => ({
        body: buildEnvelope({
          posts:
            url.searchParams.get('type') === 'page'
              ? [post(), post({ id: 13, slug: 'privacy', title: 'Privacy', status: 'publish' })]
              : [],
        }),
      }),
    });
    const onTypeChange = vi.fn();
    const { user } = renderWithProviders(<ContentList type="page" onTypeChange={onTypeChange} />);

    const list = await screen.findByRole('list', { name: 'Elenco dei contenuti' });
    const items = within(list).getAllByRole('link');
    expect(items.map((i) => i.textContent)).toEqual([
      'Chi siamoSlug: chi-siamoBozza',
      'PrivacySlug: privacyPubblicato',
    ]);
    expect(items[0]!.getAttribute('href')).toBe('/admin/content/12');
    expect(screen.getByRole('link', { name: 'Nuovo contenuto' }).getAttribute('href')).toBe(
      '/admin/content/new?type=page',
    );
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(onTypeChange).toHaveBeenCalledWith('faq');
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/posts')[0]!.url.searchParams.get('type')).toBe(
      'page',
    );
  });
});

describe('the content editor', () => {
  it('checks the slug, saves the draft, previews it and publishes it', async () => {
    let current = post();
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/content/posts/12': () => ({ body: buildEnvelope({ post: current }) }),
      'POST /ebsn/api/admin/content/posts/edit': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as AdminPost;
        current = { ...current, title: body.title, slug: body.slug, content: body.content };
        return { body: buildEnvelope({ post: current }) };
      },
      'POST /ebsn/api/admin/content/posts/status': ({ init }) => {
        current = { ...current, status: (JSON.parse(String(init?.body)) as AdminPost).status };
        return { body: buildEnvelope({ post: current }) };
      },
      'GET /ebsn/api/admin/content/posts': { body: buildEnvelope({ posts: [] }) },
    });
    const { user } = renderWithProviders(
      <ContentEditor postId={12} type="page" onCreated={() => undefined} previewHtml={Html} />,
    );

    const slug = await screen.findByLabelText(/^Slug/);
    await user.clear(slug);
    await user.type(slug, 'Chi Siamo');
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(
      await screen.findByText('Lo slug può contenere solo lettere minuscole, cifre e trattini.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/posts/edit')).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, 'chi-siamo');
    const text = screen.getByLabelText(/^Testo \(HTML\)/);
    await user.clear(text);
    await user.type(text, '<p>Dal 1962.</p>');
    await user.click(screen.getByRole('button', { name: 'Anteprima' }));
    const preview = screen.getByRole('region', { name: 'Anteprima come nel negozio' });
    expect(within(preview).getByRole('heading', { name: 'Chi siamo' })).toBeTruthy();
    expect(within(preview).getByTestId('preview-html').textContent).toBe('<p>Dal 1962.</p>');

    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(await screen.findByText('Modifiche salvate.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/posts/edit')[0]!.body).toEqual({
      id: 12,
      title: 'Chi siamo',
      slug: 'chi-siamo',
      content: '<p>Dal 1962.</p>',
    });

    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText(/Contenuto pubblicato: è già visibile nel negozio\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedi nel negozio' }).getAttribute('href')).toBe(
      '/page/chi-siamo',
    );
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/posts/status')[0]!.body).toEqual({
      id: 12,
      status: 'publish',
    });
    expect(await screen.findByRole('button', { name: 'Ritira dal negozio' })).toBeTruthy();
    // Nothing changed since the save: publishing sent no second edit.
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/posts/edit')).toHaveLength(1);
  });

  it("creates a draft and shows the server's Italian refusal of a slug taken", async () => {
    let attempt = 0;
    stubFetch({
      'POST /ebsn/api/admin/content/posts': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: buildEnvelope(
                {},
                { status: 400, errors: ['Esiste già un contenuto di questo tipo con lo stesso slug.'] },
              ),
            }
          : { body: buildEnvelope({ post: post({ id: 30, type: 'faq', slug: 'resi' }) }) },
      'GET /ebsn/api/admin/content/posts': { body: buildEnvelope({ posts: [] }) },
    });
    const onCreated = vi.fn();
    const { user } = renderWithProviders(
      <ContentEditor postId={null} type="faq" onCreated={onCreated} previewHtml={Html} />,
    );

    expect(screen.getByRole('heading', { name: 'Nuovo contenuto: FAQ' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Titolo/), 'Resi');
    await user.type(screen.getByLabelText(/^Slug/), 'resi');
    await user.type(screen.getByLabelText(/^Testo \(HTML\)/), '<p>Entro 14 giorni.</p>');
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(
      await screen.findByText('Esiste già un contenuto di questo tipo con lo stesso slug.'),
    ).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(30));
  });

  it('says a post just created is a draft to publish', async () => {
    stubFetch({
      'GET /ebsn/api/admin/content/posts/12': { body: buildEnvelope({ post: post() }) },
    });
    renderWithProviders(
      <ContentEditor postId={12} type="page" justCreated onCreated={vi.fn()} previewHtml={Html} />,
    );
    expect(await screen.findByText('Bozza creata: pubblicala quando è pronta.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Modifica contenuto' })).toBeTruthy();
  });

  it('adds the dates and products of a new flyer, found by name or typed by code, and shows their errors', async () => {
    const penne: AdminProduct = {
      productId: 501,
      code: 'P-0501',
      name: 'Penne rigate 500 g',
      brand: 'Castoro',
      packFormat: '500 g',
      listPrice: 0.99,
      price: 0.99,
      available: true,
      promotion: null,
    };
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/catalogue/products': ({ url }) => ({
        body: buildEnvelope({
          products: url.searchParams.get('q') === 'penne' ? [penne] : [],
          page: 1,
          total: 1,
          pageSize: 20,
        }),
      }),
      'POST /ebsn/api/admin/content/posts': {
        body: buildEnvelope({ post: post({ id: 40, type: 'flyer', slug: 'speciale-dicembre' }) }),
      },
      'GET /ebsn/api/admin/content/posts': { body: buildEnvelope({ posts: [] }) },
    });
    const onCreated = vi.fn();
    const { user } = renderWithProviders(
      <ContentEditor postId={null} type="flyer" onCreated={onCreated} previewHtml={Html} />,
    );
    await user.type(screen.getByLabelText(/^Titolo/), 'Speciale dicembre');
    await user.type(screen.getByLabelText(/^Slug/), 'speciale-dicembre');
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(await screen.findByText('Indica il primo giorno.')).toBeTruthy();
    expect(screen.getByText('Indica l’ultimo giorno.')).toBeTruthy();
    expect(screen.getByText('Aggiungi almeno un prodotto al volantino.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Primo giorno/), { target: { value: '2026-12-09' } });
    fireEvent.change(screen.getByLabelText(/^Ultimo giorno/), { target: { value: '2026-12-02' } });
    const search = screen.getByLabelText('Codice o nome del prodotto');
    await user.type(search, 'penne{Enter}');
    const results = await screen.findByRole('list', { name: 'Prodotti trovati' });
    await user.click(within(results).getByRole('button', { name: 'Aggiungi Penne rigate 500 g' }));
    expect(within(results).getByRole('button', { name: 'Aggiungi Penne rigate 500 g' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.clear(search);
    await user.type(search, 'C-0042');
    await user.click(screen.getByRole('button', { name: 'Aggiungi il codice' }));
    await user.clear(search);
    await user.type(search, 'C-0043');
    await user.click(screen.getByRole('button', { name: 'Aggiungi il codice' }));
    await user.click(screen.getByRole('button', { name: 'Togli C-0043' }));
    const chosen = screen.getByRole('list', { name: 'Prodotti del volantino (2 su 24)' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Penne rigate 500 gCodice: P-0501', 'C-0042Codice: C-0042']);

    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(
      await screen.findByText('Il volantino deve finire lo stesso giorno dell’inizio o dopo.'),
    ).toBeTruthy();
    expect(
      requestsTo(fetchMock, '/ebsn/api/admin/content/posts').filter((r) => r.body !== undefined),
    ).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Ultimo giorno/), { target: { value: '2026-12-15' } });
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(40));
    const [created] = requestsTo(fetchMock, '/ebsn/api/admin/content/posts').filter(
      (r) => r.body !== undefined,
    );
    expect(created!.body).toEqual({
      type: 'flyer',
      title: 'Speciale dicembre',
      slug: 'speciale-dicembre',
      content: '',
      flyer: { validFrom: '2026-12-09', validTo: '2026-12-15', productCodes: ['P-0501', 'C-0042'] },
    });
  });

  it("shows a slide's current link and dates, checks the link and saves them with the audience", async () => {
    const slide = post({
      id: 50,
      type: 'slide',
      slug: 'consegna-gratuita',
      title: 'Consegna gratuita',
      link: '/page/consegna-a-casa',
      slide: {
        subtitle: 'Sopra i 50 €',
        link: '/page/consegna-a-casa',
        validFrom: '2026-11-20',
        validTo: '2027-01-20',
        deliveryServiceId: 2,
      },
    });
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/content/posts/50': { body: buildEnvelope({ post: slide }) },
      'POST /ebsn/api/admin/content/posts/edit': { body: buildEnvelope({ post: slide }) },
      'GET /ebsn/api/admin/content/posts': { body: buildEnvelope({ posts: [] }) },
    });
    const { user } = renderWithProviders(
      <ContentEditor postId={50} type="slide" onCreated={() => undefined} previewHtml={Html} />,
    );
    const link = await screen.findByLabelText<HTMLInputElement>(/^Link/);
    expect(link.value).toBe('/page/consegna-a-casa');
    expect(screen.getByLabelText<HTMLInputElement>(/^Sottotitolo/).value).toBe('Sopra i 50 €');
    expect(screen.getByLabelText<HTMLInputElement>(/^Primo giorno/).value).toBe('2026-11-20');
    expect(screen.getByLabelText<HTMLInputElement>(/^Ultimo giorno/).value).toBe('2027-01-20');

    await user.clear(link);
    await user.type(link, 'https://altrove.example');
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(
      await screen.findByText('Il link deve essere un indirizzo del negozio che inizia con /, senza spazi.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/posts/edit')).toHaveLength(0);

    await user.clear(link);
    await user.type(link, '/volantini/offerte-della-settimana');
    await user.click(screen.getByRole('combobox', { name: 'Mostra a' }));
    await user.click(await screen.findByRole('option', { name: 'Chi sceglie il ritiro in negozio' }));
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(await screen.findByText('Modifiche salvate.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/posts/edit')[0]!.body).toEqual({
      id: 50,
      title: 'Consegna gratuita',
      slug: 'consegna-gratuita',
      content: '<p>Una catena trentina.</p>',
      slide: {
        subtitle: 'Sopra i 50 €',
        link: '/volantini/offerte-della-settimana',
        validFrom: '2026-11-20',
        validTo: '2027-01-20',
        deliveryServiceId: 1,
      },
    });
  });
});
