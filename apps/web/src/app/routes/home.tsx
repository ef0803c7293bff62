import Box from '@mui/material/Box';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { ThemeText } from '../../components/theme-text';
import { useCategoryTree } from '../../features/catalogue/api/get-category-tree';
import { categoryQueryOptions } from '../../features/catalogue/api/get-category';
import { CategoryBlocks } from '../../features/catalogue/components/category-blocks';
import { DepartmentGrid, DepartmentGridSkeleton } from '../../features/catalogue/components/department-grid';
import { slidesQueryOptions, romeNoonSeconds, slideToProposal } from '../../features/content/api/get-slides';
import { contentApiRoot } from '@spesa/shared/content/content-root';
import type { CategoryBlock } from '@spesa/shared/catalogue/category-block.contract';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTenantConfig } from '../../lib/tenant-config-context';
import { useGlobalCss } from '../../lib/use-global-css';
import { lazyPart } from '../../lib/lazy-part';

// spec §7 delivery: the visitors' postal-code check loads apart: the home route's own code stays within budget.
const DeliveryCheck = lazyPart('delivery-check', () =>
  import('../../features/delivery/components/delivery-check').then((module) => ({
    default: module.DeliveryCheck,
  })),
);

/** The tagline is the page's h1, smaller on a phone: the banner under it is what the shopper looks at. */
const TITLE_CSS =
  '.sp-home-title{font-size:1.25rem}@media (min-width:960px){.sp-home-title{font-size:1.75rem}}';

/** spec §2 Routes: the home page is the category with this slug and its content blocks. */
const HOME_SLUG = 'home';

/** The slides of the day (spec §2 home slides): one query key for the loader and the screen. */
function homeSlidesOptions(config: { contentUrl?: string | undefined }) {
  return slidesQueryOptions(contentApiRoot(config), { noonSeconds: romeNoonSeconds(new Date()) });
}

/**
 * The home's banner slider shows the chain's slides from the content store (or its WordPress) when there are
 * any for today, in place of the catalogue's own banners; the other blocks stay as they are.
 */
export function withContentSlides(
  blocks: readonly CategoryBlock[],
  slides: Parameters<typeof slideToProposal>[0][] | undefined,
): readonly CategoryBlock[] {
  if (!slides || slides.length === 0) return blocks;
  const first = [...blocks].sort((a, b) => a.position - b.position)[0];
  if (first?.templateBlock.code !== 'BannerSlider') return blocks;
  return blocks.map((block) =>
    block === first ? { ...block, proposals: slides.map(slideToProposal) } : block,
  );
}

/**
 * The blocks and the slides arrive with the first paint, fetched side by side, so nothing shifts when they
 * come; without them the page still shows the departments.
 */
export const homeLoader =
  (queryClient: QueryClient, config: { contentUrl?: string | undefined }) => async () => {
    await Promise.all([
      queryClient.prefetchQuery(categoryQueryOptions(HOME_SLUG)),
      queryClient.prefetchQuery(homeSlidesOptions(config)),
    ]);
    return null;
  };

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: home } = useQuery(categoryQueryOptions(HOME_SLUG));
  const { data: slides } = useQuery(homeSlidesOptions(useTenantConfig()));
  const { data: root, isPending, isError, refetch } = useCategoryTree();
  const blocks = withContentSlides(home?.categoryBlocks ?? [], slides);
  useDocumentTitle(t('tenant.pages.home.title'));
  useGlobalCss('home-title', TITLE_CSS);

  return (
    <>
      <Box component="header" sx={{ mb: { xs: 1.5, md: 2.5 } }}>
        <ThemeText as="h1" variant="h1" className="sp-home-title" style={{ fontSize: undefined }}>
          {t('tenant.tagline')}
        </ThemeText>
        {blocks.length === 0 && (
          <ThemeText isSecondary style={{ marginTop: 4 }}>
            {t('tenant.pages.home.description')}
          </ThemeText>
        )}
      </Box>
      {blocks.length > 0 && <CategoryBlocks blocks={blocks} />}
      <Suspense fallback={null}>
        <DeliveryCheck />
      </Suspense>
      <Box
        component="section"
        aria-labelledby="departments-title"
        // UX.md "Speed": below the blocks, laid out and painted only when it comes near the screen.
        sx={{ mt: { xs: 3, md: 5 }, contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' }}
      >
        <ThemeText as="h2" id="departments-title" variant="h2" style={{ marginBottom: 16 }}>
          {t('home.departmentsTitle')}
        </ThemeText>
        {isPending && <DepartmentGridSkeleton />}
        {isError && <ErrorWithRetry message={t('categories.loadError')} onRetry={() => void refetch()} />}
        {root && <DepartmentGrid departments={root.categories ?? []} />}
      </Box>
    </>
  );
}
