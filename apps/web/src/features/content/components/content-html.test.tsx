// @vitest-environment jsdom
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildContentPost } from '../../../testing/build-content';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { ContentHtml } from './content-html';
import { ContentPage } from './content-page';

const HOSTILE_PAGE =
  '<h2>Privacy</h2><p>Testo <img src="/media/x.png" onerror="window.hacked = 1"></p>' +
  '<script>window.hacked = 2</script>' +
  '<a href="javascript:window.hacked = 3">Clicca qui</a>' +
  '<iframe src="https://evil.example/login"></iframe>' +
  '<div onclick="window.hacked = 4">Zona</div>';

function withWhitelist(): TenantPublicConfig {
  // spec §9 domain whitelist: the chain's own sites, from the server's configuration.
  return { ...buildTenantConfig(), domainWhitelist: ['www.castorosupermercati.it'] };
}

describe('ContentPage', () => {
  it('renders hostile page HTML inert: no script, no handler, no javascript: link, no unknown iframe', async () => {
    stubFetch({
      'GET /p/wp-json/wp/v2/pages': ({ url }) => ({
        body:
          url.searchParams.get('slug') === 'privacy'
            ? [
                buildContentPost({
                  slug: 'privacy',
                  title: { rendered: 'Informativa sulla privacy' },
                  content: { rendered: HOSTILE_PAGE },
                  acf: {
                    seo_title: 'Privacy – Castoro Market',
                    seo_description: 'Come trattiamo i tuoi dati.',
                  },
                }),
              ]
            : [],
      }),
    });
    const { container, user } = renderWithProviders(<ContentPage slug="privacy" notFound={<p>Nessuna</p>} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sei qui' })).toBeTruthy();
    const article = container.querySelector('article')!;
    expect(article.querySelector('script, iframe')).toBeNull();
    const handlers = [...article.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(article.querySelector('a[href^="javascript"]')).toBeNull();

    await user.click(screen.getByText('Clicca qui'));
    await user.click(screen.getByText('Zona'));
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
    // spec §2: the search metadata of the page.
    await waitFor(() => expect(document.title).toBe('Privacy – Castoro Market'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Come trattiamo i tuoi dati.',
    );
  });

  it('shows the not-found screen when the chain has no page with that slug', async () => {
    stubFetch({ 'GET /p/wp-json/wp/v2/pages': { body: [] } });
    renderWithProviders(<ContentPage slug="non-esiste" notFound={<p>Pagina non Trovata</p>} />);
    expect(await screen.findByText('Pagina non Trovata')).toBeTruthy();
  });
});

describe('ContentHtml links (spec §2 "Links inside content")', () => {
  const html =
    '<p><a href="https://www.castorosupermercati.it/shop/page/consegna-a-casa">Consegna</a> ' +
    '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Guarda il video</a> ' +
    '<a href="https://www.garanteprivacy.it/">Garante</a></p>';

  it('points whitelisted links at the app path and other hosts at a new window without opener', () => {
    const { container } = renderWithProviders(<ContentHtml html={html} />, withWhitelist());
    const [internal, video, external] = [...container.querySelectorAll('a')];
    expect(internal!.getAttribute('href')).toBe('/page/consegna-a-casa');
    expect(internal!.hasAttribute('target')).toBe(false);
    expect(video!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('navigates inside the app for a whitelisted host, with /shop stripped', async () => {
    const { router, user } = renderWithProviders(<ContentHtml html={html} />, withWhitelist());
    await user.click(screen.getByRole('link', { name: 'Consegna' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/consegna-a-casa'));
  });

  it('opens a video link in the embedded video dialog', async () => {
    const { user } = renderWithProviders(<ContentHtml html={html} />, withWhitelist());
    await user.click(screen.getByRole('link', { name: 'Guarda il video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guarda il video' });
    expect(within(dialog).getByTitle('Guarda il video').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );
  });

  it('opens another host in a new window with noopener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ContentHtml html={html} />, withWhitelist());
    fireEvent.click(screen.getByRole('link', { name: 'Garante' }));
    expect(open).toHaveBeenCalledWith('https://www.garanteprivacy.it/', '_blank', 'noopener,noreferrer');
  });
});
