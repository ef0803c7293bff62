import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { ApiError, apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

/** API-COMPAT: the product by slug is `data.products[0]` (older versions put it directly in `data`). */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  const envelope = await apiClient.get<{ products?: Product[] } | Product>('/products', {
    query: { slug },
    notify: false,
    signal,
  });
  const data = envelope.data;
  const product = 'products' in data ? data.products?.[0] : data;
  if (!product || !('productId' in product)) throw new ApiError('product not found', 1, 404, envelope);
  return product;
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', slug],
    queryFn: ({ signal }) => getProduct(slug, signal),
    ...responseCache('/products', { slug }),
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
