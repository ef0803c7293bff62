// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCategory, buildCategoryRoot } from '../../testing/build-category';
import { buildCategoryBlock, buildProposal } from '../../testing/build-category-block';
import { buildContentPost } from '../../testing/build-content';
import { romeNoonSeconds } from '../../features/content/api/get-slides';
import { buildEnvelope } from '../../testing/build-envelope';
import { buildProduct } from '../../testing/build-product';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';

const tree = buildCategoryRoot([buildCategory('Frutta e verdura', { slug: 'frutta-e-verdura' })]);
const home = {
  ...buildCategory('Home', { slug: 'home', hidden: true }),
  categoryBlocks: [
    buildCategoryBlock(3, 'ProposalGrid', {
      title: 'Scelti per te',
      proposals: [
        buildProposal(4, 'Latticini', '/category/latticini'),
        buildProposal(5, 'Vini', 'https://vini.example/'),
      ],
    }),
    buildCategoryBlock(1, 'BannerSlider', {
      autoplay: true,
      proposals: [
        buildProposal(1, 'Spesa online', '/category/frutta-e-verdura'),
        buildProposal(2, 'Consegna', '/page/consegna-a-casa'),
      ],
    }),
    buildCategoryBlock(2, 'ProductSlider', { title: 'Le offerte della settimana' }),
  ],
};

function stubHome(options: { homeFails?: boolean; slides?: unknown[] } = {}) {
  const noon = romeNoonSeconds(new Date());
  return stubFetch({
    ...(options.slides && {
      [`GET /p/wp-json/wp/v2/new_slides/1/${noon}/${noon}`]: { body: options.slides },
    }),
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null) },
    'GET /ebsn/api/category': ({ url }) => {
      if (url.searchParams.get('slug') !== 'home') return { body: buildEnvelope(tree) };
      return options.homeFails
        ? { status: 500, body: buildEnvelope(null, { status: 1, errors: ['Errore'] }) }
        : { body: buildEnvelope({ category: home }) };
    },
    'GET /ebsn/api/category-block/info': ({ url }) => ({
      body: buildEnvelope({
        ...home.categoryBlocks.find(
          (block) => String(block.categoryBlockId) === url.searchParams.get('categoryBlockId'),
        ),
        products: [buildProduct({ productId: 7, name: 'Mele Fuji', slug: 'mele-fuji' })],
      }),
    }),
  });
}

describe('home page', () => {
  it('is made of the content blocks of the "home" category, in their order', async () => {
    stubHome();
    renderApp('/');

    const banners = await screen.findByRole('group', { name: 'In evidenza' });
    const first = within(banners).getByRole('link', { name: 'Spesa online: scopri le offerte' });
    expect(first.getAttribute('href')).toBe('/category/frutta-e-verdura');
    expect(first.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(within(banners).getByRole('button', { name: 'Ferma lo scorrimento automatico' })).toBeTruthy();

    const offers = await screen.findByRole('region', { name: 'Le offerte della settimana' });
    expect(await within(offers).findByRole('heading', { level: 3, name: 'Mele Fuji' })).toBeTruthy();

    const grid = screen.getByRole('region', { name: 'Scelti per te' });
    expect(
      within(grid).getByRole('link', { name: 'Latticini: scopri le offerte' }).getAttribute('href'),
    ).toBe('/category/latticini');
    expect(within(grid).getByRole('link', { name: 'Vini: scopri le offerte' }).getAttribute('target')).toBe(
      '_blank',
    );

    // The visitors' postal-code check loads apart (spec §7 delivery); wait for it before reading the outline.
    expect(await screen.findByRole('heading', { level: 2, name: 'Consegniamo da te?' })).toBeTruthy();
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // The departments are listed once, by the home's own grid from the catalogue.
    expect(headings).toEqual([
      'Le offerte della settimana',
      'Scelti per te',
      'Consegniamo da te?',
      'Tutti i reparti',
    ]);
  });

  it('still offers the departments when the blocks cannot be loaded', async () => {
    stubHome({ homeFails: true });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Frutta e verdura' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'La spesa di Castoro, fresca ogni giorno' }),
    ).toBeTruthy();
  });

  it('shows the slides of the content store in the banner slider when the chain has some for today', async () => {
    const slide = buildContentPost({
      id: 41,
      slug: 'volantino-della-settimana',
      type: 'slide',
      title: { rendered: 'Le offerte della settimana' },
      acf: {
        subtitle: 'Sfoglia il volantino',
        slide_link: '/volantini',
        slide_image_desktop: '/p/wp-content/uploads/slide/volantino-della-settimana-desktop.svg',
        slide_image_mobile: '/p/wp-content/uploads/slide/volantino-della-settimana-mobile.svg',
      },
    });
    stubHome({ slides: [slide] });
    renderApp('/');

    const banners = await screen.findByRole('group', { name: 'In evidenza' });
    const link = await within(banners).findByRole('link', { name: /Le offerte della settimana/ });
    expect(link.getAttribute('href')).toBe('/volantini');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      '/p/wp-content/uploads/slide/volantino-della-settimana-mobile.svg',
    );
    expect(within(banners).queryByRole('link', { name: /Spesa online/ })).toBeNull();
  });
});

describe('romeNoonSeconds', () => {
  it('is noon in Italy on the Italian day, in winter and in summer time, whatever the instant of the day', () => {
    // 23:30 UTC on 14 January is already 15 January in Rome (UTC+1): noon there is 11:00 UTC.
    expect(romeNoonSeconds(new Date('2026-01-14T23:30:00Z'))).toBe(Date.UTC(2026, 0, 15, 11) / 1000);
    // In July Rome is UTC+2: noon is 10:00 UTC.
    expect(romeNoonSeconds(new Date('2026-07-10T05:00:00Z'))).toBe(Date.UTC(2026, 6, 10, 10) / 1000);
  });
});
