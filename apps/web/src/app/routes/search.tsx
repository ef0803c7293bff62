import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { ProductList } from '../../features/catalogue/components/product-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { readPage } from '../read-page';

export function SearchRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const page = readPage(searchParams);
  useDocumentTitle(t('tenant.pages.search.title', { query }));

  const browseButton = (
    <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
      {t('search.browseDepartments')}
    </Button>
  );

  if (!query) {
    return (
      <StatusScreen
        icon={<SearchOff />}
        title={t('search.emptyQueryTitle')}
        text={t('search.emptyQueryHint')}
        actions={browseButton}
      />
    );
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('search.resultsTitle', { query })}
      </Typography>
      <ProductList
        params={{ query, page }}
        getPageHref={(nextPage) => paths.search.getHref(query, nextPage)}
        countLabel={(count) => t('search.resultsCount', { count })}
        showErrorAsEmpty
        emptyState={
          <StatusScreen
            headingLevel="h2"
            icon={<SearchOff />}
            title={t('search.noResults', { query })}
            text={t('search.noResultsHint')}
            actions={browseButton}
          />
        }
      />
    </>
  );
}
