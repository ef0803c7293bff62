import {
  WISHLIST_ADDRESS_INVALID_MESSAGE,
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_NAME_REQUIRED_MESSAGE,
  WISHLIST_NAME_TOO_LONG_MESSAGE,
  type Wishlist,
  type WishlistAddProductsRequest,
  type WishlistDeleteProductsRequest,
  type WishlistListData,
  type WishlistProductIdsData,
  type WishlistUpdateProductsRequest,
} from '@spesa/shared/wishlist/wishlist.contract';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { editableList, listNotFound, ownedList, visibleList, type ListRef } from './wishlist-access.js';
import { addListItems, deleteListItems, updateListItems } from './wishlist-items.js';
import {
  closeShareLink,
  openShareLink,
  ownerSharing,
  shareWithShopper,
  sharedListByToken,
  stopSharingWithShopper,
  type ShopperByEmail,
} from './wishlist-sharing.js';
import { wishlistSummary, wishlistView } from './wishlist-view.js';
import * as repo from './wishlist.repository.js';

const PERSONAL_LIST_TYPE_ID = 1;
const MAX_LISTS_PER_USER = 100;

/** Whether an address is one of the shopper's own; the addresses module answers it. */
export type UserAddressCheck = (actor: Actor, addressId: number) => Promise<boolean>;

/** What wish lists read of the catalogue: the products their items point to. */
export type WishlistCatalogue = Pick<CatalogueService, 'productsByIds' | 'productRecordsByIds'>;

export interface WishlistService {
  /** Without `listId` the selected list of the type (personal by default). */
  view(actor: Actor, which?: { listId?: number; wishlistTypeId?: number }): Promise<Wishlist>;
  list(actor: Actor, page: { page: number; pageSize: number }): Promise<WishlistListData>;
  insert(actor: Actor, name: string | undefined): Promise<Wishlist>;
  rename(actor: Actor, listId: number, name: string | undefined): Promise<Wishlist>;
  remove(actor: Actor, listId: number): Promise<void>;
  select(actor: Actor, listId: number): Promise<Wishlist>;
  confirm(actor: Actor, listId: number, addressId: number): Promise<Wishlist>;
  addProducts(actor: Actor, body: WishlistAddProductsRequest): Promise<Wishlist>;
  updateProducts(actor: Actor, body: WishlistUpdateProductsRequest): Promise<Wishlist>;
  deleteProducts(actor: Actor, body: WishlistDeleteProductsRequest): Promise<Wishlist>;
  /** Account deletion: the shopper's lists go, and so does their access to lists others shared. */
  removeAllOfUser(actor: Actor): Promise<void>;
  /** spec §6: the owner opens (or keeps) and closes the read-only link of a list. */
  openShareLink(actor: Actor, listId: number): Promise<Wishlist>;
  closeShareLink(actor: Actor, listId: number): Promise<Wishlist>;
  /** The list a read-only link names, for anybody who has the link. */
  sharedByToken(tenantId: string, token: string): Promise<Wishlist>;
  /** spec §6: the owner shares a list with another shopper, by e-mail, with grant READ. */
  share(actor: Actor, listId: number, email: string): Promise<Wishlist>;
  unshare(actor: Actor, listId: number, email: string): Promise<Wishlist>;
  productIds(actor: Actor): Promise<WishlistProductIdsData>;
}

function listName(name: string | undefined): string {
  const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new DomainError('WISHLIST_NAME_REQUIRED', WISHLIST_NAME_REQUIRED_MESSAGE);
  if (trimmed.length > WISHLIST_NAME_MAX_LENGTH) {
    throw new DomainError('WISHLIST_NAME_TOO_LONG', WISHLIST_NAME_TOO_LONG_MESSAGE);
  }
  return trimmed;
}

