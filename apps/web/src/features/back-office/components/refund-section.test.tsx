import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import { REFUND_ABOVE_PAID_MESSAGE } from '@spesa/shared/admin/order-refund.contract';
import type { Order } from '@spesa/shared/orders/order.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { buildOrder } from '../../../testing/build-order';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { BoardOrderDetail } from './board-order-detail';

const SERVICE: StaffMember = {
  staffId: 5,
  email: 'servizio@castoro.spesa.example',
  role: 'customer_service',
  roleLabel: 'Servizio clienti',
  storeId: null,
};
const PICKER: StaffMember = { ...SERVICE, staffId: 4, role: 'picker', roleLabel: 'Preparatore', storeId: 7 };

const delivered = (overrides: Partial<Order> = {}) =>
  buildOrder({ orderStatusId: 8, orderStatusDescr: 'Consegnato', finalTotal: 20, ...overrides });

/** The refund's section, once the order has come. */
async function refundSection() {
  return (await screen.findByRole('heading', { name: 'Rimborso' })).closest('section')!;
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** The text put in the field at once: the machine is shared, a keystroke at a time is slow. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const textOf = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');

describe('the refund in the order detail', () => {
  it('refunds a part after the confirmation, shows the server refusal first, then the refunded total', async () => {
    let refusals = 1;
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/orders/501': {
        body: buildEnvelope({ storeId: 7, order: delivered(), contact: null }),
      },
      'POST /ebsn/api/admin/orders/refund': ({ init }) => {
        if (refusals-- > 0) {
          return { status: 409, body: buildEnvelope({}, { status: 1, errors: [REFUND_ABOVE_PAID_MESSAGE] }) };
        }
        const { amountCents } = JSON.parse(String(init?.body)) as { amountCents: number };
        return { body: buildEnvelope({ order: delivered({ refundedTotal: amountCents / 100 }) }) };
      },
    });
    const { user } = renderWithProviders(
      <BoardOrderDetail orderId={501} member={SERVICE} backHref="/admin/orders" />,
    );

    const section = await refundSection();
    expect(textOf(section)).toContain('Pagato: 20,00 €');
    expect(textOf(section)).toContain('Rimborsato: 0,00 €');
    await user.click(within(section).getByRole('button', { name: 'Rimborsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimborso dell’ordine n. 7' });
    await user.click(within(dialog).getByLabelText('Un importo parziale'));
    const amount = within(dialog).getByLabelText('Importo da rimborsare (€)');
    await fill(user, amount, '5,50');
    await fill(user, within(dialog).getByLabelText('Motivo del rimborso'), 'Uova rotte');
    await user.click(within(dialog).getByRole('button', { name: 'Rimborsa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eseguire il rimborso?' });
    expect(textOf(confirm)).toContain('Rimborsi 5,50 € dell’ordine n. 7');
    await user.click(within(confirm).getByRole('button', { name: 'Si' }));
    expect(await within(dialog).findByText(REFUND_ABOVE_PAID_MESSAGE)).toBeTruthy();

    // The confirmation is closing: the form is hidden from the tree until it has gone.
    await user.click(await within(dialog).findByRole('button', { name: 'Rimborsa' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eseguire il rimborso?' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText(/Rimborso eseguito: 5,50\s€\./)).toBeTruthy();
    await waitFor(() => expect(textOf(screen.getByTestId('refunded-total'))).toBe('Rimborsato: 5,50 €'));
    const sent = requestsTo(fetchMock, '/ebsn/api/admin/orders/refund').map(
      (r) => r.body as Record<string, unknown>,
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ orderId: 501, amountCents: 550, reason: 'Uova rotte' });
    // The same request both times: the server refunds once.
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    expect(String(sent[0]!.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('refunds the whole rest by default', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/orders/501': {
        body: buildEnvelope({ storeId: 7, order: delivered({ refundedTotal: 5 }), contact: null }),
      },
      'POST /ebsn/api/admin/orders/refund': {
        body: buildEnvelope({ order: delivered({ refundedTotal: 20 }) }),
      },
    });
    const { user } = renderWithProviders(
      <BoardOrderDetail orderId={501} member={SERVICE} backHref="/admin/orders" />,
    );

    const section = await refundSection();
    expect(textOf(section)).toContain('Ancora rimborsabile: 15,00 €');
    await user.click(within(section).getByRole('button', { name: 'Rimborsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimborso dell’ordine n. 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Rimborsa' }));
    // The contract's own rule: a reason, before any call.
    expect(within(dialog).getByText('Indica il motivo del rimborso.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/orders/refund')).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('Motivo del rimborso'), 'Ordine non gradito');
    await user.click(within(dialog).getByRole('button', { name: 'Rimborsa' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eseguire il rimborso?' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText('L’ordine è già stato rimborsato per intero.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/orders/refund')[0]!.body).toMatchObject({
      amountCents: 1500,
    });
  });

  it('is not offered before delivery nor to a picker', async () => {
    stubFetch({
      'GET /ebsn/api/admin/orders/501': {
        body: buildEnvelope({ storeId: 7, order: buildOrder(), contact: null }),
      },
      'GET /ebsn/api/admin/orders/502': {
        body: buildEnvelope({ storeId: 7, order: delivered(), contact: null }),
      },
    });
    const first = renderWithProviders(
      <BoardOrderDetail orderId={501} member={SERVICE} backHref="/admin/orders" />,
    );
    expect(await screen.findByRole('heading', { name: 'Ordine n. 7' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rimborso' })).toBeNull();
    first.unmount();
    renderWithProviders(<BoardOrderDetail orderId={502} member={PICKER} backHref="/admin/orders" />);
    expect(await screen.findByRole('heading', { name: 'Ordine n. 7' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rimborso' })).toBeNull();
  });
});
