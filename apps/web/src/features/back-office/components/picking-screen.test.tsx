import type { OrderBoardRow } from '@spesa/shared/admin/order-board.contract';
import type { PickingLine, PickingOrder } from '@spesa/shared/admin/picking.contract';
import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { PickingScreen } from './picking-screen';

const PICKER: StaffMember = {
  staffId: 4,
  email: 'picking@castoro.spesa.example',
  role: 'picker',
  roleLabel: 'Preparatore',
  storeId: 7,
};

const boardRow: OrderBoardRow = {
  orderId: 900,
  orderNumber: 12,
  orderStatusId: 3,
  orderStatusDescr: 'Ordinato',
  storeId: 7,
  deliveryServiceId: 1,
  timeslotId: 21,
  timeslotDate: '2026-11-27',
  beginTime: '10:00:00',
  endTime: '12:00:00',
  grossTotal: 12.5,
  finalTotal: null,
  createdAt: Date.UTC(2026, 10, 26, 9, 30),
};

const line = (overrides: Partial<PickingLine>): PickingLine => ({
  orderItemId: 1,
  productId: 11,
  name: 'Latte intero',
  quantity: 2,
  weighed: false,
  expectedWeightGrams: null,
  acceptAlternatives: true,
  userNotes: null,
  picked: null,
  ...overrides,
});

function pickingOrder(): PickingOrder {
  return {
    orderId: 900,
    orderNumber: 12,
    orderStatusId: 3,
    finished: false,
    captureState: null,
    departments: [
      { categoryId: 1, name: 'Latticini', lines: [line({})] },
      {
        categoryId: 2,
        name: 'Gastronomia',
        lines: [
          line({
            orderItemId: 2,
            productId: 12,
            name: 'Prosciutto cotto',
            quantity: 0.3,
            weighed: true,
            expectedWeightGrams: 300,
            userNotes: 'Affettato sottile',
          }),
        ],
      },
    ],
  };
}

