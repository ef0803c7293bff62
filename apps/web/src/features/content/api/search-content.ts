import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchResultListSchema } from '@spesa/shared/content/content.contract';
import { responseCache } from '../../../lib/query-client';
import { getContent, useContentRoot } from './content-client';

const PATH = '/wp/v2/search';
/** spec §7: the content search answers 24 hits a page. */
const SEARCH_PAGE_SIZE = 24;
/** What the search page shows beside the products. */
const SEARCHED_SUBTYPES = ['page', 'faq', 'flyer'] as const;

/** spec §7 GET /wp/v2/search: pages, FAQ and flyers matching the shopper's words. */
export const contentSearchQueryOptions = (root: string, query: string) =>
  queryOptions({
    queryKey: ['content', root, 'search', query],
    queryFn: async ({ signal }) =>
      getContent(root, PATH, searchResultListSchema, {
        query: {
          search: query,
          page: 1,
          per_page: SEARCH_PAGE_SIZE,
          type: 'post',
          subtype: SEARCHED_SUBTYPES,
        },
        signal,
        perPage: SEARCH_PAGE_SIZE,
      }),
    ...responseCache(`/p/wp-json${PATH}`),
  });

export function useContentSearch(query: string) {
  return useQuery({ ...contentSearchQueryOptions(useContentRoot(), query), enabled: query.trim() !== '' });
}
