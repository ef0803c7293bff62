import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ContentPost } from '@spesa/shared/content/content.contract';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { StatusScreen } from '../../../components/status-screen';
import { usePage } from '../api/get-page';
import { useAllPosts } from '../api/get-posts';
import { usePageMeta } from '../hooks/use-page-meta';
import { htmlToText } from '../utils/sanitize-html';
import { ContentBreadcrumb } from './content-breadcrumb';
import { ContentHtml } from './content-html';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

const POINTS_FORMAT = new Intl.NumberFormat('it-IT');

/** The shopper's points: a number when logged in, null for a visitor, undefined while loading. */
export type ShopperPoints = number | null | undefined;

function pointsOf(award: ContentPost): number {
  return award.acf?.points ?? 0;
}

function AwardCard({ award, points }: { award: ContentPost; points: ShopperPoints }) {
  const tc = useContentT();
  const cost = pointsOf(award);
  const picture = award.acf?.award_image ?? award.acf?.cover_image;
  const missing = typeof points === 'number' ? cost - points : null;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}
    >
      {picture ? (
        <Box
          component="img"
          src={picture}
          alt=""
          loading="lazy"
          width={400}
          height={400}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '1 / 1',
            objectFit: 'contain',
            bgcolor: 'common.white',
          }}
        />
      ) : (
        <Box sx={{ aspectRatio: '1 / 1', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
          <CardGiftcardOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden="true" />
        </Box>
      )}
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.75, alignContent: 'start' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {htmlToText(award.title.rendered)}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.125rem', color: 'primary.main' }}>
          {tc('awards.points', { count: cost, points: POINTS_FORMAT.format(cost) })}
        </Typography>
        {missing !== null &&
          (missing <= 0 ? (
            <Chip size="small" color="success" label={tc('awards.reachable')} sx={{ justifySelf: 'start' }} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {tc('awards.missing', { count: missing, points: POINTS_FORMAT.format(missing) })}
            </Typography>
          ))}
        {htmlToText(award.excerpt.rendered) && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {htmlToText(award.excerpt.rendered)}
          </Typography>
        )}
      </Box>
    </Card>
  );
}

function ShopperPointsPanel({ points, onLogin }: { points: ShopperPoints; onLogin: () => void }) {
  const tc = useContentT();
  if (points === undefined) return <Skeleton aria-busy="true" variant="rounded" height={72} sx={{ mb: 3 }} />;
  if (points === null) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" onClick={onLogin}>
            {tc('awards.login')}
          </Button>
        }
      >
        {tc('awards.loginHint')}
      </Alert>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby="your-points-title"
      sx={{ mb: 3, p: 2, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography id="your-points-title" component="h2" variant="subtitle2" sx={{ opacity: 0.9 }}>
        {tc('awards.yourPointsTitle')}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
        {tc('awards.yourPoints', { count: points, points: POINTS_FORMAT.format(points) })}
      </Typography>
    </Box>
  );
}

interface AwardsScreenProps {
  /** The page of the loyalty programme's text. */
  programmeSlug: string;
  points: ShopperPoints;
  onLogin: () => void;
}

/** spec §2 /vantaggi: the loyalty programme, the awards with their points, the shopper's points. */
export function AwardsScreen({ programmeSlug, points, onLogin }: AwardsScreenProps) {
  const tc = useContentT();
  const programme = usePage(programmeSlug);
  const awards = useAllPosts('award');
  const title = programme.data ? htmlToText(programme.data.title.rendered) : tc('awards.title');
  usePageMeta(
    title,
    programme.data?.acf?.seo_description ??
      (programme.data ? htmlToText(programme.data.excerpt.rendered) : undefined),
    programme.data?.acf?.seo_title,
  );
  const sortedAwards = [...(awards.data ?? [])].sort((a, b) => pointsOf(a) - pointsOf(b));

  return (
    <>
      <ContentBreadcrumb current={title} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <ShopperPointsPanel points={points} onLogin={onLogin} />
      {programme.isPending && <Skeleton aria-busy="true" variant="rounded" height={160} sx={{ mb: 3 }} />}
      {programme.data && <ContentHtml html={programme.data.content.rendered} mb={3} />}

      <Box component="section" aria-labelledby="awards-catalogue-title">
        <Typography id="awards-catalogue-title" variant="h2" sx={{ mb: 1.5 }}>
          {tc('awards.catalogueTitle')}
        </Typography>
        {awards.isPending && <Skeleton aria-busy="true" variant="rounded" height={240} />}
        {awards.isError && (
          <ErrorWithRetry message={tc('content.loadError')} onRetry={() => void awards.refetch()} />
        )}
        {awards.data && sortedAwards.length === 0 && (
          <StatusScreen
            headingLevel="h2"
            icon={<CardGiftcardOutlined />}
            title={tc('awards.emptyTitle')}
            text={tc('awards.emptyText')}
          />
        )}
        {sortedAwards.length > 0 && (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1, sm: 1.5, md: 2 },
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                md: 'repeat(4, minmax(0, 1fr))',
                lg: 'repeat(5, minmax(0, 1fr))',
              },
            }}
          >
            {sortedAwards.map((award) => (
              <li key={award.id}>
                <AwardCard award={award} points={points} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
