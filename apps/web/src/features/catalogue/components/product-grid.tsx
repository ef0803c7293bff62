import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
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

const skeletonGridSx = {
  display: 'grid',
  gap: { xs: 1, sm: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
    xl: 'repeat(6, minmax(0, 1fr))',
  },
} as const;

/** UX.md: few skeleton cards, shaped like the card. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Box sx={skeletonGridSx} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ bgcolor: 'background.paper', borderRadius: 3, p: 1 }}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
          <Skeleton width="40%" sx={{ mt: 1 }} />
          <Skeleton width="90%" />
          <Skeleton width="30%" />
          <Skeleton width="50%" height={32} />
          <Skeleton variant="rounded" height={44} sx={{ mt: 1, borderRadius: 5.5 }} />
        </Box>
      ))}
    </Box>
  );
}
