import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useProducts, type ProductsParams } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ProductPagination } from './product-pagination';

interface ProductListProps {
  params: ProductsParams;
  getPageHref: (page: number) => string;
  /** Shown when the list is empty (and, with `showErrorAsEmpty`, when the call fails). */
  emptyState: ReactNode;
  showErrorAsEmpty?: boolean;
  countLabel: (count: number) => string;
}

/** A page of 24 products with its count and pagination; the page comes from the URL. */
export function ProductList({
  params,
  getPageHref,
  emptyState,
  showErrorAsEmpty = false,
  countLabel,
}: ProductListProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useProducts(params, { notify: !showErrorAsEmpty });

  if (isPending) return <ProductGridSkeleton />;
  if (isError && showErrorAsEmpty) return emptyState;
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('errors.generic')}
      </Alert>
    );
  }
  if (data.products.length === 0) return emptyState;

  return (
    <Box component="section" aria-labelledby="product-list-heading">
      <Typography id="product-list-heading" component="h2" sx={visuallyHidden}>
        {t('category.productsHeading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} aria-live="polite">
        {countLabel(data.page.totItems)}
      </Typography>
      <ProductGrid products={data.products} />
      <ProductPagination page={data.page.selPage} totalPages={data.page.totPages} getHref={getPageHref} />
    </Box>
  );
}
