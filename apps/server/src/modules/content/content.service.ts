import {
  CONTENT_TYPES,
  CUSTOM_ENDPOINTS,
  POST_TYPE_OF,
  WP_TOTAL_HEADER,
  WP_TOTAL_PAGES_HEADER,
  type ContentSearchItem,
  type ContentType,
  type SearchResult,
} from '@spesa/shared/content/content.contract';
import type { Db } from '../../db/database.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { Clock } from '../../lib/clock.js';
import { createContentCache, type CachedAnswer, type ContentCache } from './content-cache.js';
import { ContentError } from './content-error.js';
import {
  intParam,
  listPosts,
  page,
  param,
  parseListQuery,
  searchScore,
  searchWords,
  type Paged,
  type RawQuery,
} from './content-query.js';
import { stripTags, wpLocalDate, type ContentSnapshot, type SnapshotPost } from './content-snapshot.js';
import * as repo from './content.repository.js';

const SEARCHABLE_TYPES = ['page', 'faq', 'flyer', 'award'] as const;
const ALI_SEARCH_LIMIT = 20;

function json(value: unknown, headers: Record<string, string> = {}): CachedAnswer {
  return { body: JSON.stringify(value), headers };
}

function pagedJson<T>(paged: Paged<T>, map: (item: T) => unknown): CachedAnswer {
  return json(paged.items.map(map), {
    [WP_TOTAL_HEADER]: String(paged.total),
    [WP_TOTAL_PAGES_HEADER]: String(paged.totalPages),
  });
}

/** The cache key of a query: its parameters sorted, so the same question shares one answer. */
function queryKey(query: RawQuery): string {
  return Object.keys(query)
    .sort()
    .map((k) => `${k}=${JSON.stringify(query[k])}`)
    .join('&');
}

function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

function postsOfType(snapshot: ContentSnapshot, type: string): SnapshotPost[] {
  return snapshot.posts.filter((p) => p.row.type === type);
}

/** spec §7: the slides of a slider valid on a day, for one delivery service or for all. */
function slidesOn(snapshot: ContentSnapshot, sliderId: number, day: string, deliveryServiceId?: number) {
  return postsOfType(snapshot, 'slide')
    .filter((p) => {
      const acf = p.row.acf;
      if (acf.slider_id !== sliderId) return false;
      if (typeof acf.valid_from === 'string' && acf.valid_from > day) return false;
      if (typeof acf.valid_to === 'string' && acf.valid_to < day) return false;
      const service = acf.delivery_service_id;
      return (
        deliveryServiceId === undefined ||
        service === null ||
        service === undefined ||
        service === deliveryServiceId
      );
    })
    .sort((a, b) => a.row.menuOrder - b.row.menuOrder || a.row.id - b.row.id);
}

export interface ContentService {
  menuLocation(tenantId: string, location: string): Promise<CachedAnswer>;
  /** GET /wp/v2/{type}: a page of posts with the X-WP-Total and X-WP-TotalPages headers. */
  list(tenantId: string, type: string, query: RawQuery): Promise<CachedAnswer>;
  newSlides(
    tenantId: string,
    sliderId: number,
    noonTimestamp: number,
    query: RawQuery,
  ): Promise<CachedAnswer>;
  slidesById(tenantId: string, sliderId: number): Promise<CachedAnswer>;
  custom(tenantId: string, endpoint: string): Promise<CachedAnswer>;
  aliSearch(tenantId: string, query: RawQuery): Promise<CachedAnswer>;
  search(tenantId: string, query: RawQuery): Promise<CachedAnswer>;
  /** The chain's content snapshot (forms, flyers for their pictures). */
  snapshot(tenantId: string): Promise<ContentSnapshot>;
  /**
   * Changes a page of the chain (title, HTML, custom fields) and bumps the content version, so every cached
   * answer of the chain is rebuilt: the change shows in the storefront without a deploy.
   */
  updatePage(
    tenantId: string,
    slug: string,
    change: { title?: string; content?: string; excerpt?: string; acf?: Record<string, unknown> },
  ): Promise<void>;
}

