import type { AdminMenuItem } from '@spesa/shared/admin/content-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { MenuEditor } from './menu-editor';

const item = (overrides: Partial<AdminMenuItem>): AdminMenuItem => ({
  id: 1,
  location: 'footer',
  parentId: null,
  position: 1,
  title: 'Servizi',
  url: '#',
  ...overrides,
});

describe('the "Menu" editor', () => {
  it('shows the items under their parent, edits one and deletes one after the confirmation', async () => {
    let items = [
      item({}),
      item({ id: 2, parentId: 1, position: 2, title: 'FAQ', url: '/faq' }),
      item({ id: 3, parentId: 1, position: 1, title: 'Chi siamo', url: '/page/chi-siamo' }),
    ];
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/content/menus': () => ({
        body: buildEnvelope({
          menus: [
            { location: 'footer-1', items: [] },
            { location: 'footer', items },
          ],
        }),
      }),
      'POST /ebsn/api/admin/content/menus/item': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as AdminMenuItem;
        items = items.map((i) => (i.id === body.id ? { ...i, ...body } : i));
        return { body: buildEnvelope({ item: items.find((i) => i.id === body.id) }) };
      },
      'POST /ebsn/api/admin/content/menus/item/delete': ({ init }) => {
        const { id } = JSON.parse(String(init?.body)) as { id: number };
        items = items.filter((i) => i.id !== id);
        return { body: buildEnvelope({ deleted: 1 }) };
      },
    });
    const { user } = renderWithProviders(<MenuEditor />);

    const list = await screen.findByRole('list', { name: 'Voci del menu Piè di pagina' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Servizi1 · #', 'Chi siamo1 · /page/chi-siamo', 'FAQ2 · /faq']);

    await user.click(within(list).getByRole('button', { name: 'Modifica la voce FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voce del menu' });
    const url = within(dialog).getByLabelText(/^Indirizzo/);
    await user.clear(url);
    await user.type(url, 'faq');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText("L'indirizzo deve iniziare con /, # oppure https://."),
    ).toBeTruthy();
    await user.clear(url);
    await user.type(url, '/faq/spesa-online');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Voce salvata.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/content/menus/item')[0]!.body).toEqual({
      id: 2,
      location: 'footer',
      parentId: 1,
      title: 'FAQ',
      url: '/faq/spesa-online',
      position: 2,
    });
    expect(await within(list).findByText('2 · /faq/spesa-online')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Elimina la voce Chi siamo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Elimina la voce Chi siamo' });
    await user.click(within(confirm).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Voce eliminata.')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('Chi siamo')).toBeNull());
  });
});
