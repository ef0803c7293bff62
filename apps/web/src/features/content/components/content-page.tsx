import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { usePage } from '../api/get-page';
import { usePageMeta } from '../hooks/use-page-meta';
import { htmlToText } from '../utils/sanitize-html';
import { ContentBreadcrumb } from './content-breadcrumb';
import { ContentHtml } from './content-html';
import { ContentSkeleton } from './content-skeleton';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

const DESCRIPTION_MAX = 160;

interface ContentPageProps {
  slug: string;
  /** Shown when the chain has no page with this slug. */
  notFound: ReactNode;
}

/** spec §2 /page/:pageName and §3 "Static page": breadcrumb, title, validity text and the page's HTML. */
export function ContentPage({ slug, notFound }: ContentPageProps) {
  const tc = useContentT();
  const { data: page, isPending, isError, refetch } = usePage(slug);
  const title = page ? htmlToText(page.title.rendered) : undefined;
  const acf = page?.acf;
  const description = page
    ? (acf?.seo_description ?? htmlToText(page.excerpt.rendered).slice(0, DESCRIPTION_MAX))
    : undefined;
  usePageMeta(title, description, acf?.seo_title);

  if (isPending) return <ContentSkeleton />;
  if (isError) return <ErrorWithRetry message={tc('content.loadError')} onRetry={() => void refetch()} />;
  if (!page || !title) return notFound;

  return (
    <Box component="article">
      <ContentBreadcrumb current={title} />
      <Typography variant="h1" sx={{ mb: acf?.validity_text ? 0.5 : 2 }}>
        {title}
      </Typography>
      {acf?.validity_text && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{acf.validity_text}</Typography>
      )}
      <ContentHtml html={page.content.rendered} />
    </Box>
  );
}
