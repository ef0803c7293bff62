import { contentApiRoot, wpErrorSchema } from '@spesa/shared/content/content.contract';
import type { ZodType } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import { readPagination, type ContentPagination } from '../utils/pagination';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type ContentQuery = Record<string, QueryValue>;

/** A content call that failed: `status` is the HTTP status (0 without an answer), `code` WordPress's. */
export class ContentError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'ContentError';
    this.status = status;
    this.code = code;
  }
}

export interface ContentAnswer<T> {
  data: T;
  pagination: ContentPagination;
}

/** spec §7 "Content": the built-in store under /p, or the chain's real WordPress at CONTENT_URL. */
export function useContentRoot(): string {
  return contentApiRoot(useTenantConfig());
}

export function contentUrl(root: string, path: string, query: ContentQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) params.set(key, value.join(','));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${root}${path}${search ? `?${search}` : ''}`;
}

async function errorOf(response: Response): Promise<ContentError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = wpErrorSchema.safeParse(body);
  return parsed.success
    ? new ContentError(parsed.data.message, response.status, parsed.data.code)
    : new ContentError(`HTTP ${response.status}`, response.status, 'http_error');
}

/** GET of a `/wp-json` path; the answer is parsed with the shared schema, never trusted as it comes. */
export async function getContent<T>(
  root: string,
  path: string,
  schema: ZodType<T>,
  options: { query?: ContentQuery; signal?: AbortSignal; perPage?: number } = {},
): Promise<ContentAnswer<T>> {
  let response: Response;
  try {
    response = await apiFetch(contentUrl(root, `/wp-json${path}`, options.query), {
      headers: { Accept: 'application/json' },
      // A real WordPress on another origin gets no cookie of the shop.
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ContentError('network', 0, 'network_error');
  }
  if (!response.ok) throw await errorOf(response);
  const data = schema.parse(await response.json());
  const count = Array.isArray(data) ? data.length : 1;
  return { data, pagination: readPagination(response.headers, count, options.perPage) };
}
