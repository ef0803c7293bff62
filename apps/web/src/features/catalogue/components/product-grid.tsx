import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useDeferredValue } from 'react';
import { SkeletonShape } from '../../../components/skeleton-shape';
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

/** The skeleton cards show on every list and home slider while it loads: plain CSS, like the cards. */
const SKELETON_CSS = `
.sp-skel-grid{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}
@media (min-width:600px){.sp-skel-grid{gap:12px;grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:960px){.sp-skel-grid{gap:16px;grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:1280px){.sp-skel-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}
@media (min-width:1920px){.sp-skel-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}
.sp-skel-card{background-color:#fff;border-radius:24px;padding:8px}
`;

const MEDIA_STYLE = { width: '100%', height: 'auto', aspectRatio: '1 / 1' } as const;
const BUTTON_STYLE = { height: 44, marginTop: 8, borderRadius: 44 } as const;
const SKELETON_LINES = [
  { width: '40%', marginTop: 8 },
  { width: '90%' },
  { width: '30%' },
  { width: '50%', height: 32 },
] as const;

/** UX.md: few skeleton cards, shaped like the card. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  useGlobalCss('product-grid-skeleton', SKELETON_CSS);
  return (
    <div className="sp-skel-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="sp-skel-card">
          <SkeletonShape variant="rounded" style={MEDIA_STYLE} />
          {SKELETON_LINES.map((style, line) => (
            <SkeletonShape key={line} style={style} />
          ))}
          <SkeletonShape variant="rounded" style={BUTTON_STYLE} />
        </div>
      ))}
    </div>
  );
}
