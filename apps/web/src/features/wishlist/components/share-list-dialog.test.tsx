import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildWishlist } from '../../../testing/build-wishlist';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { WishlistDetail } from './wishlist-detail';

const LIST = buildWishlist({ listId: 7, name: 'Spesa del sabato', shareToken: null, shares: [] });

/** A server that keeps the list's link and shares as the sharing calls change them. */
function stubSharing(initial: Wishlist = LIST) {
  let list = initial;
  const answer = (next: Wishlist) => {
    list = next;
    return { body: buildEnvelope(list, { user: DEMO_USER }) };
  };
  return stubFetch({
    'GET /ebsn/api/wishlist/view': () => ({ body: buildEnvelope(list, { user: DEMO_USER }) }),
    'GET /ebsn/api/wishlist/list': { body: buildEnvelope({ personalList: { lists: [], page: {} } }) },
    'POST /ebsn/api/wishlist/share-link': () => answer({ ...list, shareToken: 'tok123' }),
    'POST /ebsn/api/wishlist/share-link/close': () => answer({ ...list, shareToken: null }),
    'POST /ebsn/api/wishlist/share': ({ url }) => {
      const email = url.searchParams.get('email')!;
      if (email === 'nessuno@example.com') {
        return {
          body: buildEnvelope(null, {
            status: 1,
            user: DEMO_USER,
            errors: ['Nessun cliente è registrato con questa e-mail.'],
          }),
        };
      }
      return answer({ ...list, shares: [...(list.shares ?? []), { email, grant: 'READ' }] });
    },
    'POST /ebsn/api/wishlist/unshare': ({ url }) =>
      answer({
        ...list,
        shares: (list.shares ?? []).filter((s) => s.email !== url.searchParams.get('email')),
      }),
  });
}

async function openDialog() {
  const view = renderWithProviders(<WishlistDetail listId={7} onDeleted={vi.fn()} />);
  await view.user.click(await screen.findByRole('button', { name: 'Condividi Spesa del sabato' }));
  const dialog = await screen.findByRole('dialog', { name: 'Condividi Spesa del sabato' });
  return { ...view, dialog };
}

describe('ShareListDialog', () => {
  it('creates the read-only link, shows it to copy, and closes it', async () => {
    const fetchMock = stubSharing();
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Crea il link' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Link della lista' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/lista-condivisa/tok123`);
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/share-link')[0]?.url.searchParams.get('list_id')).toBe(
      '7',
    );
    expect(within(dialog).getByRole('button', { name: 'Copia il link' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Disattiva il link' }));

    expect(await within(dialog).findByRole('button', { name: 'Crea il link' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Link della lista' })).toBeNull();
  });

  it('shares with a shopper by e-mail, lists the share and revokes it', async () => {
    const fetchMock = stubSharing();
    const { user, dialog } = await openDialog();

    expect(within(dialog).getByText('Non hai ancora condiviso la lista con nessuno.')).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail di un cliente' }),
      'giulia@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Condividi' }));

    const revoke = await within(dialog).findByRole('button', {
      name: 'Smetti di condividere con giulia@example.com',
    });
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/share')[0]?.url.searchParams.get('email')).toBe(
      'giulia@example.com',
    );
    await user.click(revoke);

    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /Smetti di condividere/ })).toBeNull(),
    );
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/unshare')).toHaveLength(1);
  });

  it('says what is wrong with the e-mail, before and after asking the server', async () => {
    const fetchMock = stubSharing();
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: 'E-mail di un cliente' });

    await user.type(field, 'non-una-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Condividi' }));
    expect(await within(dialog).findByText('Digitare una e-mail valida')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/wishlist/share')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'nessuno@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Condividi' }));
    expect(await within(dialog).findByText('Nessun cliente è registrato con questa e-mail.')).toBeTruthy();
  });
});
