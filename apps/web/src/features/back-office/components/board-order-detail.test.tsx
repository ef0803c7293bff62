import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import type { Order } from '@spesa/shared/orders/order.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { buildOrder } from '../../../testing/build-order';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { BoardOrderDetail } from './board-order-detail';

const MANAGER: StaffMember = {
  staffId: 3,
  email: 'negozio@castoro.spesa.example',
  role: 'store_manager',
  roleLabel: 'Responsabile del punto vendita',
  storeId: 7,
};
const PICKER: StaffMember = { ...MANAGER, staffId: 4, role: 'picker', roleLabel: 'Preparatore' };

function orderWithNotes(overrides: Partial<Order> = {}): Order {
  const order = buildOrder(overrides);
  const line = order.orderItems[0]!;
  return {
    ...order,
    orderInfos: { order_comment: 'Citofonare due volte' },
    orderItems: [
      { ...line, cartItemInfo: { accept_alternatives: 'false', user_notes: 'Ben maturi' } },
      { ...line, itemId: 2, orderItemId: 2, product: { ...line.product, name: 'Latte intero' } },
    ],
  };
}

const contact = {
  email: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '333 1234567',
};

describe('the order in the back-office', () => {
  it('shows lines, substitution choices, notes and contacts, and moves the status as the server answers', async () => {
    let order = orderWithNotes();
    let refusals = 1;
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/orders/501': () => ({ body: buildEnvelope({ storeId: 7, order, contact }) }),
      'POST /ebsn/api/admin/orders/status': ({ init }) => {
        if (refusals-- > 0) {
          return {
            status: 409,
            body: buildEnvelope(
              {},
              { status: 1, errors: ['L’ordine ha già cambiato stato: aggiorna la pagina.'] },
            ),
          };
        }
        const { orderStatusId } = JSON.parse(String(init?.body)) as { orderStatusId: number };
        order = { ...order, orderStatusId, orderStatusDescr: 'In preparazione' };
        return { body: buildEnvelope({ order }) };
      },
    });
    const { user } = renderWithProviders(
      <BoardOrderDetail orderId={501} member={MANAGER} backHref="/admin/orders" />,
    );

    expect(await screen.findByRole('heading', { name: 'Ordine n. 7' })).toBeTruthy();
    expect(screen.getByText('Nota del cliente: Citofonare due volte')).toBeTruthy();
    expect(screen.getByText('Nessuna sostituzione')).toBeTruthy();
    expect(screen.getByText('Nota: Ben maturi')).toBeTruthy();
    expect(screen.getByText('Accetta un prodotto simile')).toBeTruthy();
    expect(screen.getByText('E-mail: mario.rossi@example.com')).toBeTruthy();
    expect(screen.getByText('Telefono: 333 1234567')).toBeTruthy();

    // spec §4: from "Ordinato" the store may take the order in charge, never send it back to payment.
    const actions = screen.getByRole('heading', { name: 'Cambia stato' }).closest('section')!;
    expect(within(actions).queryByRole('button', { name: 'In attesa di pagamento' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'In preparazione' }));
    expect(
      await within(actions).findByText('L’ordine ha già cambiato stato: aggiorna la pagina.'),
    ).toBeTruthy();

    await user.click(within(actions).getByRole('button', { name: 'In preparazione' }));
    expect(await within(actions).findByText('Stato dell’ordine aggiornato: In preparazione.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('In preparazione'));
    expect(requestsTo(fetchMock, '/ebsn/api/admin/orders/status').map((r) => r.body)).toEqual([
      { orderId: 501, orderStatusId: 4 },
      { orderId: 501, orderStatusId: 4 },
    ]);
  });

  it('asks before an end status, and sends nothing when the answer is no', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/orders/501': {
        body: buildEnvelope({ storeId: 7, order: orderWithNotes(), contact }),
      },
    });
    const { user } = renderWithProviders(
      <BoardOrderDetail orderId={501} member={MANAGER} backHref="/admin/orders" />,
    );

    await user.click(await screen.findByRole('button', { name: 'Annullato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confermi il nuovo stato?' });
    expect(
      within(dialog).getByText('L’ordine n. 7 passerà a «Annullato». Lo stato è definitivo.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, '/ebsn/api/admin/orders/status')).toEqual([]);
  });

  it('gives a picker no status buttons and no contacts the server did not send', async () => {
    stubFetch({
      'GET /ebsn/api/admin/orders/501': {
        body: buildEnvelope({ storeId: 7, order: orderWithNotes(), contact: null }),
      },
    });
    renderWithProviders(<BoardOrderDetail orderId={501} member={PICKER} backHref="/admin/orders" />);

    expect(await screen.findByRole('heading', { name: 'Ordine n. 7' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cambia stato' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contatti del cliente' })).toBeNull();
  });
});
