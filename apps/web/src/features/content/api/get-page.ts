import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPostListSchema, type ContentPost } from '@spesa/shared/content/content.contract';
import { responseCache } from '../../../lib/query-client';
import { getContent, useContentRoot } from './content-client';

const PATH = '/wp/v2/pages';

/** spec §7 GET /wp/v2/pages?slug=: the static page, or null when the chain has none with that slug. */
export async function getPage(root: string, slug: string, signal?: AbortSignal): Promise<ContentPost | null> {
  const { data } = await getContent(root, PATH, contentPostListSchema, { query: { slug }, signal });
  return data[0] ?? null;
}

export const pageQueryOptions = (root: string, slug: string) =>
  queryOptions({
    queryKey: ['content', root, 'page', slug],
    queryFn: ({ signal }) => getPage(root, slug, signal),
    ...responseCache(`/p/wp-json${PATH}`),
  });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(useContentRoot(), slug));
}
