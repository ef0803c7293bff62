import Button from '@mui/material/Button';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  redirect,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { categoryQueryOptions } from '../../features/catalogue/api/get-category';
import { productsQueryOptions } from '../../features/catalogue/api/get-products';
import { CategoryHeader } from '../../features/catalogue/components/category-header';
import { ProductList } from '../../features/catalogue/components/product-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { isServiceFailure } from '../../lib/api-client';
import { readPage } from '../read-page';

const slugOf = (splat: string | undefined) => (splat ?? '').replace(/^\/+|\/+$/g, '');

/** spec §2: the guard loads the category first and redirects to /not-found when it is unknown. */
export const categoryLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const slug = slugOf(params['*']);
    if (!slug) return redirect(paths.notFound.getHref());
    try {
      const category = await queryClient.ensureQueryData(categoryQueryOptions(slug));
      // Awaited so the page arrives whole; a failure here is shown by the product list itself.
      await queryClient.prefetchQuery(
        productsQueryOptions({
          categoryId: category.categoryId,
          page: readPage(new URL(request.url).searchParams),
        }),
      );
    } catch (error) {
      if (isServiceFailure(error)) throw error;
      return redirect(paths.notFound.getHref());
    }
    return null;
  };

export function CategoryRoute() {
  const { t } = useTranslation();
  const slug = slugOf(useParams()['*']);
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  const { data: category } = useSuspenseQuery(categoryQueryOptions(slug));
  useDocumentTitle(t('tenant.pages.category.title', { name: category.name }));

  return (
    <>
      <CategoryHeader category={category} />
      <ProductList
        params={{ categoryId: category.categoryId, page }}
        getPageHref={(nextPage) => paths.category.getHref(slug, nextPage)}
        countLabel={(count) => t('category.productCount', { count })}
        emptyState={
          <StatusScreen
            headingLevel="h2"
            icon={<ShoppingBasketOutlined />}
            title={t('category.empty')}
            text={t('category.emptyHint')}
            actions={
              <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
                {t('search.browseDepartments')}
              </Button>
            }
          />
        }
      />
    </>
  );
}
