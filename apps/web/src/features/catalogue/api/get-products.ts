import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsData } from '@spesa/shared/catalogue/product.contract';
import { PRODUCT_PAGE_SIZE } from '../../../config/env';
import { apiClient, type RequestOptions } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';
import { DEFAULT_SORT, EMPTY_FILTERS, type ProductFilters } from '../utils/product-filters';

export interface ProductsParams {
  categoryId?: number;
  query?: string;
  filters?: ProductFilters;
  /** spec §9: 24 per page unless a widget asks for fewer. */
  pageSize?: number;
  /** Only these products (e.g. a flyer's), sent as repeated `product_id`. */
  productIds?: readonly number[];
}

/** The GET /products parameters; facet values are sorted so equal filters share one cache entry. */
export function productsRequestQuery({
  categoryId,
  query,
  filters = EMPTY_FILTERS,
  pageSize = PRODUCT_PAGE_SIZE,
  productIds,
}: ProductsParams): NonNullable<RequestOptions['query']> {
  const facets = Object.fromEntries(
    Object.entries(filters.facets)
      .filter(([, values]) => values.length > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, values]) => [name, [...values].sort()]),
  );
  return {
    parent_category_id: categoryId,
    product_id: productIds?.length ? [...productIds].sort((a, b) => a - b) : undefined,
    q: query || undefined,
    page: filters.page,
    page_size: pageSize,
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    promo: filters.promo || undefined,
    new_product: filters.onlyNew || undefined,
    preferred: filters.preferred || undefined,
    // A facet named like a fixed parameter (the department of a search) narrows it.
    ...facets,
  };
}

export async function getProducts(
  params: ProductsParams,
  options: { notify?: boolean; signal?: AbortSignal } = {},
): Promise<ProductsData> {
  const envelope = await apiClient.get<ProductsData>('/products', {
    query: productsRequestQuery(params),
    ...options,
  });
  return envelope.data;
}

export const productsQueryOptions = (params: ProductsParams, options: { notify?: boolean } = {}) => {
  const query = productsRequestQuery(params);
  return queryOptions({
    queryKey: ['catalogue', 'products', query],
    queryFn: ({ signal }) => getProducts(params, { ...options, signal }),
    placeholderData: keepPreviousData,
    ...responseCache('/products', query),
  });
};

export function useProducts(params: ProductsParams, options: { notify?: boolean; enabled?: boolean } = {}) {
  const { enabled = true, ...requestOptions } = options;
  return useQuery({ ...productsQueryOptions(params, requestOptions), enabled });
}
