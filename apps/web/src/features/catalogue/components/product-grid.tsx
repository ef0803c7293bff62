import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useDeferredValue } from 'react';
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
  // which keeps Total Blocking Time low on slow phones.
  const visibleCount = useDeferredValue(products.length, Math.min(products.length, FIRST_PASS_CARDS));
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

/**
 * The look of MUI's pulsing Skeleton (text.primary at 11 %, the theme's 8 px corners) in one stylesheet: the
 * skeleton cards show on every list and home slider while it loads, and as styled components each of their
 * parts cost styling work on every render (UX.md "Speed").
 */
const SKELETON_CSS = `
.sp-skel-grid{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}
@media (min-width:600px){.sp-skel-grid{gap:12px;grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:960px){.sp-skel-grid{gap:16px;grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:1280px){.sp-skel-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}
@media (min-width:1920px){.sp-skel-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}
.sp-skel-card{background-color:#fff;border-radius:24px;padding:8px}
.sp-skel{display:block;background-color:rgba(31,31,31,.11);animation:sp-skel-pulse 2s ease-in-out .5s infinite}
.sp-skel--media{width:100%;height:auto;aspect-ratio:1/1;border-radius:8px}
.sp-skel--text{height:auto;margin:0;transform-origin:0 55%;transform:scale(1,.6);border-radius:8px/13.3px}
.sp-skel--text:empty:before{content:"\\00a0"}
.sp-skel--button{height:44px;margin-top:8px;border-radius:44px}
@keyframes sp-skel-pulse{0%{opacity:1}50%{opacity:.4}100%{opacity:1}}
`;

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
          <span className="sp-skel sp-skel--media" />
          {SKELETON_LINES.map((style, line) => (
            <span key={line} className="sp-skel sp-skel--text" style={style} />
          ))}
          <span className="sp-skel sp-skel--button" />
        </div>
      ))}
    </div>
  );
}
