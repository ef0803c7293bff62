import FilterListOff from '@mui/icons-material/FilterListOff';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { SkeletonShape } from '../../../components/skeleton-shape';
import { StatusScreen } from '../../../components/status-screen';
import { currentPath, track } from '../../../lib/analytics';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useProducts, type ProductsParams } from '../api/get-products';
import {
  clearFilters,
  countActiveFilters,
  setFlag,
  setSort,
  toggleFacetValue,
  type ProductFilters,
} from '../utils/product-filters';
import { ActiveFilters } from './active-filters';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ProductPagination } from './product-pagination';
import { QuickFilters } from './quick-filters';
import { SortSelect } from './sort-select';
import { lazyPart } from '../../../lib/lazy-part';
import '../../../lib/messages-it-catalogue';

// The facet lists and the phone's filter sheet are not needed for the first paint: they load lazily.
const FacetPanel = lazyPart('facet-panel', () =>
  import('./facet-panel').then((module) => ({ default: module.FacetPanel })),
);
const FiltersDrawer = lazy(() =>
  import('./filters-drawer').then((module) => ({ default: module.FiltersDrawer })),
);

interface ProductBrowserProps {
  /** The category or the search query; the filters come separately, from the address. */
  params: Omit<ProductsParams, 'filters'>;
  filters: ProductFilters;
  /** The facets of the answer this list offers (spec §4). */
  facetParameters: readonly string[];
  /** "I miei preferiti" needs a signed-in shopper. */
  canFilterPreferred: boolean;
  onFiltersChange: (filters: ProductFilters) => void;
  getPageHref: (page: number) => string;
  countLabel: (count: number) => string;
  /** Shown when nothing matches without filters (and, with `showErrorAsEmpty`, when the call fails). */
  emptyState: ReactNode;
  showErrorAsEmpty?: boolean;
}

/** A list of 24 products with its facets, sort, promo/new/preferred toggles and pagination. */
export function ProductBrowser({
  params,
  filters,
  facetParameters,
  canFilterPreferred,
  onFiltersChange,
  getPageHref,
  countLabel,
  emptyState,
  showErrorAsEmpty = false,
}: ProductBrowserProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const headingId = useId();
  const filtersHeadingId = useId();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isDrawerMounted, setDrawerMounted] = useState(false);
  const { data, isPending, isError, isPlaceholderData, refetch } = useProducts(
    { ...params, filters },
    { notify: !showErrorAsEmpty },
  );
  const listedCount = isPlaceholderData ? undefined : data?.products.length;
  useEffect(() => {
    if (listedCount === undefined) return;
    track({
      name: 'view_item_list',
      path: currentPath(),
      ...(params.categoryId !== undefined ? { categoryId: params.categoryId } : {}),
      itemCount: listedCount,
    });
  }, [listedCount, params.categoryId, data]);
  const activeCount = countActiveFilters(filters);
  const facets = (data?.facets ?? []).filter(
    (facet) => facetParameters.includes(facet.parameterName) && facet.values.length > 0,
  );

  const toggleFacet = (parameterName: string, valueId: string) =>
    onFiltersChange(toggleFacetValue(filters, parameterName, valueId));
  const clear = () => onFiltersChange(clearFilters(filters));

  let content: ReactNode;
  if (isPending) {
    content = <ProductGridSkeleton />;
  } else if (isError && (showErrorAsEmpty || !data)) {
    content = showErrorAsEmpty ? (
      emptyState
    ) : (
      <ErrorWithRetry message={t('errors.generic')} onRetry={() => void refetch()} />
    );
  } else if (data.products.length === 0) {
    content =
      activeCount > 0 ? (
        <StatusScreen
          headingLevel="h2"
          icon={<FilterListOff />}
          title={t('filters.noMatchTitle')}
          text={t('filters.noMatchHint')}
          actions={
            <Button variant="contained" onClick={clear}>
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        emptyState
      );
  } else {
    content = (
      <Box
        aria-busy={isPlaceholderData}
        sx={{ opacity: isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}
      >
        <ProductGrid products={data.products} />
        <ProductPagination page={data.page.selPage} totalPages={data.page.totPages} getHref={getPageHref} />
      </Box>
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        columnGap: 3,
        alignItems: 'start',
      }}
    >
      {isWide && (
        <Box
          component="aside"
          aria-labelledby={filtersHeadingId}
          sx={{
            position: 'sticky',
            top: 88,
            maxHeight: 'calc(100dvh - 104px)',
            overflowY: 'auto',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            p: 2,
          }}
        >
          <Typography id={filtersHeadingId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
            {t('filters.title')}
          </Typography>
          {data ? (
            <Suspense fallback={<FacetPanelSkeleton />}>
              {facets.length > 0 ? (
                <FacetPanel
                  facets={facets}
                  filters={filters}
                  resultCount={data.page.totItems}
                  onToggle={toggleFacet}
                />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('filters.none')}
                </Typography>
              )}
            </Suspense>
          ) : (
            <FacetPanelSkeleton />
          )}
        </Box>
      )}
      <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
        <Typography id={headingId} component="h2" sx={visuallyHidden}>
          {t('category.productsHeading')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {!isWide && (
            <Button
              variant="outlined"
              startIcon={<Tune />}
              onClick={() => {
                setDrawerMounted(true);
                setDrawerOpen(true);
              }}
              sx={{ flex: 'none', borderRadius: 22, bgcolor: 'background.paper', fontWeight: 700 }}
            >
              {activeCount > 0 ? t('filters.buttonWithCount', { count: activeCount }) : t('filters.button')}
            </Button>
          )}
          <QuickFilters
            filters={filters}
            facets={data?.facets}
            canFilterPreferred={canFilterPreferred}
            onToggle={(flag, isOn) => onFiltersChange(setFlag(filters, flag, isOn))}
          />
        </Box>
        <ActiveFilters filters={filters} facets={data?.facets} onRemove={toggleFacet} onClear={clear} />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mt: 0.5,
            mb: 1.5,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {data ? countLabel(data.page.totItems) : ''}
          </Typography>
          <SortSelect value={filters.sort} onChange={(sort) => onFiltersChange(setSort(filters, sort))} />
        </Box>
        {content}
      </Box>
      {!isWide && isDrawerMounted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={isDrawerOpen}
            onClose={() => setDrawerOpen(false)}
            facets={facets}
            filters={filters}
            resultCount={data?.page.totItems}
            onToggle={toggleFacet}
            onClear={clear}
          />
        </Suspense>
      )}
    </Box>
  );
}

function FacetPanelSkeleton() {
  return (
    <Box aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonShape key={index} style={{ height: 36 }} />
      ))}
    </Box>
  );
}
