// The category page's data (spec §2, §4): in the main bundle, so it starts while the screen's code loads.
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { paths } from '../../config/paths';
import { categoryQueryOptions } from '../../features/catalogue/api/get-category';
import { productsQueryOptions } from '../../features/catalogue/api/get-products';
import { readStoredFilters } from '../../features/catalogue/utils/filters-storage';
import { listedCategoryId } from '../../features/catalogue/utils/visible-categories';
import {
  countActiveFilters,
  DEFAULT_SORT,
  hasFilterParams,
  LIST_FACET_PARAMETERS,
  readFilters,
  writeFilters,
  type ProductFilters,
} from '../../features/catalogue/utils/product-filters';
import { isServiceFailure } from '../../lib/api-client';

export const slugOf = (splat: string | undefined) => (splat ?? '').replace(/^\/+|\/+$/g, '');

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
