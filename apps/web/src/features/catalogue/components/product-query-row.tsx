import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../components/carousel';
import { useIsNearViewport } from '../../../hooks/use-is-near-viewport';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';
import '../../../lib/messages-it-fast-search';

const ROW_SIZE = 12;

interface ProductQueryRowProps {
  query: string;
  /** Where "see all" leads: the full search for the word. */
  seeAllHref: string;
  /** Load at once (the first rows of a page) instead of when scrolled near. */
  isEager?: boolean;
}

/** One word of a quick search: its best products in a row, and a link to all of them. */
export function ProductQueryRow({ query, seeAllHref, isEager = false }: ProductQueryRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const isNear = useIsNearViewport(ref);
  const { data, isPending, isError } = useProducts(
    { query, pageSize: ROW_SIZE },
    { notify: false, enabled: isEager || isNear },
  );
  const total = data?.page.totItems ?? 0;

  return (
    <Box ref={ref} component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={titleId} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {query}
        </Typography>
        {total > ROW_SIZE && (
          <Link component={RouterLink} to={seeAllHref} sx={{ fontWeight: 700, flex: 'none', py: 1.25 }}>
            {t('fastSearchPage.seeAll', { count: total })}
          </Link>
        )}
      </Box>
      {data?.correctedQuery && data.correctedQuery !== query && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('fastSearchPage.corrected', { correctedQuery: data.correctedQuery })}
        </Typography>
      )}
      {isPending && (
        <Box sx={{ overflow: 'hidden', maxHeight: 420 }}>
          <ProductGridSkeleton count={5} />
        </Box>
      )}
      {(isError || (data && data.products.length === 0)) && (
        <Typography sx={{ color: 'text.secondary' }}>
          {data?.suggestion
            ? t('fastSearchPage.noneTry', { suggestion: data.suggestion })
            : t('fastSearchPage.none')}
        </Typography>
      )}
      {data && data.products.length > 0 && (
        <Carousel
          label={t('fastSearchPage.resultsFor', { query })}
          slidesPerViewMobile={2}
          slidesPerViewDesktop={5}
          mobileBreakpointPx={960}
          spaceBetweenPx={12}
        >
          {data.products.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </Carousel>
      )}
    </Box>
  );
}
