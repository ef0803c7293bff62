import { z } from 'zod';
import { CONTENT_MAX_PAGE_SIZE, CONTENT_PAGE_SIZE } from '@spesa/shared/content/content.contract';
import { ContentError } from './content-error.js';
import { foldText, wpLocalDate, type SnapshotPost } from './content-snapshot.js';

/** A query string as Fastify parses it: repeated keys give arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

// A NUL or another control character in a parameter is garbage, never a value to look up.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * One query parameter: absent and empty mean "not given" (API-COMPAT: clients replay URLs with empty values);
 * a repeated key or a control character is refused with WordPress's rest_invalid_param.
 */
export function param(query: RawQuery, name: string, maxLength = 200): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > maxLength || CONTROL_CHARACTERS.test(value))
    throw ContentError.invalidParam(name);
  return value;
}

export function intParam(query: RawQuery, name: string, min: number, max: number): number | undefined {
  const value = param(query, name, 12);
  if (value === undefined) return undefined;
  if (!/^\d{1,10}$/.test(value)) throw ContentError.invalidParam(name);
  const n = Number(value);
  if (n < min || n > max) throw ContentError.invalidParam(name);
  return n;
}

function idListParam(query: RawQuery, name: string): number[] | undefined {
  const value = param(query, name, 2000);
  if (value === undefined) return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length > 100 || !parts.every((p) => /^\d{1,10}$/.test(p))) throw ContentError.invalidParam(name);
  return parts.map(Number);
}

function slugListParam(query: RawQuery, name: string): string[] | undefined {
  const value = param(query, name, 2000);
  if (value === undefined) return undefined;
  const parts = value.split(',').map((p) => p.trim().toLowerCase());
  if (parts.length > 100 || !parts.every((p) => /^[a-z0-9_%-]{1,200}$/.test(p)))
    throw ContentError.invalidParam(name);
  return parts.map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      throw ContentError.invalidParam(name);
    }
  });
}

/** WordPress's before/after: an ISO date, with or without zone; compared as the site's local time. */
function dateParam(query: RawQuery, name: string): string | undefined {
  const value = param(query, name, 40);
  if (value === undefined) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value,
  );
  if (!match) throw ContentError.invalidParam(name);
  if (match[4]) {
    const ms = Date.parse(value);
    if (Number.isNaN(ms)) throw ContentError.invalidParam(name);
    return wpLocalDate(ms);
  }
  const time = match[2] ?? '00:00:00';
  const local = `${match[1]}T${time.length === 5 ? `${time}:00` : time}`;
  if (Number.isNaN(Date.parse(`${local}Z`))) throw ContentError.invalidParam(name);
  return local;
}

const ORDER_BY = ['date', 'modified', 'title', 'slug', 'id', 'menu_order', 'include', 'relevance'] as const;
const orderBySchema = z.enum(ORDER_BY);
const orderSchema = z.enum(['asc', 'desc']);

export interface ListQuery {
  perPage: number;
  page: number;
  orderBy: (typeof ORDER_BY)[number];
  order: 'asc' | 'desc';
  slugs?: string[];
  include?: number[];
  exclude?: number[];
  before?: string;
  after?: string;
  search?: string;
  faqCategory?: string;
  term?: string;
  slider?: number;
}

export function parseListQuery(query: RawQuery): ListQuery {
  const orderByText = param(query, 'orderby', 20);
  const orderText = param(query, 'order', 10);
  const orderBy = orderByText === undefined ? undefined : orderBySchema.safeParse(orderByText);
  const order = orderText === undefined ? undefined : orderSchema.safeParse(orderText.toLowerCase());
  if (orderBy && !orderBy.success) throw ContentError.invalidParam('orderby');
  if (order && !order.success) throw ContentError.invalidParam('order');
  const search = param(query, 'search', 200);
  const parsed: ListQuery = {
    perPage: intParam(query, 'per_page', 1, CONTENT_MAX_PAGE_SIZE) ?? CONTENT_PAGE_SIZE,
    page: intParam(query, 'page', 1, 100_000) ?? 1,
    orderBy: orderBy?.data ?? (search ? 'relevance' : 'date'),
    order: order?.data ?? 'desc',
  };
  const optional = {
    slugs: slugListParam(query, 'slug'),
    include: idListParam(query, 'include'),
    exclude: idListParam(query, 'exclude'),
    before: dateParam(query, 'before'),
    after: dateParam(query, 'after'),
    search,
    faqCategory: param(query, 'faq_category', 100)?.toLowerCase(),
    term: param(query, 'term', 100)?.toLowerCase(),
    slider: intParam(query, 'slider', 1, 1_000_000),
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) (parsed as unknown as Record<string, unknown>)[key] = value;
  if (parsed.orderBy === 'relevance' && !parsed.search) throw ContentError.invalidParam('orderby');
  return parsed;
}

