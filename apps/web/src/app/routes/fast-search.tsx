import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { ProductQueryRow } from '../../features/catalogue/components/product-query-row';
import { FastSearchWordList } from '../../features/search/components/fast-search-word-list';
import { readFastSearchWords, storeFastSearchWords } from '../../features/search/utils/word-storage';
import { parseWordList } from '../../features/search/utils/word-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-fast-search';

/** The first blocks load at once; the others as the shopper scrolls to them. */
const EAGER_ROWS = 2;

/**
 * spec §2 "guarded by a navigation check": /fast-search without `q` opens the shopper's saved list, and a
 * list given in `q` becomes the saved one.
 */
export const fastSearchLoader = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const words = parseWordList(url.searchParams.get('q'));
  if (words.length > 0) {
    storeFastSearchWords(words);
    return null;
  }
  const saved = readFastSearchWords();
  return saved.length > 0 && !url.searchParams.has('q') ? redirect(paths.fastSearch.getHref(saved)) : null;
};

export function FastSearchRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const words = parseWordList(searchParams.get('q'));
  useDocumentTitle(
    t('common.documentTitle', { page: t('fastSearch.title'), brandName: t('tenant.brandName') }),
  );

  const changeWords = (next: string[]) => {
    storeFastSearchWords(next);
    // An emptied list keeps `q` in the address, so the guard does not bring the saved one back.
    const href = next.length > 0 ? paths.fastSearch.getHref(next) : `${paths.fastSearch.path}?q=`;
    void navigate(href, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Typography variant="h1">{t('fastSearch.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{t('fastSearchPage.intro')}</Typography>
      <FastSearchWordList words={words} onChange={changeWords} />
      {words.length === 0 ? (
        <StatusScreen
          headingLevel="h2"
          icon={<PlaylistAddCheck />}
          title={t('fastSearchPage.emptyTitle')}
          text={t('fastSearchPage.emptyHint')}
        />
      ) : (
        // minmax(0, 1fr): a row's carousel scrolls inside the screen's width instead of widening the column.
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 3, md: 4 }, mt: 3 }}>
          {words.map((word, index) => (
            <ProductQueryRow
              key={word}
              query={word}
              seeAllHref={paths.search.getHref(word)}
              isEager={index < EAGER_ROWS}
            />
          ))}
        </Box>
      )}
    </>
  );
}
