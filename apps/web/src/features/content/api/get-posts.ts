import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_PAGE_SIZE,
  contentPostListSchema,
  type ContentPost,
  type ContentType,
} from '@spesa/shared/content/content.contract';
import { responseCache } from '../../../lib/query-client';
import { getContent, useContentRoot, type ContentAnswer, type ContentQuery } from './content-client';

export interface PostsParams {
  type: ContentType;
  page?: number;
  perPage?: number;
  /** Filters of the type (e.g. `faq_category`), `slug`, `orderby`, `order`. */
  filters?: ContentQuery;
}

/** spec §7 GET /wp/v2/{type}: one page of a typed list, its size from the X-WP-Total headers. */
export async function getPosts(
  root: string,
  { type, page = 1, perPage = CONTENT_PAGE_SIZE, filters = {} }: PostsParams,
  signal?: AbortSignal,
): Promise<ContentAnswer<ContentPost[]>> {
  return getContent(root, `/wp/v2/${type}`, contentPostListSchema, {
    query: { ...filters, page, per_page: perPage },
    signal,
    perPage,
  });
}

export const postsQueryOptions = (root: string, params: PostsParams) =>
  queryOptions({
    queryKey: ['content', root, 'posts', params],
    queryFn: ({ signal }) => getPosts(root, params, signal),
    placeholderData: keepPreviousData,
    ...responseCache(`/p/wp-json/wp/v2/${params.type}`),
  });

export function usePosts(params: PostsParams) {
  return useQuery(postsQueryOptions(useContentRoot(), params));
}

/** The largest page WordPress answers: lists the screen filters itself (FAQ) are read in few calls. */
const WHOLE_LIST_PAGE_SIZE = 100;

/** Every post of a type matching `filters`, page after page. */
export async function getAllPosts(
  root: string,
  type: ContentType,
  filters: ContentQuery = {},
  signal?: AbortSignal,
): Promise<ContentPost[]> {
  const posts: ContentPost[] = [];
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await getPosts(
      root,
      { type, page, perPage: WHOLE_LIST_PAGE_SIZE, filters },
      signal,
    );
    posts.push(...data);
    if (page >= pagination.totalPages) return posts;
  }
}

export const allPostsQueryOptions = (root: string, type: ContentType, filters: ContentQuery = {}) =>
  queryOptions({
    queryKey: ['content', root, 'all-posts', type, filters],
    queryFn: ({ signal }) => getAllPosts(root, type, filters, signal),
    ...responseCache(`/p/wp-json/wp/v2/${type}`),
  });

export function useAllPosts(type: ContentType, filters: ContentQuery = {}) {
  return useQuery(allPostsQueryOptions(useContentRoot(), type, filters));
}

/** A post of `type` by its slug (spec §7 GET /wp/v2/{type}?slug=), or null. */
export const postBySlugQueryOptions = (root: string, type: ContentType, slug: string) =>
  queryOptions({
    queryKey: ['content', root, 'post', type, slug],
    queryFn: async ({ signal }) =>
      (await getPosts(root, { type, perPage: 1, filters: { slug } }, signal)).data[0] ?? null,
    ...responseCache(`/p/wp-json/wp/v2/${type}`),
  });

export function usePostBySlug(type: ContentType, slug: string) {
  return useQuery(postBySlugQueryOptions(useContentRoot(), type, slug));
}