export function createContentService(deps: {
  db: Db;
  clock: Clock;
  cache?: ContentCache;
  /** Writes of other processes (the back-office's): the chain's content version is read again at once. */
  changes?: ChangeFeed;
}): ContentService {
  const { db, clock } = deps;
  const cache = deps.cache ?? createContentCache({ db, clock });
  deps.changes?.subscribe((tenantId) => cache.forgetVersion(tenantId));

  return {
    snapshot: (tenantId) => cache.snapshot(tenantId),

    menuLocation(tenantId, location) {
      if (!/^[a-z0-9_-]{1,60}$/.test(location)) return Promise.reject(ContentError.invalidParam('location'));
      return cache.cached(tenantId, `menu:${location}`, (snapshot) =>
        json(snapshot.menus.get(location) ?? []),
      );
    },

    list(tenantId, type, query) {
      if (!isContentType(type)) return Promise.reject(ContentError.noRoute());
      return cache.cached(tenantId, `list:${type}:${queryKey(query)}`, (snapshot) => {
        const listQuery = parseListQuery(query);
        const faqIds = new Map(snapshot.faqCategories.map((c) => [c.id, c.slug]));
        const paged = listPosts(postsOfType(snapshot, POST_TYPE_OF[type]), listQuery, faqIds);
        return pagedJson(paged, (p) => p.json);
      });
    },

    newSlides(tenantId, sliderId, noonTimestamp, query) {
      return cache.cached(
        tenantId,
        `new-slides:${sliderId}:${noonTimestamp}:${queryKey(query)}`,
        (snapshot) => {
          const deliveryServiceId = intParam(query, 'deliveryServiceId', 0, 1000);
          const day = wpLocalDate(noonTimestamp * 1000).slice(0, 10);
          return json(slidesOn(snapshot, sliderId, day, deliveryServiceId).map((p) => p.json));
        },
      );
    },

    slidesById(tenantId, sliderId) {
      return cache.cached(tenantId, `slides:${sliderId}`, (snapshot) =>
        json(
          postsOfType(snapshot, 'slide')
            .filter((p) => p.row.acf.slider_id === sliderId)
            .sort((a, b) => a.row.menuOrder - b.row.menuOrder || a.row.id - b.row.id)
            .map((p) => p.json),
        ),
      );
    },

    custom(tenantId, endpoint) {
      if (!(CUSTOM_ENDPOINTS as readonly string[]).includes(endpoint))
        return Promise.reject(ContentError.noRoute());
      return cache.cached(tenantId, `custom:${endpoint}`, (snapshot) => json(snapshot.faqCategories));
    },

    aliSearch(tenantId, query) {
      return cache.cached(tenantId, `ali:${queryKey(query)}`, (snapshot) => {
        const words = searchWords(param(query, 'q', 200));
        if (words.length === 0) return json([]);
        const hits = snapshot.posts
          .filter((p) => (SEARCHABLE_TYPES as readonly string[]).includes(p.row.type))
          .map((p) => ({ post: p, score: searchScore(p, words) }))
          .filter((h) => h.score > 0)
          .sort((a, b) => b.score - a.score || b.post.json.date.localeCompare(a.post.json.date))
          .slice(0, ALI_SEARCH_LIMIT);
        return json(
          hits.map(({ post }): ContentSearchItem => {
            const text = stripTags(post.row.excerpt) || stripTags(post.row.content);
            return {
              id: post.row.id,
              type: post.row.type,
              slug: post.row.slug,
              title: stripTags(post.row.title),
              excerpt: text.length > 200 ? `${text.slice(0, 197)}…` : text,
              url: post.json.link,
            };
          }),
        );
      });
    },

    search(tenantId, query) {
      return cache.cached(tenantId, `search:${queryKey(query)}`, (snapshot) => {
        const type = param(query, 'type', 20) ?? 'post';
        if (type !== 'post') throw ContentError.invalidParam('type');
        const subtypeText = param(query, 'subtype', 200) ?? 'any';
        const subtypes =
          subtypeText === 'any' ? [...SEARCHABLE_TYPES] : subtypeText.split(',').map((s) => s.trim());
        if (!subtypes.every((s) => (SEARCHABLE_TYPES as readonly string[]).includes(s)))
          throw ContentError.invalidParam('subtype');
        const perPage = intParam(query, 'per_page', 1, 100) ?? 10;
        const pageNumber = intParam(query, 'page', 1, 100_000) ?? 1;
        const words = searchWords(param(query, 'search', 200));
        const hits = snapshot.posts
          .filter((p) => subtypes.includes(p.row.type))
          .map((p) => ({ post: p, score: searchScore(p, words) }))
          .filter((h) => h.score > 0)
          .sort((a, b) => b.score - a.score || b.post.json.date.localeCompare(a.post.json.date));
        return pagedJson(
          page(hits, pageNumber, perPage),
          ({ post }): SearchResult => ({
            id: post.row.id,
            title: stripTags(post.row.title),
            url: post.json.link,
            type: 'post',
            subtype: post.row.type,
          }),
        );
      });
    },

    async updatePage(tenantId, slug, change) {
      const version = await db.transaction().execute(async (trx) => {
        if (!(await repo.updatePost(trx, tenantId, 'page', slug, change, clock.now())))
          throw ContentError.notFound('Pagina non trovata.');
        return repo.bumpContentVersion(trx, tenantId);
      });
      cache.versionChanged(tenantId, version);
    },
  };
}
