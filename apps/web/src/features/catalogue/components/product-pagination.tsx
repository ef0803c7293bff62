import { Suspense } from 'react';
import type { ProductPaginationProps } from './product-pagination-bar';
import { lazyPart } from '../../../lib/lazy-part';

// UX.md "Speed": the pager sits under the whole grid; its code loads with the list, not with the home route.
const ProductPaginationBar = lazyPart('product-pagination-bar', () =>
  import('./product-pagination-bar').then((module) => ({ default: module.ProductPaginationBar })),
);

/** The pager's height (44 px items, 24 px above and below) is kept while its code loads: nothing shifts. */
const placeholderStyle = { minHeight: 92 } as const;

export function ProductPagination(props: ProductPaginationProps) {
  if (props.totalPages <= 1) return null;
  return (
    <Suspense fallback={<div style={placeholderStyle} />}>
      <ProductPaginationBar {...props} />
    </Suspense>
  );
}
