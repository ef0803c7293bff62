import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SearchResult } from '@spesa/shared/content/content.contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useContentSearch } from '../api/search-content';
import { useLinkContext } from '../hooks/use-link-context';
import { classifyLink } from '../utils/classify-link';
import { htmlToText } from '../utils/sanitize-html';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

/** Shown before "show all": the products stay the page's main answer. */
const FIRST_RESULTS = 3;

const ICONS: Record<string, ReactNode> = {
  page: <ArticleOutlined />,
  faq: <HelpOutlined />,
  flyer: <LocalOfferOutlined />,
};

function ResultLink({ result }: { result: SearchResult }) {
  const context = useLinkContext();
  const link = classifyLink(result.url, context);
  const title = htmlToText(result.title);
  if (link.kind === 'internal') {
    // A FAQ hit leads to its category: the question as the search there shows that answer alone.
    const to =
      result.subtype === 'faq' && !link.to.includes('?')
        ? `${link.to}?q=${encodeURIComponent(title)}`
        : link.to;
    return (
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {title}
      </Link>
    );
  }
  return (
    <Link href={result.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
      {title}
    </Link>
  );
}

/** spec §2 search: the chain's pages, FAQ and flyers that match the words, beside the products. */
export function ContentSearchResults({ query }: { query: string }) {
  const tc = useContentT();
  const { data } = useContentSearch(query);
  const [showAll, setShowAll] = useState(false);
  const results = data?.data ?? [];
  // Secondary data: while loading or after a failure the products are the whole page (STYLE.md).
  if (results.length === 0) return null;

  const typeLabel = (subtype: string) =>
    subtype === 'page'
      ? tc('content.typePage')
      : subtype === 'faq'
        ? tc('content.typeFaq')
        : subtype === 'flyer'
          ? tc('content.typeFlyer')
          : tc('content.typeOther');
  const visible = showAll ? results : results.slice(0, FIRST_RESULTS);

  return (
    <Box
      component="section"
      aria-labelledby="content-search-title"
      sx={{
        mb: 2,
        p: { xs: 1.5, md: 2 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id="content-search-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {tc('content.searchTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {visible.map((result) => (
          <Box
            component="li"
            key={`${result.subtype}-${result.id}`}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minHeight: 44 }}
          >
            <Box aria-hidden="true" sx={{ color: 'text.secondary', display: 'flex' }}>
              {ICONS[result.subtype] ?? <ArticleOutlined />}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <ResultLink result={result} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {typeLabel(result.subtype)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {results.length > FIRST_RESULTS && (
        <Button onClick={() => setShowAll((value) => !value)} aria-expanded={showAll} sx={{ mt: 1 }}>
          {showAll ? tc('content.showFewer') : tc('content.showAll', { count: results.length })}
        </Button>
      )}
    </Box>
  );
}
