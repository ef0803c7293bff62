import {
  WISHLIST_ADDRESS_INVALID_MESSAGE,
  WISHLIST_ITEM_NOT_FOUND_MESSAGE,
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_NAME_REQUIRED_MESSAGE,
  WISHLIST_NAME_TOO_LONG_MESSAGE,
  WISHLIST_NOT_FOUND_MESSAGE,
  WISHLIST_OWNER_ONLY_MESSAGE,
  WISHLIST_PRODUCT_NOT_FOUND_MESSAGE,
  WISHLIST_READ_ONLY_MESSAGE,
  type Wishlist,
  type WishlistAddProductsRequest,
  type WishlistDeleteProductsRequest,
  type WishlistListData,
  type WishlistSummary,
  type WishlistUpdateProductsRequest,
} from '@spesa/shared/wishlist/wishlist.contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import * as repo from './wishlist.repository.js';

const PERSONAL_LIST_TYPE_ID = 1;
const MAX_LISTS_PER_USER = 100;
const MAX_ITEMS_PER_LIST = 500;

/** Whether an address is one of the shopper's own; the addresses module answers it. */
export type UserAddressCheck = (tenantId: string, userId: number, addressId: number) => Promise<boolean>;

/** What wish lists read of the catalogue: the products their items point to. */
export type WishlistCatalogue = Pick<CatalogueService, 'productsByIds' | 'productRecordsByIds'>;

type ListRef = { tenantId: string; userId: number; listId: number };

export interface WishlistService {
  view(input: {
    tenantId: string;
    userId: number;
    listId?: number;
    wishlistTypeId?: number;
  }): Promise<Wishlist>;
  list(input: {
    tenantId: string;
    userId: number;
    page: number;
    pageSize: number;
  }): Promise<WishlistListData>;
  insert(input: { tenantId: string; userId: number; name: string | undefined }): Promise<Wishlist>;
  rename(input: ListRef & { name: string | undefined }): Promise<Wishlist>;
  remove(input: ListRef): Promise<void>;
  select(input: ListRef): Promise<Wishlist>;
  confirm(input: ListRef & { addressId: number }): Promise<Wishlist>;
  addProducts(input: {
    tenantId: string;
    userId: number;
    body: WishlistAddProductsRequest;
  }): Promise<Wishlist>;
  updateProducts(input: {
    tenantId: string;
    userId: number;
    body: WishlistUpdateProductsRequest;
  }): Promise<Wishlist>;
  deleteProducts(input: {
    tenantId: string;
    userId: number;
    body: WishlistDeleteProductsRequest;
  }): Promise<Wishlist>;
  /** Account deletion: the shopper's lists go, and so does their access to lists others shared. */
  removeAllOfUser(tenantId: string, userId: number): Promise<void>;
}

/** spec §5: quantities carry 3 decimals at most. */
function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1000) / 1000;
}

