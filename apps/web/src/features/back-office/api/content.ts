import {
  adminMenuItemAnswerSchema,
  adminMenusSchema,
  adminPostAnswerSchema,
  adminPostListSchema,
  type AdminMenuItemBody,
  type AdminPost,
  type AdminPostCreateBody,
  type AdminPostEditBody,
  type AdminPostStatusBody,
  type AdminPostType,
} from '@spesa/shared/admin/content-admin.contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_API } from './staff-session';

/** The screens show the server's Italian errors themselves: no toasts. */
const quiet = { notify: false } as const;
const CONTENT_KEY = ['admin', 'content'] as const;
const postKey = (id: number) => [...CONTENT_KEY, 'post', id] as const;
const MENUS_KEY = [...CONTENT_KEY, 'menus'] as const;

/** README "Back-office", Content: the chain's posts of one type, drafts included. */
export function useContentPosts(type: AdminPostType) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'list', type],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/content/posts`, { ...quiet, signal, query: { type } });
      return adminPostListSchema.parse(answer.data).posts;
    },
  });
}

export function useContentPost(id: number | null) {
  return useQuery({
    queryKey: postKey(id ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/content/posts/${id}`, { ...quiet, signal });
      return adminPostAnswerSchema.parse(answer.data).post;
    },
    enabled: id !== null,
  });
}

/** The post as the server answered it goes into the cache; the lists are read again. */
function remember(queryClient: QueryClient, post: AdminPost) {
  queryClient.setQueryData(postKey(post.id), post);
  void queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, 'list'] });
}

function usePostChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/content/${path}`, body, quiet);
      return adminPostAnswerSchema.parse(answer.data).post;
    },
    onSuccess: (post) => remember(queryClient, post),
  });
}

export const useCreatePost = () => usePostChange<AdminPostCreateBody>('posts');
export const useEditPost = () => usePostChange<AdminPostEditBody>('posts/edit');
export const usePostStatus = () => usePostChange<AdminPostStatusBody>('posts/status');

/** The menus of every location, each with its items (parents before children, in order). */
export function useContentMenus() {
  return useQuery({
    queryKey: MENUS_KEY,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/content/menus`, { ...quiet, signal });
      return adminMenusSchema.parse(answer.data).menus;
    },
  });
}

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminMenuItemBody) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/content/menus/item`, body, quiet);
      return adminMenuItemAnswerSchema.parse(answer.data).item;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/content/menus/item/delete`, { id }, quiet);
      return z.object({ deleted: z.number() }).parse(answer.data).deleted;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  });
}
