import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

const treeQuery = { filtered: false };

/** API-COMPAT "Categories": `filtered=false` answers the ROOT node; its `categories` are the departments. */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryNode> {
  const envelope = await apiClient.get<CategoryNode>('/category', { query: treeQuery, signal });
  return envelope.data;
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'category-tree'],
    queryFn: ({ signal }) => getCategoryTree(signal),
    ...responseCache('/category', treeQuery),
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}
