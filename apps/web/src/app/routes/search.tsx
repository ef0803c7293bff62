import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  Link as RouterLink,
  redirect,
  useLocation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { useProducts } from '../../features/catalogue/api/get-products';
import { ProductBrowser } from '../../features/catalogue/components/product-browser';
import {
  countActiveFilters,
  readFilters,
  SEARCH_FACET_PARAMETERS,
  withPage,
  writeFilters,
} from '../../features/catalogue/utils/product-filters';
import { ContentSearchResults } from '../../features/content/components/content-search-results';
import { PopularSearches } from '../../features/search/components/popular-searches';
import { SearchCorrection } from '../../features/search/components/search-correction';
import { parseWordList } from '../../features/search/utils/word-list';
import { recordSearchedWord } from '../../features/search/utils/word-storage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { currentPath, track } from '../../lib/analytics';
import '../../lib/messages-it-search';

/** spec §2: /search receives the query (`q`, or `query` as on the original) and the filters. */
function readQuery(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? searchParams.get('query') ?? '').trim();
}

/** The search modes that ask for the quick list: one block of results per word (README, search mode). */
const QUICK_LIST_MODES = new Set(['fast', 'quick', 'lista']);

/** spec §2 "search mode": `mode` (or the original's `search_mode`) names it; an unknown one is a plain search. */
export function isQuickListMode(searchParams: URLSearchParams): boolean {
  const mode = searchParams.get('mode') ?? searchParams.get('search_mode') ?? '';
  return QUICK_LIST_MODES.has(mode.trim().toLowerCase());
}

/**
 * spec §2: /search in the quick-list mode is Spesa veloce's search: the words of `q` (comma-separated) go to
 * /fast-search, which shows one block of results per word. Any other mode searches `q` as one query.
 */
export const searchLoader = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  if (!isQuickListMode(url.searchParams)) return null;
  return redirect(paths.fastSearch.getHref(parseWordList(readQuery(url.searchParams))));
};

export function SearchRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const filters = useMemo(() => readFilters(searchParams, SEARCH_FACET_PARAMETERS), [searchParams]);
  const { data: user } = useUser();
  const { data, isPlaceholderData } = useProducts(
    { query, filters },
    { notify: false, enabled: Boolean(query) },
  );
  const recordedFor = useRef<string | null>(null);
  useDocumentTitle(t('tenant.pages.search.title', { query }));

  useEffect(() => {
    // spec §4: each search is saved once (the effect may run twice for one visit).
    if (!query || recordedFor.current === location.key) return;
    recordedFor.current = location.key;
    recordSearchedWord(query);
    track({ name: 'search', path: currentPath(), searchTerm: query });
  }, [query, location.key]);

  const browseButton = (
    <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
      {t('search.browseDepartments')}
    </Button>
  );

  if (!query) {
    return (
      <StatusScreen
        icon={<SearchOff />}
        title={t('searchPage.emptyQueryTitle')}
        text={t('searchPage.emptyQueryHint')}
        actions={browseButton}
      />
    );
  }

  // Nothing found without filters: no filters or sort to offer, only what to search instead.
  if (data && !isPlaceholderData && data.products.length === 0 && countActiveFilters(filters) === 0) {
    return (
      <>
        <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {t('searchPage.resultsTitle', { query })}
        </Typography>
        <SearchCorrection query={query} suggestion={data.suggestion} />
        <ContentSearchResults query={query} />
        <StatusScreen
          headingLevel="h2"
          icon={<SearchOff />}
          title={t('searchPage.noResults', { query })}
          text={t('searchPage.noResultsHint')}
          actions={browseButton}
        />
        <PopularSearches query={query} suggestion={data.suggestion} />
      </>
    );
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('searchPage.resultsTitle', { query: data?.correctedQuery ?? query })}
      </Typography>
      <SearchCorrection query={query} correctedQuery={data?.correctedQuery} suggestion={data?.suggestion} />
      <ContentSearchResults query={query} />
      <ProductBrowser
        // A new query starts with its own filters.
        key={query}
        params={{ query }}
        filters={filters}
        facetParameters={SEARCH_FACET_PARAMETERS}
        canFilterPreferred={isLoggedIn(user)}
        onFiltersChange={(next) =>
          setSearchParams(writeFilters(next, SEARCH_FACET_PARAMETERS, searchParams), {
            replace: true,
            preventScrollReset: true,
          })
        }
        getPageHref={(page) =>
          paths.search.getHref(
            query,
            writeFilters(withPage(filters, page), SEARCH_FACET_PARAMETERS, searchParams),
          )
        }
        countLabel={(count) => t('searchPage.resultsCount', { count })}
        showErrorAsEmpty
        emptyState={
          <StatusScreen
            headingLevel="h2"
            icon={<SearchOff />}
            title={t('searchPage.noResults', { query })}
            text={t('searchPage.noResultsHint')}
            actions={browseButton}
          />
        }
      />
    </>
  );
}
