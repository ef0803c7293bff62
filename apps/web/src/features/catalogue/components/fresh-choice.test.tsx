import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../testing/build-product';
import { renderWithProviders } from '../../../testing/render-app';
import { CartBindingContext, type CartBinding, type CartLine } from '../hooks/use-cart-line';
import { FreshChoice } from './fresh-choice';

const apples = buildProduct({
  productId: 7,
  name: 'Mele Golden',
  priceDisplay: 2.5,
  priceUnitDisplay: 'kg',
  productInfos: {
    TIPOLOGIA: 'Sfuso',
    WEIGHT_SELLING: '0.5',
    STEP_SELLING: '0.25',
    WEIGHT_UNIT_SELLING: 'KG',
    WEIGHT_UNIT_BASE: 'KG',
    WEIGHT_SELLING_SINGLE_UNIT: '0.25',
  },
});

function renderChoice(line?: CartLine) {
  const change = vi.fn<CartBinding['change']>(async () => {});
  const binding: CartBinding = { lines: new Map(line ? [[apples.productId, line]] : []), change };
  const view = renderWithProviders(
    <CartBindingContext.Provider value={binding}>
      <FreshChoice product={apples} />
    </CartBindingContext.Provider>,
  );
  return { ...view, change };
}

describe('FreshChoice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers weight first, saying about how many pieces the weight is', () => {
    renderChoice();
    expect(screen.getByRole('button', { name: 'A peso', pressed: true })).toBeTruthy();
    expect(screen.getByText('circa 2 pz ≈ 500 g')).toBeTruthy();
  });

  it('adds by pieces: the cart is asked for pieces and their expected weight, with the estimate shown', async () => {
    const { user, change } = renderChoice();
    await user.click(screen.getByRole('button', { name: 'A pezzi' }));
    expect(screen.getByText('1 pz ≈ 250 g: circa 0,63 €')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Aggiungi al carrello/ }));
    expect(change).toHaveBeenCalledWith(
      expect.objectContaining({ product: apples, pieces: 1, quantity: 0.25 }),
    );
  });

  it('shows a line asked by pieces as pieces, and steps it one piece at a time', async () => {
    const { user, change } = renderChoice({ quantity: 1, options: {}, pieces: 4 });
    expect(screen.getByRole('button', { name: 'A pezzi', pressed: true })).toBeTruthy();
    expect(screen.getByText('4 pz ≈ 1,0 kg: circa 2,50 €')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Aumenta/ }));
    expect(change).toHaveBeenCalledWith(expect.objectContaining({ pieces: 5, quantity: 1.25 }));
  });
});
