import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import Button from '@mui/material/Button';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  redirect,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { categoryQueryOptions } from '../../features/catalogue/api/get-category';
import { productsQueryOptions } from '../../features/catalogue/api/get-products';
import { CategoryHeader } from '../../features/catalogue/components/category-header';
import { ProductBrowser } from '../../features/catalogue/components/product-browser';
import { readStoredFilters, storeFilters } from '../../features/catalogue/utils/filters-storage';
import { listedCategoryId } from '../../features/catalogue/utils/visible-categories';
import {
  countActiveFilters,
  DEFAULT_SORT,
  hasFilterParams,
  LIST_FACET_PARAMETERS,
  readFilters,
  withPage,
  writeFilters,
  type ProductFilters,
} from '../../features/catalogue/utils/product-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { isServiceFailure } from '../../lib/api-client';

const slugOf = (splat: string | undefined) => (splat ?? '').replace(/^\/+|\/+$/g, '');

/**
 * spec §4: the filters persist in local storage. A shopper who comes back to a category page by reloading it
 * or through the history, on an address without filters, finds the ones last used there; following a link
 * enters the catalogue afresh and resets them (spec §2).
 */
function storedFiltersToRestore(url: URL, categoryId: number): ProductFilters | null {
  if (hasFilterParams(url.searchParams, LIST_FACET_PARAMETERS)) return null;
  // A link's loader runs before the address changes; a reload's or a history step's runs after. The server
  // has no stored filters: a first HTML shows the address's own.
  if (typeof window === 'undefined' || url.href !== window.location.href) return null;
  const stored = readStoredFilters();
  if (stored?.categoryId !== categoryId) return null;
  const { filters } = stored;
  const differs = countActiveFilters(filters) > 0 || filters.page > 1 || filters.sort !== DEFAULT_SORT;
  return differs ? filters : null;
}

/** spec §2: the guard loads the category first and redirects to /not-found when it is unknown. */
export const categoryLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const slug = slugOf(params['*']);
    if (!slug) return redirect(paths.notFound.getHref());
    const url = new URL(request.url);
    try {
      const category = await queryClient.ensureQueryData(categoryQueryOptions(slug));
      const stored = storedFiltersToRestore(url, category.categoryId);
      if (stored) {
        return redirect(
          paths.category.getHref(slug, writeFilters(stored, LIST_FACET_PARAMETERS, url.searchParams)),
        );
      }
      // Awaited so the page arrives whole; a failure here is shown by the product list itself.
      await queryClient.prefetchQuery(
        productsQueryOptions({
          categoryId: listedCategoryId(category, url.searchParams.get('categoryId')),
          filters: readFilters(url.searchParams, LIST_FACET_PARAMETERS),
        }),
      );
    } catch (error) {
      if (isServiceFailure(error)) throw error;
      return redirect(paths.notFound.getHref());
    }
    return null;
  };

/**
 * A new filter, sort or page changes only the address's query: the list fetches it itself, showing the
 * previous products meanwhile, instead of the whole page waiting on the loader.
 */
export const categoryShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function CategoryRoute() {
  const { t } = useTranslation();
  const slug = slugOf(useParams()['*']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams, LIST_FACET_PARAMETERS), [searchParams]);
  const { data: category } = useSuspenseQuery(categoryQueryOptions(slug));
  const listedId = listedCategoryId(category, searchParams.get('categoryId'));
  const { data: user } = useUser();
  useDocumentTitle(t('tenant.pages.category.title', { name: category.name }));

  useEffect(() => storeFilters(category.categoryId, filters), [category.categoryId, filters]);

  return (
    <>
      <CategoryHeader category={category} />
      <ProductBrowser
        // spec §4: another category starts with its own, empty, filters and list state.
        key={listedId}
        params={{ categoryId: listedId }}
        filters={filters}
        facetParameters={LIST_FACET_PARAMETERS}
        canFilterPreferred={isLoggedIn(user)}
        onFiltersChange={(next) =>
          setSearchParams(writeFilters(next, LIST_FACET_PARAMETERS, searchParams), {
            replace: true,
            preventScrollReset: true,
          })
        }
        getPageHref={(page) =>
          paths.category.getHref(
            slug,
            writeFilters(withPage(filters, page), LIST_FACET_PARAMETERS, searchParams),
          )
        }
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
