import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../testing/build-order';
import { renderWithProviders } from '../testing/render-app';
import { CartTotals } from './cart-totals';

const weighed = buildOrder({ totalPriceVariable: 3.2 });

describe('CartTotals', () => {
  it('says the total of weighed goods is estimated until they are weighed', () => {
    renderWithProviders(<CartTotals cart={weighed} />);
    expect(screen.getByText('(stimato)')).toBeTruthy();
  });

  it('shows a delivered order’s total as final, without "stimato"', () => {
    renderWithProviders(<CartTotals cart={weighed} isFinal />);
    expect(screen.getByText('Totale')).toBeTruthy();
    expect(screen.queryByText('(stimato)')).toBeNull();
  });

  it('shows only the total line when asked', () => {
    const { container } = renderWithProviders(<CartTotals cart={weighed} isTotalOnly />);
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Totale(stimato)',
    ]);
  });
});
