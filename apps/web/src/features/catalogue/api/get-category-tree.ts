import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { apiClient } from '../../../lib/api-client';

/** API-COMPAT "Categories": `filtered=false` answers the ROOT node; its `categories` are the departments. */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryNode> {
  const envelope = await apiClient.get<CategoryNode>('/category', { query: { filtered: false }, signal });
  return envelope.data;
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'category-tree'],
    queryFn: ({ signal }) => getCategoryTree(signal),
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}
