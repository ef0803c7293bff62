import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/messages-it-orders';
import { buildOrder } from '../../../testing/build-order';
import { renderWithProviders } from '../../../testing/render-app';
import { OrderPaymentSection } from './order-payment-section';

describe('OrderPaymentSection', () => {
  it('shows what was refunded of a delivered order (README "Refunds")', () => {
    renderWithProviders(
      <OrderPaymentSection order={buildOrder({ orderStatusId: 8, refundedTotal: 12.34 })} />,
    );
    expect(screen.getByText(/^Rimborsato: 12,34\s€$/)).toBeTruthy();
  });

  it('says nothing of refunds when none was made', () => {
    renderWithProviders(<OrderPaymentSection order={buildOrder({ orderStatusId: 8, refundedTotal: 0 })} />);
    expect(screen.queryByText(/Rimborsato/)).toBeNull();
  });
});
