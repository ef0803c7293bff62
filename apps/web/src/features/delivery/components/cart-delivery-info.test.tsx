import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildCart } from '../../../testing/build-cart';
import { buildCartDelivery } from '../../../testing/build-delivery';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { cartDeliveryQueryKey } from '../api/get-cart-delivery';
import { CartDeliveryInfo } from './cart-delivery-info';

const ok = <T,>(data: T) => ({ body: buildEnvelope(data, { user: DEMO_USER }) });

function renderInfo(handlers: Parameters<typeof stubFetch>[0]) {
  stubFetch(handlers);
  const flow = { changeAddress: vi.fn(async () => true), changeTimeslot: vi.fn(async () => true) };
  return { ...renderWithProviders(<CartDeliveryInfo flow={flow} />), flow };
}

describe('CartDeliveryInfo', () => {
  it("shows the cart's address and held slot, read from the cart (GET /cart/view)", async () => {
    const { user, flow } = renderInfo({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart() }),
    });

    expect(await screen.findByText('Casa')).toBeTruthy();
    expect(screen.getByText('Consegna a domicilio')).toBeTruthy();
    expect(screen.getByText('Via Roma 12, TRENTO')).toBeTruthy();
    expect(screen.getByText('venerdì 27 novembre, 10:00 – 12:00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cambia indirizzo di consegna o ritiro' }));
    await user.click(screen.getByRole('button', { name: 'Cambia fascia oraria' }));
    expect(flow.changeAddress).toHaveBeenCalledOnce();
    expect(flow.changeTimeslot).toHaveBeenCalledOnce();
  });

  it('invites to choose when the cart has neither address nor slot', async () => {
    renderInfo({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart({ shippingAddress: null, timeslot: null }) }),
    });

    expect(await screen.findByRole('button', { name: 'Scegli dove ricevere la spesa' })).toBeTruthy();
    expect(screen.getByText('Nessuna fascia scelta')).toBeTruthy();
  });

  it('hides the address edit button of a cart in status 7 but keeps the timeslot one', async () => {
    const { queryClient } = renderInfo({
      'GET /ebsn/api/cart/view': ok({ cart: buildCart() }),
    });
    await screen.findByText('Casa');

    act(() => {
      queryClient.setQueryData(
        cartDeliveryQueryKey,
        buildCart({ ...buildCartDelivery({ cartStatusId: 7 }) }),
      );
    });

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cambia indirizzo di consegna o ritiro' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Cambia fascia oraria' })).toBeTruthy();
  });
});