export function createWishlistService(deps: {
  db: Db;
  clock: Clock;
  catalogue: WishlistCatalogue;
  isUserAddress: UserAddressCheck;
}): WishlistService {
  const { db, clock, catalogue } = deps;
  const notFound = () => new DomainError('WISHLIST_NOT_FOUND', WISHLIST_NOT_FOUND_MESSAGE);

  async function visible(ref: ListRef, trx: Db = db): Promise<repo.ListRecord> {
    const list = await repo.findVisibleList(trx, ref.tenantId, ref.userId, ref.listId);
    // Another shopper's list answers exactly like a list that does not exist.
    if (!list) throw notFound();
    return list;
  }

  /** spec §6: a list shared with grant READ cannot be changed; other grants can. */
  async function editable(ref: ListRef, trx: Db = db): Promise<repo.ListRecord> {
    const list = await visible(ref, trx);
    if (list.access === 'READ') throw new DomainError('WISHLIST_READ_ONLY', WISHLIST_READ_ONLY_MESSAGE);
    return list;
  }

  async function owned(ref: ListRef, trx: Db = db): Promise<repo.ListRecord> {
    const list = await editable(ref, trx);
    if (list.access !== 'OWNER') throw new DomainError('WISHLIST_OWNER_ONLY', WISHLIST_OWNER_ONLY_MESSAGE);
    return list;
  }

  function summary(list: repo.ListRecord): WishlistSummary {
    return {
      id: list.id,
      listId: list.id,
      name: list.name,
      size: list.size,
      wishlistTypeId: list.wishlistTypeId,
      isDefault: list.isSelected,
      sharingData: list.access === 'OWNER' ? null : { grant: list.access, ownerName: list.ownerName },
    };
  }

  async function full(ref: ListRef): Promise<Wishlist> {
    const list = await visible(ref);
    const items = await repo.listItems(db, ref.tenantId, list.id);
    const products = await catalogue.productsByIds(ref.tenantId, [...new Set(items.map((i) => i.productId))]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const active: Wishlist['wishlistItems'] = [];
    const inactive: Wishlist['wishlistInactiveItems'] = [];
    for (const item of items) {
      const product = byId.get(item.productId);
      const weight = product?.productInfos.TIPOLOGIA === 'Sfuso' ? item.quantity : null;
      // An item is inactive when its product is no longer available, or no longer in the catalogue at all.
      if (product?.available) {
        active.push({
          itemId: item.itemId,
          productId: item.productId,
          quantity: item.quantity,
          weight,
          product,
        });
      } else {
        inactive.push({
          itemId: item.itemId,
          productId: item.productId,
          quantity: item.quantity,
          weight,
          name: product?.name ?? null,
        });
      }
    }
    return {
      ...summary(list),
      addressId: list.addressId,
      wishlistItems: active,
      wishlistInactiveItems: inactive,
    };
  }

  function listName(name: string | undefined): string {
    const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
    if (!trimmed) throw new DomainError('WISHLIST_NAME_REQUIRED', WISHLIST_NAME_REQUIRED_MESSAGE);
    if (trimmed.length > WISHLIST_NAME_MAX_LENGTH) {
      throw new DomainError('WISHLIST_NAME_TOO_LONG', WISHLIST_NAME_TOO_LONG_MESSAGE);
    }
    return trimmed;
  }

  return {
    async view({ tenantId, userId, listId, wishlistTypeId }) {
      if (listId !== undefined) return full({ tenantId, userId, listId });
      const list = await repo.findDefaultList(db, tenantId, userId, wishlistTypeId ?? PERSONAL_LIST_TYPE_ID);
      if (!list) throw notFound();
      return full({ tenantId, userId, listId: list.id });
    },

    async list({ tenantId, userId, page, pageSize }) {
      const { total, lists } = await repo.listVisibleLists(db, tenantId, userId, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        personalList: {
          lists: lists.map(summary),
          page: {
            selPage: page,
            totPages: Math.ceil(total / pageSize),
            totItems: total,
            itemsPerPage: pageSize,
          },
        },
      };
    },

    async insert({ tenantId, userId, name }) {
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

    async rename(ref) {
      const clean = listName(ref.name);
      await editable(ref);
      await repo.updateList(db, ref.tenantId, ref.listId, { name: clean }, clock.now());
      return full(ref);
    },

    async remove(ref) {
      await owned(ref);
      await repo.deleteList(db, ref.tenantId, ref.listId);
    },

    async select(ref) {
      await db.transaction().execute(async (trx) => {
        await owned(ref, trx);
        await repo.unselectOwnLists(trx, ref.tenantId, ref.userId);
        await repo.updateList(trx, ref.tenantId, ref.listId, { isSelected: true }, clock.now());
      });
      return full(ref);
    },

    async confirm(ref) {
      await owned(ref);
      if (!(await deps.isUserAddress(ref.tenantId, ref.userId, ref.addressId))) {
        throw new DomainError('WISHLIST_ADDRESS_INVALID', WISHLIST_ADDRESS_INVALID_MESSAGE);
      }
      const now = clock.now();
      await repo.updateList(
        db,
        ref.tenantId,
        ref.listId,
        { addressId: ref.addressId, confirmedAt: now },
        now,
      );
      return full(ref);
    },

    async addProducts({ tenantId, userId, body }) {
      const ref = { tenantId, userId, listId: body.wishlistId };
      const items = body.items.map((i) => ({
        productId: i.productId,
        quantity: roundQuantity(i.quantity ?? 1),
      }));
      await db.transaction().execute(async (trx) => {
        await editable(ref, trx);
        const products = await catalogue.productRecordsByIds(
          trx,
          tenantId,
          items.map((i) => i.productId),
        );
        const known = new Set(products.map((p) => p.id));
        for (const item of items) {
          if (!known.has(item.productId)) {
            throw new DomainError('WISHLIST_PRODUCT_NOT_FOUND', WISHLIST_PRODUCT_NOT_FOUND_MESSAGE);
          }
        }
        const now = clock.now();
        for (const item of items) {
          await repo.addItem(trx, {
            tenantId,
            listId: ref.listId,
            productId: item.productId,
            quantity: item.quantity > 0 ? item.quantity : 1,
            now,
          });
        }
        if ((await repo.countItems(trx, tenantId, ref.listId)) > MAX_ITEMS_PER_LIST) {
          throw new DomainError(
            'WISHLIST_ITEMS_LIMIT',
            `Una lista può contenere al massimo ${MAX_ITEMS_PER_LIST} prodotti.`,
          );
        }
        await repo.updateList(trx, tenantId, ref.listId, {}, now);
      });
      return full(ref);
    },

    async updateProducts({ tenantId, userId, body }) {
      const ref = { tenantId, userId, listId: body.wishlistId };
      await db.transaction().execute(async (trx) => {
        await editable(ref, trx);
        const now = clock.now();
        for (const item of body.items) {
          const itemId = item.itemId;
          const quantity = roundQuantity(item.quantity);
          const done =
            quantity > 0
              ? await repo.setItemQuantity(trx, tenantId, ref.listId, itemId, quantity, now)
              : (await repo.deleteItems(trx, tenantId, ref.listId, { itemIds: [itemId], productIds: [] })) >
                0;
          if (!done) throw new DomainError('WISHLIST_ITEM_NOT_FOUND', WISHLIST_ITEM_NOT_FOUND_MESSAGE);
        }
        await repo.updateList(trx, tenantId, ref.listId, {}, now);
      });
      return full(ref);
    },

    async deleteProducts({ tenantId, userId, body }) {
      const ref = { tenantId, userId, listId: body.wishlistId };
      const itemIds = body.items.flatMap((i) => (i.itemId === undefined ? [] : [i.itemId]));
      const productIds = body.items.flatMap((i) =>
        i.itemId === undefined && i.productId !== undefined ? [i.productId] : [],
      );
      await db.transaction().execute(async (trx) => {
        await editable(ref, trx);
        const deleted = await repo.deleteItems(trx, tenantId, ref.listId, { itemIds, productIds });
        if (deleted === 0) throw new DomainError('WISHLIST_ITEM_NOT_FOUND', WISHLIST_ITEM_NOT_FOUND_MESSAGE);
        await repo.updateList(trx, tenantId, ref.listId, {}, clock.now());
      });
      return full(ref);
    },

    async removeAllOfUser(tenantId, userId) {
      await db.transaction().execute((trx) => repo.deleteAllOfUser(trx, tenantId, userId));
    },
  };
}
