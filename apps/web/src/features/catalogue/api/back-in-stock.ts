import type {
  BackInStockBody,
  BackInStockData,
  SimilarProductsData,
} from '@spesa/shared/catalogue/back-in-stock.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Whether the signed-in shopper already asked to hear when the product is back. */
export function backInStockQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['back-in-stock', productId],
    queryFn: async (): Promise<BackInStockData> =>
      (
        await apiClient.get<BackInStockData>('/back-in-stock/view', {
          query: { product_id: productId },
          notify: false,
        })
      ).data,
  });
}

/** POST /back-in-stock/add: the server's info ('Ti scriveremo a …') is shown as a toast. */
export function useRequestBackInStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const body: BackInStockBody = { productId };
      return (await apiClient.postJson<BackInStockData>('/back-in-stock/add', body)).data;
    },
    onSuccess: (data) => queryClient.setQueryData(backInStockQueryOptions(productId).queryKey, data),
  });
}

/** Up to three available products of the product's category. */
export function similarProductsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['products', 'similar', productId],
    queryFn: async (): Promise<Product[]> =>
      (await apiClient.get<SimilarProductsData>(`/products/${productId}/similar`)).data.products,
  });
}
