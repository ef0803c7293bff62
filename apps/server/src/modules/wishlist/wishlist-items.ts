import {
  WISHLIST_ITEM_NOT_FOUND_MESSAGE,
  WISHLIST_PRODUCT_NOT_FOUND_MESSAGE,
  type WishlistAddProductsRequest,
  type WishlistDeleteProductsRequest,
  type WishlistUpdateProductsRequest,
} from '@spesa/shared/wishlist/wishlist.contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { editableList, type ListRef } from './wishlist-access.js';
import * as repo from './wishlist.repository.js';

const MAX_ITEMS_PER_LIST = 500;

export interface WishlistItemsDeps {
  db: Db;
  clock: Clock;
  catalogue: Pick<CatalogueService, 'productRecordsByIds'>;
}

/** spec §5: quantities carry 3 decimals at most. */
function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1000) / 1000;
}

/** Adds the products to the list, each to its quantity if already there; all or none. */
export async function addListItems(
  deps: WishlistItemsDeps,
  ref: ListRef,
  body: WishlistAddProductsRequest,
): Promise<void> {
  const { tenantId, listId } = ref;
  const items = body.items.map((i) => ({
    productId: i.productId,
    quantity: roundQuantity(i.quantity ?? 1),
  }));
  await deps.db.transaction().execute(async (trx) => {
    await editableList(trx, ref);
    const products = await deps.catalogue.productRecordsByIds(
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
    const now = deps.clock.now();
    for (const item of items) {
      await repo.addItem(trx, {
        tenantId,
        listId,
        productId: item.productId,
        quantity: item.quantity > 0 ? item.quantity : 1,
        now,
      });
    }
    if ((await repo.countItems(trx, tenantId, listId)) > MAX_ITEMS_PER_LIST) {
      throw new DomainError(
        'WISHLIST_ITEMS_LIMIT',
        `Una lista può contenere al massimo ${MAX_ITEMS_PER_LIST} prodotti.`,
      );
    }
    await repo.updateList(trx, tenantId, listId, {}, now);
  });
}

/** Sets the quantities of items of the list; a quantity of 0 or less removes the item. */
export async function updateListItems(
  deps: WishlistItemsDeps,
  ref: ListRef,
  body: WishlistUpdateProductsRequest,
): Promise<void> {
  const { tenantId, listId } = ref;
  await deps.db.transaction().execute(async (trx) => {
    await editableList(trx, ref);
    const now = deps.clock.now();
    for (const item of body.items) {
      const itemId = item.itemId;
      const quantity = roundQuantity(item.quantity);
      const done =
        quantity > 0
          ? await repo.setItemQuantity(trx, tenantId, listId, itemId, quantity, now)
          : (await repo.deleteItems(trx, tenantId, listId, { itemIds: [itemId], productIds: [] })) > 0;
      if (!done) throw new DomainError('WISHLIST_ITEM_NOT_FOUND', WISHLIST_ITEM_NOT_FOUND_MESSAGE);
    }
    await repo.updateList(trx, tenantId, listId, {}, now);
  });
}

/** Removes items of the list, by item id or, for an entry without one, by product id. */
export async function deleteListItems(
  deps: WishlistItemsDeps,
  ref: ListRef,
  body: WishlistDeleteProductsRequest,
): Promise<void> {
  const { tenantId, listId } = ref;
  const itemIds = body.items.flatMap((i) => (i.itemId === undefined ? [] : [i.itemId]));
  const productIds = body.items.flatMap((i) =>
    i.itemId === undefined && i.productId !== undefined ? [i.productId] : [],
  );
  await deps.db.transaction().execute(async (trx) => {
    await editableList(trx, ref);
    const deleted = await repo.deleteItems(trx, tenantId, listId, { itemIds, productIds });
    if (deleted === 0) throw new DomainError('WISHLIST_ITEM_NOT_FOUND', WISHLIST_ITEM_NOT_FOUND_MESSAGE);
    await repo.updateList(trx, tenantId, listId, {}, deps.clock.now());
  });
}
