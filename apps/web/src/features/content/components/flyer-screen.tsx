import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { paths } from '../../../config/paths';
import { usePostBySlug } from '../api/get-posts';
import { usePageMeta } from '../hooks/use-page-meta';
import { htmlToText } from '../utils/sanitize-html';
import { ContentBreadcrumb } from './content-breadcrumb';
import { ContentHtml } from './content-html';
import { ContentSkeleton } from './content-skeleton';
import { FlyerValidity } from './flyer-validity';
import { FlyerViewer } from './flyer-viewer';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

interface FlyerScreenProps {
  slug: string;
  /** The flyer's products with the normal product card, composed by the route (spec §2 /volantini/:volantino). */
  renderProducts: (productIds: readonly number[]) => ReactNode;
  notFound: ReactNode;
}

/** spec §2 /volantini/:volantino: the flyer's pages as pictures, zoomable, and its products to add to the cart. */
export function FlyerScreen({ slug, renderProducts, notFound }: FlyerScreenProps) {
  const tc = useContentT();
  const { data: flyer, isPending, isError, refetch } = usePostBySlug('flyer', slug);
  const [openPage, setOpenPage] = useState<number | null>(null);
  const title = flyer ? htmlToText(flyer.title.rendered) : undefined;
  usePageMeta(
    title,
    flyer?.acf?.seo_description ?? (flyer ? htmlToText(flyer.excerpt.rendered) || undefined : undefined),
    flyer?.acf?.seo_title,
  );

  if (isPending) return <ContentSkeleton lines={4} />;
  if (isError) return <ErrorWithRetry message={tc('content.loadError')} onRetry={() => void refetch()} />;
  if (!flyer || !title) return notFound;

  const pages = flyer.acf?.flyer_pages ?? [];
  const productIds = flyer.acf?.flyer_product_ids ?? [];

  return (
    <>
      <ContentBreadcrumb
        parents={[{ label: tc('flyers.title'), href: paths.flyers.getHref() }]}
        current={title}
      />
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <FlyerValidity acf={flyer.acf} sx={{ color: 'text.secondary', mb: 1 }} />
      {flyer.content.rendered.trim() !== '' && <ContentHtml html={flyer.content.rendered} mb={2} />}

      {pages.length > 0 && (
        <Box component="section" aria-labelledby="flyer-pages-title" sx={{ mb: 4 }}>
          <Typography id="flyer-pages-title" variant="h2" sx={{ mb: 0.5 }}>
            {tc('flyer.pagesTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {tc('flyer.zoomHint')}
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1, md: 2 },
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {pages.map((page, index) => (
              <li key={page.image}>
                <ButtonBase
                  onClick={() => setOpenPage(index)}
                  aria-label={tc('flyer.openPage', { number: index + 1 })}
                  sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden', boxShadow: 1 }}
                >
                  <Box
                    component="img"
                    src={page.image}
                    alt={page.alt ?? tc('flyer.pageLabel', { number: index + 1, count: pages.length })}
                    width={page.width}
                    height={page.height}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    sx={{ display: 'block', width: '100%', height: 'auto' }}
                  />
                </ButtonBase>
              </li>
            ))}
          </Box>
        </Box>
      )}

      <Box component="section" aria-labelledby="flyer-products-title">
        <Typography id="flyer-products-title" variant="h2" sx={{ mb: 1.5 }}>
          {tc('flyer.productsTitle')}
        </Typography>
        {productIds.length > 0 ? (
          renderProducts(productIds)
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{tc('flyer.noProducts')}</Typography>
        )}
      </Box>

      <FlyerViewer
        title={title}
        pages={pages}
        index={openPage}
        onIndexChange={setOpenPage}
        onClose={() => setOpenPage(null)}
      />
    </>
  );
}
