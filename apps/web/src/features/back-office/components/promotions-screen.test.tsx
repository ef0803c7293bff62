import type { AdminProduct } from '@spesa/shared/admin/catalogue-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminProduct as adminProduct } from '../../../testing/build-admin-product';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { PromotionsScreen } from './promotions-screen';

const running = adminProduct({
  price: 2.12,
  promotion: { percentage: 15, promoPrice: null, from: '2026-11-20', to: '2026-12-04', state: 'attiva' },
});
const later = adminProduct({
  productId: 12,
  name: 'Latte intero',
  promotion: {
    percentage: null,
    promoPrice: 0.99,
    from: '2026-12-10',
    to: '2026-12-20',
    state: 'programmata',
  },
});
const over = adminProduct({
  productId: 13,
  name: 'Pane',
  promotion: { percentage: 10, promoPrice: null, from: '2026-11-01', to: '2026-11-10', state: 'terminata' },
});
const page = (products: AdminProduct[]) =>
  buildEnvelope({ products, page: 1, total: products.length, pageSize: 20 });

describe('the "Promozioni" screen', () => {
  it('lists the promotions with discount, days and state, and ends one after the confirmation', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/promotions': { body: page([running, later, over]) },
      'POST /ebsn/api/admin/promotions/end': {
        body: buildEnvelope({ adminProduct: { ...running, promotion: null } }),
      },
    });
    const { user } = renderWithProviders(<PromotionsScreen />);

    const list = await screen.findByRole('list', { name: 'Elenco delle promozioni' });
    const first = within(list).getByRole('listitem', { name: 'Mele Golden' });
    expect(first.textContent).toContain('Sconto 15%');
    expect(first.textContent).toContain('Dal 20/11/2026 al 04/12/2026');
    expect(within(first).getByText('Attiva')).toBeTruthy();
    const second = within(list).getByRole('listitem', { name: 'Latte intero' });
    expect(second.textContent).toMatch(/Prezzo promozionale 0,99\s€/);
    expect(within(second).getByText('Programmata')).toBeTruthy();
    const third = within(list).getByRole('listitem', { name: 'Pane' });
    expect(within(third).getByText('Terminata')).toBeTruthy();
    // An ended promotion can no longer be changed.
    expect(within(third).queryByRole('button')).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Termina ora la promozione di Mele Golden' }));
    const confirm = await screen.findByRole('dialog', { name: 'Terminare la promozione?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, '/ebsn/api/admin/promotions/end')).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: 'Termina ora la promozione di Mele Golden' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Terminare la promozione?' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText('Promozione di Mele Golden terminata.')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Mele Golden' })).toBeNull());
    expect(requestsTo(fetchMock, '/ebsn/api/admin/promotions/end')[0]!.body).toEqual({ productId: 11 });
  });

  it('creates a promotion for a searched product, the end checked after the start first', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/promotions': { body: page([]) },
      'GET /ebsn/api/admin/catalogue/products': { body: page([adminProduct()]) },
      'POST /ebsn/api/admin/promotions': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { percentage: number; from: string; to: string };
        return {
          body: buildEnvelope({
            adminProduct: adminProduct({ promotion: { ...body, promoPrice: null, state: 'programmata' } }),
          }),
        };
      },
    });
    const { user } = renderWithProviders(<PromotionsScreen />);

    expect(await screen.findByText('Nessuna promozione.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nuova promozione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova promozione' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Scegli il prodotto.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Cerca il prodotto'), 'mele');
    await user.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Scegli Mele Golden' }));
    expect(within(dialog).getByText(/Prodotto: Mele Golden/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Percentuale di sconto'), '20');
    const from = within(dialog).getByLabelText('Dal giorno');
    const to = within(dialog).getByLabelText('Al giorno (compreso)');
    await user.clear(from);
    await user.type(from, '2026-12-10');
    await user.clear(to);
    await user.type(to, '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('La promozione deve finire dopo l’inizio.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/promotions')).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Promozione di Mele Golden salvata.')).toBeTruthy();
    const sent = requestsTo(fetchMock, '/ebsn/api/admin/promotions').find((r) => r.body !== undefined)!;
    expect(sent.body).toEqual({ productId: 11, percentage: 20, from: '2026-12-10', to: '2026-12-20' });
  });
});
