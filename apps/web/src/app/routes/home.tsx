import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../../features/catalogue/api/get-category-tree';
import { DepartmentGrid, DepartmentGridSkeleton } from '../../features/catalogue/components/department-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: root, isPending, isError, refetch } = useCategoryTree();
  useDocumentTitle(t('tenant.pages.home.title'));

  return (
    <>
      <Box
        component="section"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 3,
          px: { xs: 2, md: 5 },
          py: { xs: 2.5, md: 5 },
          mb: { xs: 2.5, md: 4 },
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', md: '2.25rem' }, maxWidth: 720 }}>
          {t('tenant.tagline')}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 720, fontSize: { xs: '0.9375rem', md: '1rem' } }}>
          {t('tenant.pages.home.description')}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="departments-title">
        <Typography id="departments-title" variant="h2" sx={{ mb: 2 }}>
          {t('home.departmentsTitle')}
        </Typography>
        {isPending && <DepartmentGridSkeleton />}
        {isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('categories.loadError')}
          </Alert>
        )}
        {root && <DepartmentGrid departments={root.categories ?? []} />}
      </Box>
    </>
  );
}
