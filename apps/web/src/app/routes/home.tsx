import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { useCategoryTree } from '../../features/catalogue/api/get-category-tree';
import { categoryQueryOptions } from '../../features/catalogue/api/get-category';
import { CategoryBlocks } from '../../features/catalogue/components/category-blocks';
import { DepartmentGrid, DepartmentGridSkeleton } from '../../features/catalogue/components/department-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Issue 3, point 5: the home page is the category with this slug and its content blocks. */
const HOME_SLUG = 'home';

/** The blocks arrive with the first paint; without them the page still shows the departments. */
export const homeLoader = (queryClient: QueryClient) => async () => {
  await queryClient.prefetchQuery(categoryQueryOptions(HOME_SLUG));
  return null;
};

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: home } = useQuery(categoryQueryOptions(HOME_SLUG));
  const { data: root, isPending, isError, refetch } = useCategoryTree();
  const blocks = home?.categoryBlocks ?? [];
  useDocumentTitle(t('tenant.pages.home.title'));

  return (
    <>
      <Box component="header" sx={{ mb: { xs: 1.5, md: 2.5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.25rem', md: '1.75rem' } }}>
          {t('tenant.tagline')}
        </Typography>
        {blocks.length === 0 && (
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t('tenant.pages.home.description')}
          </Typography>
        )}
      </Box>
      {blocks.length > 0 && <CategoryBlocks blocks={blocks} />}
      <Box component="section" aria-labelledby="departments-title" sx={{ mt: { xs: 3, md: 5 } }}>
        <Typography id="departments-title" variant="h2" sx={{ mb: 2 }}>
          {t('home.departmentsTitle')}
        </Typography>
        {isPending && <DepartmentGridSkeleton />}
        {isError && <ErrorWithRetry message={t('categories.loadError')} onRetry={() => void refetch()} />}
        {root && <DepartmentGrid departments={root.categories ?? []} />}
      </Box>
    </>
  );
}
