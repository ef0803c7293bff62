// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCategory, buildCategoryRoot } from '../../../testing/build-category';
import { buildEnvelope } from '../../../testing/build-envelope';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { CategoryDrawer } from './category-drawer';

const tree = buildCategoryRoot([
  buildCategory('Frutta e verdura', {
    slug: 'frutta-e-verdura',
    children: [
      buildCategory('Frutta fresca', { slug: 'frutta-e-verdura/frutta-fresca', level: 2 }),
      buildCategory('Solo per il volantino', { slug: 'frutta-e-verdura/volantino', level: 2, hidden: true }),
    ],
  }),
  buildCategory('Selezione fasce orarie', { slug: 'timeslot-selector', hidden: true }),
  buildCategory('Gastronomia', { slug: 'gastronomia' }),
]);

/** jsdom has no matchMedia; answering "matches" for min-width queries puts MUI in its desktop layout. */
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

describe('CategoryDrawer', () => {
  it('hides HIDE_IN_MENU departments and subcategories in the tree of small screens', async () => {
    stubFetch({ 'GET /ebsn/api/category': { body: buildEnvelope(tree) } });
    const { user } = renderWithProviders(<CategoryDrawer open onClose={() => undefined} />);

    const drawer = await screen.findByRole('dialog', { name: 'Reparti' });
    await user.click(await within(drawer).findByRole('button', { name: 'Frutta e verdura' }));

    expect(within(drawer).getByRole('link', { name: 'Frutta fresca' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Gastronomia' })).toBeTruthy();
    expect(within(drawer).queryByText('Solo per il volantino')).toBeNull();
    expect(within(drawer).queryByText('Selezione fasce orarie')).toBeNull();
  });

  it('hides them in the masonry menu of larger screens too', async () => {
    emulateWideScreen();
    stubFetch({ 'GET /ebsn/api/category': { body: buildEnvelope(tree) } });
    renderWithProviders(<CategoryDrawer open onClose={() => undefined} />);

    const drawer = await screen.findByRole('dialog', { name: 'Reparti' });
    expect(await within(drawer).findByRole('heading', { level: 3, name: 'Frutta e verdura' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Frutta fresca' }).getAttribute('href')).toBe(
      '/category/frutta-e-verdura/frutta-fresca',
    );
    expect(within(drawer).queryByText('Solo per il volantino')).toBeNull();
    expect(within(drawer).queryByText('Selezione fasce orarie')).toBeNull();
  });
});
