import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryBlockInfoData } from '@spesa/shared/catalogue/category-block.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

/** GET /category-block/info: one content block, with the products of a product slider resolved. */
export async function getCategoryBlock(
  categoryBlockId: number,
  signal?: AbortSignal,
): Promise<CategoryBlockInfoData> {
  // Secondary content: a failure leaves the block out instead of toasting (STYLE.md "Web habits").
  const envelope = await apiClient.get<CategoryBlockInfoData>('/category-block/info', {
    query: { categoryBlockId },
    notify: false,
    signal,
  });
  return envelope.data;
}

export const categoryBlockQueryOptions = (categoryBlockId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'category-block', categoryBlockId],
    queryFn: ({ signal }) => getCategoryBlock(categoryBlockId, signal),
    ...responseCache('/category-block/info', { categoryBlockId }),
  });

export function useCategoryBlock(categoryBlockId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryBlockQueryOptions(categoryBlockId), enabled: options.enabled ?? true });
}
