import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useDeferredValue } from 'react';
import { ProductCard } from './product-card';

/** UX.md: 2 columns on phones, 3 on tablets, 4–6 on desktop; the same card everywhere. */
const gridSx = {
  display: 'grid',
  gap: { xs: 1, sm: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
    xl: 'repeat(6, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** The first row's pictures are the likely LCP element. */
const PRIORITY_IMAGES = 4;
/** Enough cards to fill a phone's first screen; the rest of the page follows in a deferred pass. */
const FIRST_PASS_CARDS = 6;

export function ProductGrid({ products }: { products: readonly Product[] }) {
  // UX.md "Speed": the first cards render at once, the long rest in an interruptible deferred render,
  // which keeps Total Blocking Time low on slow phones.
  const visibleCount = useDeferredValue(products.length, Math.min(products.length, FIRST_PASS_CARDS));
  return (
    <Box component="ul" sx={gridSx}>
      {products.slice(0, visibleCount).map((product, index) => (
        <Box component="li" key={product.productId} sx={{ minWidth: 0 }}>
          <ProductCard product={product} isPriority={index < PRIORITY_IMAGES} />
        </Box>
      ))}
    </Box>
  );
}

/** UX.md: few skeleton cards, shaped like the card. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Box sx={gridSx} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ bgcolor: 'background.paper', borderRadius: 3, p: 1 }}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
          <Skeleton width="40%" sx={{ mt: 1 }} />
          <Skeleton width="90%" />
          <Skeleton width="30%" />
          <Skeleton width="50%" height={32} />
        </Box>
      ))}
    </Box>
  );
}
