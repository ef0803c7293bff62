import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../../testing/build-product';
import { renderWithProviders } from '../../../testing/render-app';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** Elements styled by emotion at render time carry its generated `css-…` class names. */
const styledElements = (container: HTMLElement) => container.querySelectorAll('[class*="css-"]');

describe('ProductGrid', () => {
  it('renders its cards with plain class names, no styled component among them (UX.md "Speed")', async () => {
    const products = Array.from({ length: 8 }, (_, index) =>
      buildProduct({ productId: 500 + index, slug: `prodotto-${index}` }),
    );
    const { container, findAllByRole } = renderWithProviders(<ProductGrid products={products} />);

    expect(await findAllByRole('article')).toHaveLength(8);
    expect(styledElements(container)).toHaveLength(0);
  });

  it('shows skeleton cards shaped like the card, hidden from assistive technology, without styled components', () => {
    const { container } = renderWithProviders(<ProductGridSkeleton count={3} />);

    const grid = container.querySelector('[aria-hidden="true"]');
    expect(grid?.children).toHaveLength(3);
    // Picture, brand, name, format, price and the add button's place.
    expect(grid?.children[0]?.children).toHaveLength(6);
    expect(styledElements(container)).toHaveLength(0);
  });
});
