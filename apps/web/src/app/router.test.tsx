import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../lib/api-client';
import { buildCart } from '../testing/build-cart';
import { buildCategory, buildCategoryRoot } from '../testing/build-category';
import { buildEnvelope, DEMO_USER } from '../testing/build-envelope';
import { buildTenantConfig } from '../testing/build-tenant-config';
import { renderApp } from '../testing/render-app';
import { stubFetch } from '../testing/stub-fetch';
import { createAppRoutes, SERVER_RENDERED_SCREENS } from './router';

const fruit = buildCategory('Frutta e verdura', {
  slug: 'frutta-e-verdura',
  children: [buildCategory('Frutta fresca', { slug: 'frutta-e-verdura/frutta-fresca', level: 2 })],
});
const tree = buildCategoryRoot([fruit, buildCategory('Gastronomia', { slug: 'gastronomia' })]);
const emptyProducts = {
  products: [],
  page: { selPage: 1, totPages: 0, totItems: 0, itemsPerPage: 24 },
  facets: [],
};

function stubApi({ isLoggedIn }: { isLoggedIn: boolean }) {
  const user = isLoggedIn ? DEMO_USER : { userId: -1 };
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null, { user }) },
    'GET /ebsn/api/category': ({ url }) => {
      const slug = url.searchParams.get('slug');
      if (!slug) return { body: buildEnvelope(tree, { user }) };
      if (slug === fruit.slug) return { body: buildEnvelope({ category: fruit }, { user }) };
      return {
        status: 404,
        body: buildEnvelope(null, { status: 1, errors: ['Categoria non trovata'], user }),
      };
    },
    'GET /ebsn/api/products': { body: buildEnvelope(emptyProducts, { user }) },
    // The shell reads the shopper's cart; `?expired` stands for a session the server no longer knows.
    'GET /ebsn/api/cart/view': ({ url }) =>
      url.searchParams.has('expired')
        ? { status: 419, body: buildEnvelope(null, { status: 1 }) }
        : { body: buildEnvelope({ cart: buildCart() }, { user }) },
  });
}

