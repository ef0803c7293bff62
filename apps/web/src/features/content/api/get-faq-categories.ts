import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqCategoryListSchema } from '@spesa/shared/content/content.contract';
import { responseCache } from '../../../lib/query-client';
import { getContent, useContentRoot } from './content-client';

const PATH = '/custom/v1/faq-categories';

/** spec §7 GET /custom/v1/{endpoint}: the FAQ categories, in display order. */
export const faqCategoriesQueryOptions = (root: string) =>
  queryOptions({
    queryKey: ['content', root, 'faq-categories'],
    queryFn: async ({ signal }) => (await getContent(root, PATH, faqCategoryListSchema, { signal })).data,
    ...responseCache(`/p/wp-json${PATH}`),
  });

export function useFaqCategories() {
  return useQuery(faqCategoriesQueryOptions(useContentRoot()));
}
