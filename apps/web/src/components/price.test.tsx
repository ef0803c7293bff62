import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { Price } from './price';

const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

describe('Price', () => {
  it('says the unit on the crossed-out price of a product sold by weight', () => {
    renderWithProviders(<Price price={9.9} oldPrice={12.5} sellingUnit="kg" unit="kg" unitPrice={9.9} />);
    const struck = document.querySelector('s')!;
    expect(text(struck)).toBe('12,50 €/kg');
  });

  it('keeps a piece price without a unit, crossed-out one too', () => {
    renderWithProviders(<Price price={1.5} oldPrice={1.99} sellingUnit="pz" />);
    expect(text(document.querySelector('s')!)).toBe('1,99 €');
  });
});