describe('routes', () => {
  it('shows the chain tagline and the departments on the home page', async () => {
    stubApi({ isLoggedIn: false });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'La spesa di Castoro, fresca ogni giorno' }),
    ).toBeTruthy();
    const department = await screen.findByRole('link', { name: 'Frutta e verdura' });
    expect(department.getAttribute('href')).toBe('/category/frutta-e-verdura');
  });

  it('moves the focus to the new page heading after a navigation, not on the first page', async () => {
    stubApi({ isLoggedIn: false });
    const { user } = renderApp('/');

    const home = await screen.findByRole('heading', {
      level: 1,
      name: 'La spesa di Castoro, fresca ogni giorno',
    });
    expect(document.activeElement).not.toBe(home);
    await user.click(await screen.findByRole('link', { name: 'Frutta e verdura' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Frutta e verdura' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it("shows 'Pagina non Trovata' for an unknown path", async () => {
    stubApi({ isLoggedIn: false });
    renderApp('/questa/pagina/non/esiste');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non Trovata' })).toBeTruthy();
  });

  it('loads the category first and sends an unknown one to /not-found', async () => {
    stubApi({ isLoggedIn: false });
    const { router } = renderApp('/category/reparto-inesistente');

    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non Trovata' })).toBeTruthy();
  });

  it('shows a known category with its subcategories', async () => {
    stubApi({ isLoggedIn: false });
    renderApp('/category/frutta-e-verdura');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeTruthy();
    const subcategories = screen.getByRole('navigation', { name: 'Sottocategorie' });
    expect(within(subcategories).getByRole('link', { name: 'Frutta fresca' }).getAttribute('href')).toBe(
      '/category/frutta-e-verdura/frutta-fresca',
    );
  });

  it('sends a visitor on a protected route to Home and opens the login dialog', async () => {
    stubApi({ isLoggedIn: false });
    const { router } = renderApp('/profile/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeTruthy();
    expect(screen.queryByText(/Ciao Mario/)).toBeNull();
  });

  it('lets a signed-in shopper into the profile dashboard', async () => {
    stubApi({ isLoggedIn: true });
    renderApp('/profile/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao Mario' })).toBeTruthy();
  });

  it('after HTTP 419 makes the shopper anonymous, says why and opens the login dialog', async () => {
    stubApi({ isLoggedIn: true });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Mario, menu del tuo account' })).toBeTruthy();

    await act(async () => {
      await apiClient.get('/cart/view', { query: { expired: 1 } }).catch(() => undefined);
    });

    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeTruthy();
    expect(
      await screen.findByText('La sessione è scaduta, si prega di rieffettuare il login per continuare.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mario, menu del tuo account' })).toBeNull();
  });

  it('ends the deletion of the account on a confirmation page with the way home', async () => {
    stubApi({ isLoggedIn: false });
    renderApp('/account-deleted');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il tuo account è stato eliminato' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'Accedi' })).toBeNull();
  });

  it('logging out from the profile leaves it first: no call that needs the session follows', async () => {
    let isSignedIn = true;
    const fetchMock = stubFetch({
      'GET /ebsn/api/auth/test': () => ({
        body: buildEnvelope(null, { user: isSignedIn ? DEMO_USER : { userId: -1 } }),
      }),
      'GET /ebsn/api/category': { body: buildEnvelope(tree) },
      'GET /ebsn/api/products': { body: buildEnvelope(emptyProducts) },
      'GET /ebsn/api/cart/view': () =>
        isSignedIn
          ? { body: buildEnvelope({ cart: buildCart() }, { user: DEMO_USER }) }
          : { status: 419, body: buildEnvelope(null, { status: 1 }) },
      'POST /ebsn/api/auth/logout': () => {
        isSignedIn = false;
        return { body: buildEnvelope({}) };
      },
    });
    const { router, user } = renderApp('/profile/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao Mario' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mario, menu del tuo account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeTruthy();
    // Every call of the shop's API after the logout succeeds (the content pages are not stubbed here).
    const loggedOutAt = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    const answersAfter = await Promise.all(
      fetchMock.mock.calls.slice(loggedOutAt + 1).map(async ([url], index) => ({
        url: String(url),
        status: (await fetchMock.mock.results[loggedOutAt + 1 + index]!.value).status,
      })),
    );
    expect(answersAfter.filter(({ url }) => url.startsWith('/ebsn/api/')).length).toBeGreaterThan(0);
    expect(answersAfter.filter(({ url, status }) => url.startsWith('/ebsn/api/') && status >= 400)).toEqual(
      [],
    );
    expect(screen.queryByRole('dialog', { name: 'Accedi' })).toBeNull();
    expect(screen.queryByText(/La sessione è scaduta/)).toBeNull();
  });
});

describe('the screens a first HTML may show (SERVER_RENDERED_SCREENS)', () => {
  it('each names a route that loads it lazily from the module it lists', async () => {
    const byId = new Map<string, RouteObject>();
    const visit = (routes: RouteObject[]) =>
      routes.forEach((route) => {
        if (route.id) byId.set(route.id, route);
        visit(route.children ?? []);
      });
    visit(createAppRoutes(new QueryClient(), () => undefined, buildTenantConfig()));
    const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    for (const [id, module] of Object.entries(SERVER_RENDERED_SCREENS)) {
      const lazy = byId.get(id)?.lazy;
      if (typeof lazy !== 'function') throw new Error(`No lazy route with id ${id}`);
      const { Component } = await lazy();
      const exported = (await import(/* @vite-ignore */ path.join(webRoot, module))) as Record<
        string,
        unknown
      >;
      expect(Object.values(exported), module).toContain(Component);
    }
  });
});