describe('the picking screen', () => {
  it('confirms a line, weighs another, shows a refusal, and finishing shows the final amount', async () => {
    const order = pickingOrder();
    let weightRefusals = 1;
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': { body: buildEnvelope({ stores: [] }) },
      'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: [boardRow] }) },
      'GET /ebsn/api/admin/picking': () => ({ body: buildEnvelope({ orders: [order] }) }),
      'POST /ebsn/api/admin/picking/line': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as {
          orderItemId: number;
          action: string;
          weightGrams?: number;
        };
        if (body.action === 'weight' && weightRefusals-- > 0) {
          return {
            status: 400,
            body: buildEnvelope({}, { status: 1, errors: ['Peso non plausibile: al massimo 50 kg.'] }),
          };
        }
        const target = order.departments
          .flatMap((d) => d.lines)
          .find((l) => l.orderItemId === body.orderItemId)!;
        target.picked = {
          outcome: body.action === 'weight' ? 'weighed' : 'confirmed',
          weightGrams: body.weightGrams ?? null,
          substitute: null,
        };
        return { body: buildEnvelope({}) };
      },
      'POST /ebsn/api/admin/picking/finish': () => {
        order.finished = true;
        order.captureState = 'captured';
        return {
          body: buildEnvelope({
            orderId: 900,
            orderStatusId: 6,
            finalTotal: 11.87,
            authorisedAmount: 12.5,
            capturedAmount: 11.87,
            captureState: 'captured',
            captureStateLabel: 'Incassato',
          }),
        };
      },
    });
    const { user } = renderWithProviders(<PickingScreen member={PICKER} />);

    // The picker's store is fixed: only the day and the slot are chosen.
    expect(await screen.findByText('Scegli il giorno e la fascia oraria da preparare.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Punto vendita' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Fascia oraria' }));
    await user.click(await screen.findByRole('option', { name: '10:00–12:00' }));

    const card = await screen.findByRole('region', { name: 'Ordine n. 12' });
    expect(within(card).getByRole('heading', { name: 'Latticini' })).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Gastronomia' })).toBeTruthy();
    const pickingQuery = requestsTo(fetchMock, '/ebsn/api/admin/picking')[0]!.url.searchParams;
    expect(pickingQuery.get('store_id')).toBe('7');
    expect(pickingQuery.get('timeslot_id')).toBe('21');

    const milk = within(card).getByRole('listitem', { name: 'Latte intero' });
    await user.click(within(milk).getByRole('button', { name: 'Confermato' }));
    await waitFor(() =>
      expect(within(milk).getByTestId('picking-line-state').textContent).toBe('Confermato'),
    );

    const ham = within(card).getByRole('listitem', { name: 'Prosciutto cotto' });
    expect(within(ham).getByText('Nota: Affettato sottile')).toBeTruthy();
    const grams = within(ham).getByLabelText('Peso in grammi');
    await user.clear(grams);
    await user.type(grams, '320');
    await user.click(within(ham).getByRole('button', { name: 'Peso reale' }));
    expect(await within(ham).findByText('Peso non plausibile: al massimo 50 kg.')).toBeTruthy();
    await user.click(within(ham).getByRole('button', { name: 'Peso reale' }));
    await waitFor(() =>
      expect(within(ham).getByTestId('picking-line-state').textContent).toBe('Pesato: 320 g'),
    );
    expect(within(card).getByText('2 righe su 2 preparate')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Fine preparazione' }));
    expect(await within(card).findByText('Importo finale: 11,87 €')).toBeTruthy();
    expect(within(card).getByText('Pagamento: Incassato')).toBeTruthy();
    // A picker never retries a capture, and the finished lines are frozen.
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Confermato' })).toBeNull());
    expect(within(card).queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/picking/line').map((r) => r.body)).toEqual([
      { orderId: 900, orderItemId: 1, action: 'confirm' },
      { orderId: 900, orderItemId: 2, action: 'weight', weightGrams: 320 },
      { orderId: 900, orderItemId: 2, action: 'weight', weightGrams: 320 },
    ]);
  });
  it('substitutes a line with a product searched in the catalogue', async () => {
    const order = pickingOrder();
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': { body: buildEnvelope({ stores: [] }) },
      'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: [boardRow] }) },
      'GET /ebsn/api/admin/picking': () => ({ body: buildEnvelope({ orders: [order] }) }),
      'GET /ebsn/api/products': {
        body: buildEnvelope({ products: [{ productId: 31, name: 'Latte parzialmente scremato' }] }),
      },
      'POST /ebsn/api/admin/picking/line': () => {
        order.departments[0]!.lines[0]!.picked = {
          outcome: 'substituted',
          weightGrams: null,
          substitute: { productId: 31, name: 'Latte parzialmente scremato', quantity: 2 },
        };
        return { body: buildEnvelope({}) };
      },
    });
    const { user } = renderWithProviders(<PickingScreen member={PICKER} />);
    await user.click(await screen.findByRole('combobox', { name: 'Fascia oraria' }));
    await user.click(await screen.findByRole('option', { name: '10:00–12:00' }));

    const milk = await screen.findByRole('listitem', { name: 'Latte intero' });
    await user.click(within(milk).getByRole('button', { name: 'Sostituisci' }));
    await user.type(within(milk).getByLabelText('Cerca il prodotto sostitutivo'), 'latte');
    await user.click(await within(milk).findByRole('button', { name: 'Scegli Latte parzialmente scremato' }));
    const quantity = within(milk).getByLabelText('Quantità del sostituto');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(milk).getByRole('button', { name: 'Conferma la sostituzione' }));
    await waitFor(() =>
      expect(within(milk).getByTestId('picking-line-state').textContent).toBe(
        'Sostituito con Latte parzialmente scremato × 2',
      ),
    );
    expect(requestsTo(fetchMock, '/ebsn/api/admin/picking/line').map((r) => r.body)).toEqual([
      { orderId: 900, orderItemId: 1, action: 'substitute', productId: 31, quantity: 2 },
    ]);
  });

  it.each([
    ['failed', 'Incasso non riuscito: da riprovare'],
    // A capture whose process stopped mid-way, its claim past the lease (README "Picking").
    ['stalled', 'Addebito da riprovare'],
  ] as const)('lets a store manager retry a capture %s', async (captureState, label) => {
    const order: PickingOrder = { ...pickingOrder(), finished: true, captureState };
    stubFetch({
      'GET /ebsn/api/store/list': { body: buildEnvelope({ stores: [] }) },
      'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: [boardRow] }) },
      'GET /ebsn/api/admin/picking': () => ({ body: buildEnvelope({ orders: [order] }) }),
      'POST /ebsn/api/admin/picking/capture-retry': () => {
        order.captureState = 'captured';
        return {
          body: buildEnvelope({
            orderId: 900,
            orderStatusId: 6,
            finalTotal: 11.87,
            authorisedAmount: 12.5,
            capturedAmount: 11.87,
            captureState: 'captured',
            captureStateLabel: 'Incassato',
          }),
        };
      },
    });
    const { user } = renderWithProviders(
      <PickingScreen member={{ ...PICKER, role: 'store_manager', roleLabel: 'Responsabile' }} />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Fascia oraria' }));
    await user.click(await screen.findByRole('option', { name: '10:00–12:00' }));

    const card = await screen.findByRole('region', { name: 'Ordine n. 12' });
    expect(within(card).getByText(`Pagamento: ${label}`)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Fine preparazione' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Riprova' }));
    expect(await within(card).findByText('Pagamento: Incassato')).toBeTruthy();
    expect(within(card).getByText('Importo finale: 11,87 €')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('shows a picker the capture to retry without the retry', async () => {
    const order: PickingOrder = { ...pickingOrder(), finished: true, captureState: 'stalled' };
    stubFetch({
      'GET /ebsn/api/store/list': { body: buildEnvelope({ stores: [] }) },
      'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: [boardRow] }) },
      'GET /ebsn/api/admin/picking': () => ({ body: buildEnvelope({ orders: [order] }) }),
    });
    const { user } = renderWithProviders(<PickingScreen member={PICKER} />);
    await user.click(await screen.findByRole('combobox', { name: 'Fascia oraria' }));
    await user.click(await screen.findByRole('option', { name: '10:00–12:00' }));
    const card = await screen.findByRole('region', { name: 'Ordine n. 12' });
    expect(within(card).getByText('Pagamento: Addebito da riprovare')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Riprova' })).toBeNull();
  });
});
