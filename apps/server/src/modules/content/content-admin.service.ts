import {
  CONTENT_REMOTE_MESSAGE,
  CONTENT_SLUG_TAKEN_MESSAGE,
  type AdminMenuItem,
  type AdminMenuItemBody,
  type AdminMenus,
  type AdminPost,
  type AdminPostCreateBody,
  type AdminPostEditBody,
  type AdminPostType,
  type PostStatus,
} from '@spesa/shared/admin/content-admin.contract';
import { MENU_LOCATIONS } from '@spesa/shared/content/content.contract';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
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

function adminPostOf(row: repo.PostRow): AdminPost {
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
  };
}

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
}): ContentAdminService {
  const { db, clock, cache, changes } = deps;

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
      return (await repo.postsOfType(db, tenantId, type)).map(adminPostOf);
    },
    async post(tenantId, id) {
      assertBuiltIn(tenantId);
      return adminPostOf(await existing(db, tenantId, id));
    },
    create: (tenantId, body) =>
      write(tenantId, async (trx) => {
        await assertSlugFree(trx, tenantId, body.type, body.slug, null);
        const id = await repo.insertDraft(trx, tenantId, body.type, textsOf(body), clock.now());
        return adminPostOf(await existing(trx, tenantId, id));
      }),
    edit: (tenantId, body) =>
      write(tenantId, async (trx) => {
        const row = await existing(trx, tenantId, body.id);
        await assertSlugFree(trx, tenantId, row.type, body.slug, row.id);
        await repo.updatePostTexts(trx, tenantId, row.id, textsOf(body, row.excerpt), clock.now());
        return adminPostOf(await existing(trx, tenantId, row.id));
      }),
    setStatus: (tenantId, id, status) =>
      write(tenantId, async (trx) => {
        const row = await existing(trx, tenantId, id);
        const now = clock.now();
        const firstPublication = status === 'publish' && row.status !== 'publish';
        await repo.setPostStatus(trx, tenantId, id, status, firstPublication ? now : null, now);
        return adminPostOf(await existing(trx, tenantId, id));
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