export function createWishlistService(deps: {
  db: Db;
  clock: Clock;
  catalogue: WishlistCatalogue;
  isUserAddress: UserAddressCheck;
  shopperByEmail: ShopperByEmail;
}): WishlistService {
  const { db, clock, catalogue } = deps;

  async function full(ref: ListRef): Promise<Wishlist> {
    const list = await visibleList(db, ref);
    const items = await repo.listItems(db, ref.tenantId, list.id);
    const products = await catalogue.productsByIds(ref.tenantId, [...new Set(items.map((i) => i.productId))]);
    const view = wishlistView(list, items, products);
    return list.access === 'OWNER' ? { ...view, ...(await ownerSharing(db, ref)) } : view;
  }

  return {
    async view(actor, { listId, wishlistTypeId } = {}) {
      const { tenantId, userId } = actor;
      if (listId !== undefined) return full({ tenantId, userId, listId });
      const list = await repo.findDefaultList(db, tenantId, userId, wishlistTypeId ?? PERSONAL_LIST_TYPE_ID);
      if (!list) throw listNotFound();
      return full({ tenantId, userId, listId: list.id });
    },

    async list(actor, { page, pageSize }) {
      const { tenantId, userId } = actor;
      const { total, lists } = await repo.listVisibleLists(db, tenantId, userId, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        personalList: {
          lists: lists.map(wishlistSummary),
          page: {
            selPage: page,
            totPages: Math.ceil(total / pageSize),
            totItems: total,
            itemsPerPage: pageSize,
          },
        },
      };
    },

    async insert(actor, name) {
      const { tenantId, userId } = actor;
      const clean = listName(name);
      const listId = await db.transaction().execute(async (trx) => {
        if ((await repo.countOwnLists(trx, tenantId, userId)) >= MAX_LISTS_PER_USER) {
          throw new DomainError(
            'WISHLIST_LIMIT',
            `Hai già ${MAX_LISTS_PER_USER} liste: eliminane una per crearne un'altra.`,
          );
        }
        return repo.insertList(trx, {
          tenantId,
          userId,
          name: clean,
          wishlistTypeId: PERSONAL_LIST_TYPE_ID,
          now: clock.now(),
        });
      });
      return full({ tenantId, userId, listId });
    },

    async rename(actor, listId, name) {
      const ref = { ...actor, listId };
      const clean = listName(name);
      await editableList(db, ref);
      await repo.updateList(db, ref.tenantId, ref.listId, { name: clean }, clock.now());
      return full(ref);
    },

    async remove(actor, listId) {
      const ref = { ...actor, listId };
      await ownedList(db, ref);
      await repo.deleteList(db, ref.tenantId, ref.listId);
    },

    async select(actor, listId) {
      const ref = { ...actor, listId };
      await db.transaction().execute(async (trx) => {
        await ownedList(trx, ref);
        await repo.unselectOwnLists(trx, ref.tenantId, ref.userId);
        await repo.updateList(trx, ref.tenantId, ref.listId, { isSelected: true }, clock.now());
      });
      return full(ref);
    },

    async confirm(actor, listId, addressId) {
      const ref = { ...actor, listId };
      await ownedList(db, ref);
      if (!(await deps.isUserAddress(actor, addressId))) {
        throw new DomainError('WISHLIST_ADDRESS_INVALID', WISHLIST_ADDRESS_INVALID_MESSAGE);
      }
      const now = clock.now();
      await repo.updateList(db, ref.tenantId, ref.listId, { addressId, confirmedAt: now }, now);
      return full(ref);
    },

    async addProducts(actor, body) {
      const ref = { ...actor, listId: body.wishlistId };
      await addListItems(deps, ref, body);
      return full(ref);
    },

    async updateProducts(actor, body) {
      const ref = { ...actor, listId: body.wishlistId };
      await updateListItems(deps, ref, body);
      return full(ref);
    },

    async deleteProducts(actor, body) {
      const ref = { ...actor, listId: body.wishlistId };
      await deleteListItems(deps, ref, body);
      return full(ref);
    },

    async removeAllOfUser({ tenantId, userId }) {
      await db.transaction().execute((trx) => repo.deleteAllOfUser(trx, tenantId, userId));
    },

    async openShareLink(actor, listId) {
      await openShareLink(deps, { ...actor, listId });
      return full({ ...actor, listId });
    },

    async closeShareLink(actor, listId) {
      await closeShareLink(deps, { ...actor, listId });
      return full({ ...actor, listId });
    },

    sharedByToken: (tenantId, token) => sharedListByToken(deps, tenantId, token),

    async share(actor, listId, email) {
      await shareWithShopper(deps, actor, listId, email);
      return full({ ...actor, listId });
    },

    async unshare(actor, listId, email) {
      await stopSharingWithShopper(deps, actor, listId, email);
      return full({ ...actor, listId });
    },

    async productIds({ tenantId, userId }) {
      return { productIds: await repo.ownProductIds(db, tenantId, userId) };
    },
  };
}
