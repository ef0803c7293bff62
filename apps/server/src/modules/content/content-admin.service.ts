import {
  CONTENT_REMOTE_MESSAGE,
  CONTENT_SLUG_TAKEN_MESSAGE,
  FLYER_ONLY_MESSAGE,
  FLYER_PRODUCT_UNKNOWN_MESSAGE,
  SLIDE_ONLY_MESSAGE,
  type AdminFlyer,
  type AdminFlyerFields,
  type AdminMenuItem,
  type AdminMenuItemBody,
  type AdminMenus,
  type AdminPost,
  type AdminPostCreateBody,
  type AdminPostEditBody,
  type AdminPostType,
  type AdminSlide,
  type PostStatus,
} from '@spesa/shared/admin/content-admin.contract';
import { MENU_LOCATIONS } from '@spesa/shared/content/content.contract';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { Clock } from '../../lib/clock.js';
import { flyerAcf, flyerItemOf, slideAcf, type FlyerItem } from '../../lib/content-acf.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ContentCache } from './content-cache.js';
import { storefrontLink } from './content-snapshot.js';
import * as repo from './content.repository.js';

/** README "Back-office", Content: the editors' calls on the chain's built-in content store. */
export interface ContentAdminService {
  posts(tenantId: string, type: AdminPostType): Promise<AdminPost[]>;
  post(tenantId: string, id: number): Promise<AdminPost>;
  create(tenantId: string, body: AdminPostCreateBody): Promise<AdminPost>;
  edit(tenantId: string, body: AdminPostEditBody): Promise<AdminPost>;
  setStatus(tenantId: string, id: number, status: PostStatus): Promise<AdminPost>;
  menus(tenantId: string): Promise<AdminMenus>;
  saveMenuItem(tenantId: string, body: AdminMenuItemBody): Promise<AdminMenuItem>;
  /** The number of items removed: the item and those under it. */
  deleteMenuItem(tenantId: string, id: number): Promise<number>;
}

type Trx = Transaction<Database>;

const POST_NOT_FOUND = 'Contenuto non trovato.';
const MENU_ITEM_NOT_FOUND = 'Voce di menu non trovata.';
const PARENT_INVALID = 'La voce superiore deve essere una voce principale dello stesso menu.';

const invalid = (message: string) => new DomainError('VALIDATION', message, 400, 400);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function flyerItemsOf(row: repo.PostRow): FlyerItem[] {
  const items = row.acf.flyer_items;
  return Array.isArray(items) ? (items as FlyerItem[]) : [];
}

/** A flyer's dates and offers as the editor shows them; `codeOf`: the catalogue's code of a product id. */
function flyerOf(row: repo.PostRow, codeOf: ReadonlyMap<number, string>): AdminFlyer | null {
  const { valid_from: validFrom, valid_to: validTo } = row.acf;
  if (row.type !== 'flyer' || typeof validFrom !== 'string' || typeof validTo !== 'string') return null;
  return {
    validFrom,
    validTo,
    // A product gone from the catalogue keeps its slug, which the editor may remove.
    products: flyerItemsOf(row).map((i) => ({ code: codeOf.get(i.product_id) ?? i.slug, name: i.name })),
  };
}

function slideOf(row: repo.PostRow): AdminSlide | null {
  const acf = row.acf;
  if (row.type !== 'slide' || typeof acf.slide_link !== 'string') return null;
  return {
    subtitle: text(acf.subtitle),
    link: acf.slide_link,
    validFrom: text(acf.valid_from),
    validTo: text(acf.valid_to),
    deliveryServiceId: typeof acf.delivery_service_id === 'number' ? acf.delivery_service_id : null,
  };
}

function adminPostOf(row: repo.PostRow, codeOf: ReadonlyMap<number, string>): AdminPost {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    status: row.status === 'publish' ? 'publish' : 'draft',
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    modifiedAt: row.modifiedAt,
    link: storefrontLink(row),
    flyer: flyerOf(row, codeOf),
    slide: slideOf(row),
  };
}

const defaultBrandOf = (tenantId: string) =>
  isTenantCode(tenantId) ? getTenant(tenantId).texts.brandName : tenantId;

function adminMenuItemOf(row: repo.MenuItemRow): AdminMenuItem {
  return {
    id: row.id,
    location: row.location,
    parentId: row.parentId,
    position: row.position,
    title: row.title,
    url: row.url,
  };
}

