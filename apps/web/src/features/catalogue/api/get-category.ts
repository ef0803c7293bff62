import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

/** `GET /category?slug=` answers `data.category`; an unknown slug is an error (the guard shows not-found). */
export async function getCategory(slug: string, signal?: AbortSignal): Promise<CategoryNode> {
  const envelope = await apiClient.get<{ category: CategoryNode }>('/category', {
    query: { slug },
    notify: false,
    signal,
  });
  return envelope.data.category;
}

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category', slug],
    queryFn: ({ signal }) => getCategory(slug, signal),
    ...responseCache('/category', { slug }),
  });

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(slug));
}
