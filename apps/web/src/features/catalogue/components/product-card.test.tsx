import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../../../testing/build-product';
import { renderWithProviders } from '../../../testing/render-app';
import { cartLinesStore } from '../hooks/use-cart-line';
import { ProductCard } from './product-card';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('ProductCard', () => {
  afterEach(() => cartLinesStore.set({ lines: {} }));

  it('shows brand, name, pack format, the Italian price and the unit price, linking to the product', () => {
    renderWithProviders(<ProductCard product={buildProduct()} />);

    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/product/passata-di-pomodoro-mutti-500-g-100234');
    expect(screen.getByRole('heading', { level: 3, name: 'Passata di pomodoro' })).toBeTruthy();
    expect(screen.getByText('Mutti')).toBeTruthy();
    expect(screen.getByText('500 g')).toBeTruthy();
    expect(text(link)).toContain('1,99 €');
    expect(text(link)).toContain('3,98 €/kg');
    const image = link.querySelector('img');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('400');
  });

  it('crosses out the old price and shows the promotion badge and the "Novità" tag', () => {
    renderWithProviders(
      <ProductCard
        product={buildProduct({
          priceDisplay: 1.49,
          priceStandardDisplay: 1.99,
          isNew: true,
          warehousePromo: {
            warehousePromoId: 1,
            promoType: 'sconto',
            discount: 0.5,
            discountPerc: 25,
            validityDate: '2026-11-20',
            expireDate: '2026-12-03',
            selectable: false,
            view: { cssClass: 'promo-sconto', header: '-25%', body: 'Sconto', footer: 'fino al 3 dicembre' },
          },
        })}
      />,
    );

    expect(text(screen.getByRole('link'))).toContain('1,49 €');
    expect(
      screen.getByText('1,99 €', { selector: 's', normalizer: (value) => value.replace(/\s/g, ' ') }),
    ).toBeTruthy();
    expect(screen.getByText('-25%').closest('.promo-sconto')).toBeTruthy();
    expect(screen.getByText('Novità')).toBeTruthy();
  });

  it('says when a product is not available instead of its price, and offers no add button', () => {
    renderWithProviders(<ProductCard product={buildProduct({ available: 0 })} />);

    expect(screen.getByText('Non disponibile')).toBeTruthy();
    expect(text(screen.getByRole('link'))).not.toContain('1,99 €');
    // The cart's add button only: a product out of stock can still go in a wish list.
    expect(screen.queryByRole('button', { name: /^Aggiungi( .* al carrello)?$/ })).toBeNull();
  });

  it('adds the product outside the link and then shows the stepper', async () => {
    const { user } = renderWithProviders(<ProductCard product={buildProduct()} />);

    const add = screen.getByRole('button', { name: 'Aggiungi Passata di pomodoro al carrello' });
    expect(screen.getByRole('link').contains(add)).toBe(false);
    await user.click(add);

    expect(screen.getByRole('textbox', { name: 'Quantità di Passata di pomodoro' })).toHaveProperty(
      'value',
      '1',
    );
    expect(cartLinesStore.get().lines[100234]?.quantity).toBe(1);
  });

  it('asks for the options of a product that has them before adding it (spec §4)', async () => {
    const product = buildProduct({
      name: 'Banane',
      selectOptions: [
        {
          name: 'Maturazione',
          parameterName: 'maturazione',
          type: 'radio',
          options: [
            { key: 'verde', name: 'Ancora verde', value: 'verde' },
            { key: 'pronta', name: 'Pronta', value: 'pronta' },
          ],
        },
      ],
    });
    const { user } = renderWithProviders(<ProductCard product={product} />);

    await user.click(screen.getByRole('button', { name: 'Aggiungi Banane al carrello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scegli le opzioni: Banane' });
    const confirm = within(dialog).getByRole('button', { name: 'Aggiungi al carrello' });
    expect(confirm).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('radio', { name: 'Pronta' }));
    await user.click(confirm);

    expect(cartLinesStore.get().lines[product.productId]).toEqual({
      quantity: 1,
      options: { maturazione: 'pronta' },
    });
  });
});
