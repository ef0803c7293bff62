import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Carousel } from '../../../components/carousel';
import { useIsNearViewport } from '../../../hooks/use-is-near-viewport';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';
import '../../../lib/messages-it-catalogue';

/** One more than shown, as the product itself may be among them. */
const RELATED_COUNT = 13;

/** spec §2 Routes, product page: other products of the same category, loaded when the shopper scrolls near them. */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const isNear = useIsNearViewport(ref);
  const category = product.breadCrumbs.at(-1);
  const { data, isPending, isError } = useProducts(
    { categoryId: product.categoryId, pageSize: RELATED_COUNT },
    { notify: false, enabled: isNear },
  );
  const related = (data?.products ?? [])
    .filter((other) => other.productId !== product.productId)
    .slice(0, 12);
  if (isError || (data && related.length === 0)) return null;

  return (
    <Box ref={ref} component="section" aria-labelledby={titleId} sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1.5 }}>
        {category ? t('product.relatedIn', { category: category.name }) : t('product.related')}
      </Typography>
      {isPending ? (
        <Box sx={{ overflow: 'hidden', maxHeight: 420 }}>
          <ProductGridSkeleton count={5} />
        </Box>
      ) : (
        <Carousel
          label={t('product.related')}
          slidesPerViewMobile={2}
          slidesPerViewDesktop={5}
          mobileBreakpointPx={960}
          spaceBetweenPx={12}
        >
          {related.map((other) => (
            <ProductCard key={other.productId} product={other} />
          ))}
        </Carousel>
      )}
    </Box>
  );
}