export function createContentAdminService(deps: {
  db: Db;
  clock: Clock;
  cache: ContentCache;
  changes: ChangeFeed;
  /** Chains reading a real WordPress (CONTENT_URLS): their content is edited there. */
  isRemote: (tenantId: string) => boolean;
  /** A flyer's offers are the chain's products, read through the catalogue's service. */
  catalogue: Pick<CatalogueService, 'productRecordsByCodes' | 'productRecordsByIds'>;
  /** The chain's brand name, in a flyer's SEO texts; the chain's definition by default. */
  brandOf?: (tenantId: string) => string;
}): ContentAdminService {
  const { db, clock, cache, changes, catalogue } = deps;
  const brandOf = deps.brandOf ?? defaultBrandOf;

  function assertBuiltIn(tenantId: string): void {
    if (deps.isRemote(tenantId)) throw new DomainError('CONTENT_REMOTE', CONTENT_REMOTE_MESSAGE, 409, 409);
  }

  /**
   * Runs a write with a new content version in the same transaction, then tells this process and the others
   * (the change feed), so every cached answer of the chain is rebuilt at its next call: no deploy, no restart.
   */
  async function write<T>(tenantId: string, work: (trx: Trx) => Promise<T>): Promise<T> {
    assertBuiltIn(tenantId);
    const { result, version } = await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      return { result, version: await repo.bumpContentVersion(trx, tenantId) };
    });
    cache.versionChanged(tenantId, version);
    await changes.publish(tenantId);
    return result;
  }

  /** The posts as the editor shows them, with the catalogue's codes of their flyers' products. */
  async function adminPostsOf(executor: Db | Trx, tenantId: string, rows: repo.PostRow[]) {
    const ids = [
      ...new Set(rows.flatMap((r) => (r.type === 'flyer' ? flyerItemsOf(r) : [])).map((i) => i.product_id)),
    ];
    const records = await catalogue.productRecordsByIds(executor, tenantId, ids);
    const codeOf = new Map(records.map((r) => [r.id, r.code]));
    return rows.map((row) => adminPostOf(row, codeOf));
  }

  async function answer(executor: Db | Trx, tenantId: string, id: number): Promise<AdminPost> {
    const [post] = await adminPostsOf(executor, tenantId, [await existing(executor, tenantId, id)]);
    return post!;
  }

  /** A flyer's offers: each code or slug the chain's product, at the price it sells at now. */
  async function flyerItems(trx: Trx, tenantId: string, fields: AdminFlyerFields): Promise<FlyerItem[]> {
    const found = await catalogue.productRecordsByCodes(trx, tenantId, fields.productCodes);
    const unknown = fields.productCodes.find((code) => !found.has(code));
    if (unknown !== undefined) throw invalid(FLYER_PRODUCT_UNKNOWN_MESSAGE.replace('{code}', unknown));
    const items = fields.productCodes.map((code) => flyerItemOf(found.get(code)!));
    if (new Set(items.map((i) => i.product_id)).size !== items.length)
      throw invalid('Un prodotto è nel volantino più di una volta.');
    return items;
  }

  /**
   * The custom fields of a flyer or slide after a save (spec §7 Content; lib/content-acf.ts), its other fields
   * kept; undefined when they stay as they are. Without new dates, a flyer or slide whose slug or title changes
   * gets its pictures' addresses and texts again.
   */
  async function acfAfter(
    trx: Trx,
    tenantId: string,
    type: string,
    body: AdminPostCreateBody | AdminPostEditBody,
    row: repo.PostRow | null,
  ): Promise<Record<string, unknown> | undefined> {
    if (body.flyer && type !== 'flyer') throw invalid(FLYER_ONLY_MESSAGE);
    if (body.slide && type !== 'slide') throw invalid(SLIDE_ONLY_MESSAGE);
    const current = row?.acf ?? {};
    const renamed = row !== null && (row.slug !== body.slug || row.title !== body.title);
    if (type === 'flyer') {
      const kept = row && flyerOf(row, new Map());
      const dates = body.flyer ?? (renamed ? kept : null);
      if (!dates) return undefined;
      const items = body.flyer ? await flyerItems(trx, tenantId, body.flyer) : flyerItemsOf(row!);
      const facts = { slug: body.slug, title: body.title, brand: brandOf(tenantId), items };
      return { ...current, ...flyerAcf({ ...facts, validFrom: dates.validFrom, validTo: dates.validTo }) };
    }
    if (type === 'slide') {
      const kept = row && slideOf(row);
      const slide = body.slide ?? (renamed ? kept : null);
      if (!slide) return undefined;
      // Left out, the slide keeps the delivery service it has; null shows it to all.
      const deliveryServiceId =
        slide.deliveryServiceId !== undefined ? slide.deliveryServiceId : (kept?.deliveryServiceId ?? null);
      return { ...current, ...slideAcf({ ...slide, slug: body.slug, deliveryServiceId }) };
    }
    return undefined;
  }

  async function existing(executor: Db | Trx, tenantId: string, id: number): Promise<repo.PostRow> {
    const row = await repo.postById(executor, tenantId, id);
    if (!row) throw new NotFoundError(POST_NOT_FOUND);
    return row;
  }

  async function assertSlugFree(trx: Trx, tenantId: string, type: string, slug: string, id: number | null) {
    if (await repo.slugTaken(trx, tenantId, type, slug, id))
      throw new DomainError('CONTENT_SLUG_TAKEN', CONTENT_SLUG_TAKEN_MESSAGE, 400, 400);
  }

  /** An excerpt left out keeps the one the post has. */
  const textsOf = (body: AdminPostCreateBody | AdminPostEditBody, excerpt = ''): repo.PostTexts => ({
    title: body.title,
    slug: body.slug,
    content: body.content,
    excerpt: body.excerpt ?? excerpt,
  });

  return {
    async posts(tenantId, type) {
      assertBuiltIn(tenantId);
      return adminPostsOf(db, tenantId, await repo.postsOfType(db, tenantId, type));
    },
    async post(tenantId, id) {
      assertBuiltIn(tenantId);
      return answer(db, tenantId, id);
    },
    create: (tenantId, body) =>
      write(tenantId, async (trx) => {
        await assertSlugFree(trx, tenantId, body.type, body.slug, null);
        const acf = await acfAfter(trx, tenantId, body.type, body, null);
        const id = await repo.insertDraft(trx, tenantId, body.type, textsOf(body), clock.now(), acf);
        return answer(trx, tenantId, id);
      }),
    edit: (tenantId, body) =>
      write(tenantId, async (trx) => {
        const row = await existing(trx, tenantId, body.id);
        await assertSlugFree(trx, tenantId, row.type, body.slug, row.id);
        const acf = await acfAfter(trx, tenantId, row.type, body, row);
        await repo.updatePostTexts(trx, tenantId, row.id, textsOf(body, row.excerpt), clock.now(), acf);
        return answer(trx, tenantId, row.id);
      }),
    setStatus: (tenantId, id, status) =>
      write(tenantId, async (trx) => {
        const row = await existing(trx, tenantId, id);
        const now = clock.now();
        const firstPublication = status === 'publish' && row.status !== 'publish';
        await repo.setPostStatus(trx, tenantId, id, status, firstPublication ? now : null, now);
        return answer(trx, tenantId, id);
      }),
    async menus(tenantId) {
      assertBuiltIn(tenantId);
      const items = (await repo.menuItems(db, tenantId)).map(adminMenuItemOf);
      return {
        menus: MENU_LOCATIONS.map((location) => ({
          location,
          items: items.filter((i) => i.location === location),
        })),
      };
    },
    saveMenuItem: (tenantId, body) =>
      write(tenantId, async (trx) => {
        const { id, ...fields } = body;
        if (id !== undefined && !(await repo.menuItemById(trx, tenantId, id)))
          throw new NotFoundError(MENU_ITEM_NOT_FOUND);
        if (fields.parentId !== null) {
          const parent = await repo.menuItemById(trx, tenantId, fields.parentId);
          const valid =
            parent && parent.id !== id && parent.parentId === null && parent.location === fields.location;
          if (!valid) throw new DomainError('VALIDATION', PARENT_INVALID, 400, 400);
        }
        let itemId = id;
        if (itemId === undefined) itemId = await repo.insertMenuItem(trx, tenantId, fields);
        else await repo.updateMenuItem(trx, tenantId, itemId, fields);
        return adminMenuItemOf((await repo.menuItemById(trx, tenantId, itemId))!);
      }),
    // Deleting an item already gone changes nothing and answers 0: a repeated click is harmless.
    deleteMenuItem: (tenantId, id) => write(tenantId, (trx) => repo.deleteMenuItem(trx, tenantId, id)),
  };
}
