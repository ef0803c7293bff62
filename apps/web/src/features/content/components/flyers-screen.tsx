import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ContentPost } from '@spesa/shared/content/content.contract';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { StatusScreen } from '../../../components/status-screen';
import { paths } from '../../../config/paths';
import { usePosts } from '../api/get-posts';
import { usePageMeta } from '../hooks/use-page-meta';
import { htmlToText } from '../utils/sanitize-html';
import { ContentBreadcrumb } from './content-breadcrumb';
import { FlyerValidity } from './flyer-validity';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function FlyerCard({ flyer }: { flyer: ContentPost }) {
  const tc = useContentT();
  const title = htmlToText(flyer.title.rendered);
  const cover = flyer.acf?.cover_image ?? flyer.acf?.flyer_pages?.[0]?.image;
  const firstPage = flyer.acf?.flyer_pages?.[0];
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.flyer.getHref(flyer.slug)}
        aria-label={tc('flyers.open', { title })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt=""
            loading="lazy"
            width={firstPage?.width ?? 600}
            height={firstPage?.height ?? 850}
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '600 / 850',
              objectFit: 'cover',
              display: 'block',
            }}
          />
        ) : (
          <Box
            sx={{ aspectRatio: '600 / 850', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
          >
            <LocalOfferOutlined sx={{ fontSize: 56, color: 'text.secondary' }} />
          </Box>
        )}
        <Box sx={{ p: 1.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <FlyerValidity acf={flyer.acf} variant="body2" sx={{ color: 'text.secondary' }} />
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** spec §2 /volantini: the chain's flyers, 10 a page (spec §9), newest first. */
export function FlyersScreen() {
  const tc = useContentT();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, isPending, isError, refetch } = usePosts({ type: 'flyer', page });
  usePageMeta(tc('flyers.title'), tc('flyers.intro'));

  let body;
  if (isPending) {
    body = (
      <Box sx={gridSx} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            sx={{ aspectRatio: '600 / 900', height: 'auto', borderRadius: 3 }}
          />
        ))}
      </Box>
    );
  } else if (isError) {
    body = <ErrorWithRetry message={tc('content.loadError')} onRetry={() => void refetch()} />;
  } else if (data.data.length === 0) {
    body = (
      <StatusScreen
        headingLevel="h2"
        icon={<LocalOfferOutlined />}
        title={tc('flyers.emptyTitle')}
        text={tc('flyers.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <Box component="ul" sx={gridSx}>
          {data.data.map((flyer) => (
            <li key={flyer.id}>
              <FlyerCard flyer={flyer} />
            </li>
          ))}
        </Box>
        {data.pagination.totalPages > 1 && (
          <Box
            component="nav"
            aria-label={tc('content.pagination')}
            sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
          >
            <Pagination
              page={page}
              count={data.pagination.totalPages}
              renderItem={(item) => (
                <PaginationItem
                  component={RouterLink}
                  to={
                    item.page && item.page > 1
                      ? `${paths.flyers.getHref()}?page=${item.page}`
                      : paths.flyers.getHref()
                  }
                  {...item}
                />
              )}
            />
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <ContentBreadcrumb current={tc('flyers.title')} />
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {tc('flyers.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{tc('flyers.intro')}</Typography>
      {body}
    </>
  );
}
