// @vitest-environment jsdom
import type { Facet } from '@spesa/shared/catalogue/product.contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app';
import { EMPTY_FILTERS, type ProductFilters } from '../utils/product-filters';
import { FacetPanel } from './facet-panel';
import { priceRangeValue } from './price-range-form';

const ATTRIBUTES: Facet = {
  name: 'Caratteristiche',
  parameterName: 'attribute',
  values: [
    { id: 'bio', name: 'Bio', count: 3, selected: false },
    { id: 'senza_glutine', name: 'Senza glutine', count: 12, selected: false },
    // Every product of the list is frozen: the filter would narrow nothing.
    { id: 'surgelato', name: 'Surgelati', count: 40, selected: false },
  ],
};
const ONE_BRAND: Facet = {
  name: 'Marca',
  parameterName: 'brand',
  values: [{ id: 'Findus', name: 'Findus', count: 40, selected: false }],
};
const PRICE: Facet = {
  name: 'Prezzo',
  parameterName: 'price',
  values: [
    { id: '1-1.99', name: 'Da 1 a 2 €', count: 15, selected: false },
    { id: '2-4.99', name: 'Da 2 a 5 €', count: 25, selected: false },
  ],
};

function renderPanel(filters: ProductFilters = EMPTY_FILTERS, facets = [ATTRIBUTES, ONE_BRAND, PRICE]) {
  const onToggle = vi.fn();
  const view = renderWithProviders(
    <FacetPanel facets={facets} filters={filters} resultCount={40} onToggle={onToggle} />,
  );
  return { ...view, onToggle };
}

describe('FacetPanel', () => {
  it('shows each filter with how many products it leaves', () => {
    renderPanel();
    const characteristics = screen.getByRole('region', { name: 'Caratteristiche' });
    expect(within(characteristics).getByRole('checkbox', { name: 'Bio, 3 prodotti' })).toBeTruthy();
    expect(
      within(characteristics).getByRole('checkbox', { name: 'Senza glutine, 12 prodotti' }),
    ).toBeTruthy();
    expect(characteristics.textContent).toContain('12');
    const price = screen.getByRole('region', { name: 'Prezzo' });
    expect(within(price).getByRole('radio', { name: 'Da 2 a 5 €, 25 prodotti' })).toBeTruthy();
  });

  it('hides a filter that has a single value, unless it is chosen', () => {
    renderPanel();
    expect(screen.queryByRole('checkbox', { name: /Surgelati/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Marca' })).toBeNull();

    renderPanel({ ...EMPTY_FILTERS, facets: { brand: ['Findus'] } });
    expect(screen.getByRole('checkbox', { name: 'Findus, 40 prodotti' })).toHaveProperty('checked', true);
  });

  it('says so when no filter is left to offer', () => {
    renderPanel(EMPTY_FILTERS, [ONE_BRAND]);
    expect(screen.getByText('Nessun filtro disponibile per questi prodotti.')).toBeTruthy();
  });

  it('applies a choice, and a price range of the shopper’s own', async () => {
    const { user, onToggle } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Bio, 3 prodotti' }));
    expect(onToggle).toHaveBeenLastCalledWith('attribute', 'bio');

    await user.type(screen.getByLabelText('Da (€)'), '7');
    await user.type(screen.getByLabelText('A (€)'), '2,50');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(screen.getByRole('alert').textContent).toContain('Scrivi un prezzo in euro');
    expect(onToggle).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Da (€)'));
    await user.type(screen.getByLabelText('Da (€)'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(onToggle).toHaveBeenLastCalledWith('price', '1.5-2.50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a written price range as the API writes it', () => {
    expect(priceRangeValue('2', '')).toBe('2-');
    expect(priceRangeValue('', '3,9')).toBe('-3.9');
    expect(priceRangeValue('', '')).toBeUndefined();
    expect(priceRangeValue('5', '2')).toBeUndefined();
    expect(priceRangeValue('due', '')).toBeUndefined();
  });
});
