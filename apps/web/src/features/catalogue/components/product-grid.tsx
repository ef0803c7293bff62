import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useDeferredValue } from 'react';
import { useIsClient } from '../../../hooks/use-is-client';
import { useGlobalCss } from '../../../lib/use-global-css';
import { ProductCard } from './product-card';

/** UX.md: 2 columns on phones, 3 on tablets, 4–6 on desktop; the same card everywhere. */
const GRID_CSS = `
.sp-grid{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));list-style:none;margin:0;padding:0}
.sp-grid>li{min-width:0}
@media (min-width:600px){.sp-grid{gap:12px;grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:960px){.sp-grid{gap:16px;grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:1280px){.sp-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}
@media (min-width:1920px){.sp-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}
`;

/** The first row's pictures are the likely LCP element. */
const PRIORITY_IMAGES = 4;
/** Enough cards to fill a phone's first screen; the rest of the page follows in a deferred pass. */
const FIRST_PASS_CARDS = 6;

export function ProductGrid({ products }: { products: readonly Product[] }) {
  useGlobalCss('product-grid', GRID_CSS);
  // UX.md "Speed": the first cards render at once, the long rest in an interruptible deferred render,
  // which keeps Total Blocking Time low on slow phones. A server's first HTML has the whole page (a crawler
  // reads every product), and the hydration takes it as it is.
  const firstPass = useIsClient() ? Math.min(products.length, FIRST_PASS_CARDS) : products.length;
  const visibleCount = useDeferredValue(products.length, firstPass);
  return (
    <ul className="sp-grid">
      {products.slice(0, visibleCount).map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} isPriority={index < PRIORITY_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