/** How well a post matches the words of a search: 0 is no match; the title counts more. */
export function searchScore(post: SnapshotPost, words: readonly string[]): number {
  if (words.length === 0) return 1;
  const title = foldText(post.row.title);
  let score = 0;
  for (const word of words) {
    if (!post.haystack.includes(word)) return 0;
    score += title.includes(word) ? 3 : 1;
  }
  return score;
}

export function searchWords(text: string | undefined): string[] {
  return foldText(text ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, 10);
}

function compare(a: SnapshotPost, b: SnapshotPost, query: ListQuery, scores: Map<number, number>): number {
  const direction = query.order === 'asc' ? 1 : -1;
  const byDate = a.json.date.localeCompare(b.json.date) || a.row.id - b.row.id;
  switch (query.orderBy) {
    case 'modified':
      return direction * (a.json.modified.localeCompare(b.json.modified) || a.row.id - b.row.id);
    case 'title':
      return direction * (a.row.title.localeCompare(b.row.title, 'it') || a.row.id - b.row.id);
    case 'slug':
      return direction * a.row.slug.localeCompare(b.row.slug);
    case 'id':
      return direction * (a.row.id - b.row.id);
    case 'menu_order':
      return direction * (a.row.menuOrder - b.row.menuOrder || a.row.id - b.row.id);
    case 'include':
      return (query.include?.indexOf(a.row.id) ?? 0) - (query.include?.indexOf(b.row.id) ?? 0);
    case 'relevance':
      return (scores.get(b.row.id) ?? 0) - (scores.get(a.row.id) ?? 0) || -byDate;
    default:
      return direction * byDate;
  }
}

export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** Filters, sorts and pages the posts of one type as WordPress's collection endpoints do. */
export function listPosts(
  posts: readonly SnapshotPost[],
  query: ListQuery,
  faqCategoryIds: ReadonlyMap<number, string>,
): Paged<SnapshotPost> {
  const words = searchWords(query.search);
  const scores = new Map<number, number>();
  const faqCategory =
    query.faqCategory && /^\d+$/.test(query.faqCategory)
      ? faqCategoryIds.get(Number(query.faqCategory))
      : query.faqCategory;
  const selected = posts.filter((post) => {
    const { row, json } = post;
    if (query.slugs && !query.slugs.includes(row.slug)) return false;
    if (query.include && !query.include.includes(row.id)) return false;
    if (query.exclude?.includes(row.id)) return false;
    if (query.before && !(json.date < query.before)) return false;
    if (query.after && !(json.date > query.after)) return false;
    if (query.faqCategory !== undefined && row.acf.faq_category !== faqCategory) return false;
    if (query.term !== undefined && row.acf.ux_term !== query.term) return false;
    if (query.slider !== undefined && row.acf.slider_id !== query.slider) return false;
    if (query.search !== undefined) {
      const score = searchScore(post, words);
      if (score === 0) return false;
      scores.set(row.id, score);
    }
    return true;
  });
  selected.sort((a, b) => compare(a, b, query, scores));
  return page(selected, query.page, query.perPage);
}

export function page<T>(items: readonly T[], pageNumber: number, perPage: number): Paged<T> {
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  // WordPress refuses a page past the last one when there is anything to page.
  if (total > 0 && pageNumber > totalPages) throw ContentError.pageOutOfRange();
  return { items: items.slice((pageNumber - 1) * perPage, pageNumber * perPage), total, totalPages };
}
