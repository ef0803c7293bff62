import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FaqCategory } from '@spesa/shared/content/content.contract';
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { StatusScreen } from '../../../components/status-screen';
import { paths } from '../../../config/paths';
import { useFaqCategories } from '../api/get-faq-categories';
import { useAllPosts } from '../api/get-posts';
import { usePageMeta } from '../hooks/use-page-meta';
import { filterFaqs, toFaqEntry, type FaqEntry } from '../utils/filter-faqs';
import { ContentBreadcrumb } from './content-breadcrumb';
import { ContentHtml } from './content-html';
import '../../../lib/messages-it-content';
import { useContentT } from '../hooks/use-content-t';

const SEARCH_PARAMETER = 'q';

function FaqList({ entries, headingLevel }: { entries: readonly FaqEntry[]; headingLevel: 'h2' | 'h3' }) {
  return (
    <Box>
      {entries.map((entry) => (
        <Accordion
          key={entry.id}
          disableGutters
          slotProps={{ heading: { component: headingLevel }, transition: { unmountOnExit: true } }}
          sx={{ '&::before': { display: 'none' }, borderBottom: 1, borderColor: 'divider' }}
          elevation={0}
        >
          <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 56, px: { xs: 1, sm: 2 } }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>
            <ContentHtml html={entry.answerHtml} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** The FAQ grouped under their category's heading, in the categories' order. */
function groupByCategory(entries: readonly FaqEntry[], categories: readonly FaqCategory[]) {
  const groups = new Map<string, { title: string; entries: FaqEntry[] }>();
  for (const category of categories) groups.set(category.slug, { title: category.name, entries: [] });
  for (const entry of entries) {
    const group = groups.get(entry.categorySlug) ?? { title: entry.categoryName, entries: [] };
    group.entries.push(entry);
    groups.set(entry.categorySlug, group);
  }
  return [...groups.entries()].filter(([, group]) => group.entries.length > 0);
}

function CategoryNav({ categories, current }: { categories: readonly FaqCategory[]; current?: string }) {
  const tc = useContentT();
  return (
    <Box component="nav" aria-label={tc('faq.categories')} sx={{ mb: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {[{ slug: '', name: tc('faq.allCategories') }, ...categories].map((category) => {
          const isCurrent = (current ?? '') === category.slug;
          return (
            <li key={category.slug || 'all'}>
              <Chip
                component={RouterLink}
                to={category.slug ? paths.faqCategory.getHref(category.slug) : paths.faq.getHref()}
                label={category.name}
                clickable
                color={isCurrent ? 'primary' : 'default'}
                variant={isCurrent ? 'filled' : 'outlined'}
                aria-current={isCurrent ? 'page' : undefined}
                sx={{ minHeight: 44, borderRadius: 22 }}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

interface FaqScreenProps {
  /** spec §2 /faq/:categoryName: one category; absent, every FAQ. */
  categorySlug?: string;
  notFound: ReactNode;
}

/** spec §2 /faq and /faq/:categoryName: the answers in an accordion and a search field that filters them. */
export function FaqScreen({ categorySlug, notFound }: FaqScreenProps) {
  const tc = useContentT();
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(SEARCH_PARAMETER) ?? '';
  const deferredQuery = useDeferredValue(query);
  const categories = useFaqCategories();
  const faqs = useAllPosts('faq', categorySlug ? { faq_category: categorySlug } : {});
  const category = categorySlug ? categories.data?.find((item) => item.slug === categorySlug) : undefined;
  const title = category?.name ?? tc('faq.title');
  usePageMeta(title, category?.description || tc('faq.intro'));

  const entries = useMemo(() => (faqs.data ?? []).map(toFaqEntry), [faqs.data]);
  const matches = useMemo(() => filterFaqs(entries, deferredQuery), [entries, deferredQuery]);
  const isSearching = deferredQuery.trim() !== '';

  if (categorySlug && categories.data && !category) return notFound;

  const setQuery = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(SEARCH_PARAMETER, value);
    else next.delete(SEARCH_PARAMETER);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  let results: ReactNode;
  if (faqs.isPending || categories.isPending) {
    results = (
      <Box aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (faqs.isError) {
    results = <ErrorWithRetry message={tc('content.loadError')} onRetry={() => void faqs.refetch()} />;
  } else if (matches.length === 0) {
    results = (
      <StatusScreen
        headingLevel="h2"
        icon={<SearchOff />}
        title={isSearching ? tc('faq.noMatchTitle', { query: deferredQuery }) : tc('faq.emptyTitle')}
        text={isSearching ? tc('faq.noMatchText') : tc('faq.emptyText')}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.customerService.getHref()}>
            {tc('faq.contact')}
          </Button>
        }
      />
    );
  } else if (categorySlug || isSearching) {
    results = <FaqList entries={matches} headingLevel="h2" />;
  } else {
    results = groupByCategory(matches, categories.data ?? []).map(([slug, group]) => (
      <Box key={slug || 'other'} component="section" sx={{ mb: 3 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {group.title || tc('faq.title')}
        </Typography>
        <FaqList entries={group.entries} headingLevel="h3" />
      </Box>
    ));
  }

  return (
    <Box sx={{ maxWidth: 900 }}>
      <ContentBreadcrumb
        parents={category ? [{ label: tc('faq.title'), href: paths.faq.getHref() }] : []}
        current={title}
      />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {category?.description || tc('faq.intro')}
      </Typography>
      <Box role="search" aria-label={tc('faq.searchLabel')} sx={{ mb: 2 }}>
        <TextField
          id={searchId}
          type="search"
          fullWidth
          label={tc('faq.searchLabel')}
          placeholder={tc('faq.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {categories.data && categories.data.length > 0 && (
        <CategoryNav categories={categories.data} current={categorySlug} />
      )}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}>
        {isSearching && faqs.data ? tc('faq.results', { count: matches.length }) : ''}
      </Typography>
      {results}
    </Box>
  );
}
