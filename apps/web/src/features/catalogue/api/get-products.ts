import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsData } from '@spesa/shared/catalogue/product.contract';
import { PRODUCT_PAGE_SIZE } from '../../../config/env';
import { apiClient } from '../../../lib/api-client';

export interface ProductsParams {
  categoryId?: number;
  query?: string;
  page: number;
}

export async function getProducts(
  params: ProductsParams,
  options: { notify?: boolean; signal?: AbortSignal } = {},
): Promise<ProductsData> {
  const envelope = await apiClient.get<ProductsData>('/products', {
    query: {
      parent_category_id: params.categoryId,
      q: params.query,
      page: params.page,
      page_size: PRODUCT_PAGE_SIZE,
    },
    ...options,
  });
  return envelope.data;
}

export const productsQueryOptions = (params: ProductsParams, options: { notify?: boolean } = {}) =>
  queryOptions({
    queryKey: ['catalogue', 'products', params],
    queryFn: ({ signal }) => getProducts(params, { ...options, signal }),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductsParams, options: { notify?: boolean } = {}) {
  return useQuery(productsQueryOptions(params, options));
}
