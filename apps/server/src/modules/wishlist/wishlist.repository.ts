import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** OWNER for the shopper's own lists; READ or WRITE for a list another shopper shares with them. */
export type ListAccess = 'OWNER' | 'READ' | 'WRITE';

export interface ListRecord {
  id: number;
  ownerId: number;
  ownerName: string;
  name: string;
  wishlistTypeId: number;
  isSelected: boolean;
  addressId: number | null;
  access: ListAccess;
  size: number;
}

export interface ItemRecord {
  itemId: number;
  productId: number;
  quantity: number;
}

function accessOf(ownerId: number, userId: number, shared: string | null): ListAccess {
  if (ownerId === userId) return 'OWNER';
  return shared === 'WRITE' ? 'WRITE' : 'READ';
}

/** The lists a shopper may see: their own and those shared with them, never anybody else's. */
function visibleLists(db: Db, tenantId: string, userId: number) {
  return db
    .selectFrom('wishlists as w')
    .innerJoin('users as owner', 'owner.id', 'w.user_id')
    .leftJoin('wishlist_shares as s', (join) =>
      join.onRef('s.wishlist_id', '=', 'w.id').on('s.user_id', '=', userId).on('s.tenant_id', '=', tenantId),
    )
    .where('w.tenant_id', '=', tenantId)
    .where('owner.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('w.user_id', '=', userId), eb('s.user_id', '=', userId)]));
}

function listColumns(query: ReturnType<typeof visibleLists>) {
  return query.select((eb) => [
    'w.id',
    'w.user_id',
    'w.name',
    'w.wishlist_type_id',
    'w.is_selected',
    'w.address_id',
    's.access',
    'owner.first_name',
    'owner.last_name',
    eb
      .selectFrom('wishlist_items as i')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('i.wishlist_id', '=', 'w.id')
      .as('size'),
  ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listColumns>['executeTakeFirstOrThrow']>>;

function toListRecord(row: ListRow, userId: number): ListRecord {
  return {
    id: row.id,
    ownerId: row.user_id,
    ownerName: `${row.first_name} ${row.last_name}`.trim(),
    name: row.name,
    wishlistTypeId: row.wishlist_type_id,
    isSelected: row.is_selected === 1,
    addressId: row.address_id,
    access: accessOf(row.user_id, userId, row.access),
    size: Number(row.size ?? 0),
  };
}

export async function findVisibleList(
  db: Db,
  tenantId: string,
  userId: number,
  listId: number,
): Promise<ListRecord | undefined> {
  const row = await listColumns(visibleLists(db, tenantId, userId))
    .where('w.id', '=', listId)
    .executeTakeFirst();
  return row && toListRecord(row, userId);
}

/** The selected own list of a type, or the first own one. */
export async function findDefaultList(
  db: Db,
  tenantId: string,
  userId: number,
  wishlistTypeId: number,
): Promise<ListRecord | undefined> {
  const row = await listColumns(visibleLists(db, tenantId, userId))
    .where('w.user_id', '=', userId)
    .where('w.wishlist_type_id', '=', wishlistTypeId)
    .orderBy('w.is_selected', 'desc')
    .orderBy('w.id')
    .executeTakeFirst();
  return row && toListRecord(row, userId);
}

/** Own lists first (the selected one on top), then the shared ones. */
export async function listVisibleLists(
  db: Db,
  tenantId: string,
  userId: number,
  paging: { offset: number; limit: number },
): Promise<{ total: number; lists: ListRecord[] }> {
  const [countRow, rows] = await Promise.all([
    visibleLists(db, tenantId, userId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    listColumns(visibleLists(db, tenantId, userId))
      .orderBy(sql`case when w.user_id = ${userId} then 0 else 1 end`)
      .orderBy('w.is_selected', 'desc')
      .orderBy('w.id')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
  ]);
  return { total: Number(countRow.total), lists: rows.map((r) => toListRecord(r, userId)) };
}

export async function countOwnLists(db: Db, tenantId: string, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listItems(db: Db, tenantId: string, listId: number): Promise<ItemRecord[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['id', 'product_id', 'quantity'])
    .where('tenant_id', '=', tenantId)
    .where('wishlist_id', '=', listId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ itemId: r.id, productId: r.product_id, quantity: Number(r.quantity) }));
}

export async function insertList(
  db: Db,
  list: { tenantId: string; userId: number; name: string; wishlistTypeId: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('wishlists')
    .values({
      tenant_id: list.tenantId,
      user_id: list.userId,
      name: list.name,
      wishlist_type_id: list.wishlistTypeId,
      created_at: list.now,
      updated_at: list.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateList(
  db: Db,
  tenantId: string,
  listId: number,
  fields: Partial<{ name: string; isSelected: boolean; addressId: number; confirmedAt: number }>,
  now: number,
): Promise<void> {
  await db
    .updateTable('wishlists')
    .set({
      ...(fields.name !== undefined ? { name: fields.name } : {}),
      ...(fields.isSelected !== undefined ? { is_selected: fields.isSelected ? 1 : 0 } : {}),
      ...(fields.addressId !== undefined ? { address_id: fields.addressId } : {}),
      ...(fields.confirmedAt !== undefined ? { confirmed_at: fields.confirmedAt } : {}),
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listId)
    .execute();
}

export async function unselectOwnLists(db: Db, tenantId: string, userId: number): Promise<void> {
  await db
    .updateTable('wishlists')
    .set({ is_selected: 0 })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('is_selected', '=', 1)
    .execute();
}

export async function deleteList(db: Db, tenantId: string, listId: number): Promise<void> {
  await db.deleteFrom('wishlists').where('tenant_id', '=', tenantId).where('id', '=', listId).execute();
}

export async function countItems(db: Db, tenantId: string, listId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('wishlist_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds to the quantity of a product already in the list. */
export async function addItem(
  db: Db,
  item: { tenantId: string; listId: number; productId: number; quantity: number; now: number },
): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values({
      tenant_id: item.tenantId,
      wishlist_id: item.listId,
      product_id: item.productId,
      quantity: item.quantity,
      created_at: item.now,
      updated_at: item.now,
    })
    .onConflict((oc) =>
      oc.columns(['wishlist_id', 'product_id']).doUpdateSet((eb) => ({
        quantity: eb(eb.ref('wishlist_items.quantity'), '+', eb.ref('excluded.quantity')),
        updated_at: item.now,
      })),
    )
    .execute();
}

/** Only items of this list are touched: an item id of another list changes nothing. */
export async function setItemQuantity(
  db: Db,
  tenantId: string,
  listId: number,
  itemId: number,
  quantity: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('wishlist_items')
    .set({ quantity, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('wishlist_id', '=', listId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteItems(
  db: Db,
  tenantId: string,
  listId: number,
  by: { itemIds: readonly number[]; productIds: readonly number[] },
): Promise<number> {
  if (!by.itemIds.length && !by.productIds.length) return 0;
  const result = await db
    .deleteFrom('wishlist_items')
    .where('tenant_id', '=', tenantId)
    .where('wishlist_id', '=', listId)
    .where((eb) =>
      eb.or([
        ...(by.itemIds.length ? [eb('id', 'in', by.itemIds)] : []),
        ...(by.productIds.length ? [eb('product_id', 'in', by.productIds)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The shopper's lists and items, and their place in lists others shared with them. */
export async function deleteAllOfUser(db: Db, tenantId: string, userId: number): Promise<void> {
  await db
    .deleteFrom('wishlist_shares')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('wishlists').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
}

/** The list a read-only link names, with its owner's first name only (the link may reach anybody). */
export async function findListByShareToken(
  db: Db,
  tenantId: string,
  token: string,
): Promise<ListRecord | undefined> {
  const row = await db
    .selectFrom('wishlists as w')
    .innerJoin('users as owner', 'owner.id', 'w.user_id')
    .where('w.tenant_id', '=', tenantId)
    .where('owner.tenant_id', '=', tenantId)
    .where('w.share_token', '=', token)
    .select((eb) => [
      'w.id',
      'w.user_id',
      'w.name',
      'w.wishlist_type_id',
      'owner.first_name',
      eb
        .selectFrom('wishlist_items as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.wishlist_id', '=', 'w.id')
        .as('size'),
    ])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      ownerId: row.user_id,
      ownerName: row.first_name,
      name: row.name,
      wishlistTypeId: row.wishlist_type_id,
      isSelected: false,
      addressId: null,
      access: 'READ',
      size: Number(row.size ?? 0),
    }
  );
}

export async function findShareToken(db: Db, tenantId: string, listId: number): Promise<string | null> {
  const row = await db
    .selectFrom('wishlists')
    .select('share_token')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return row?.share_token ?? null;
}

/** Opens the link once: a list that has one keeps it. */
export async function setShareToken(
  db: Db,
  tenantId: string,
  listId: number,
  token: string | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('wishlists')
    .set({ share_token: token, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listId)
    .$if(token !== null, (q) => q.where('share_token', 'is', null))
    .execute();
}

export async function listShares(
  db: Db,
  tenantId: string,
  listId: number,
): Promise<{ userId: number; email: string; access: string }[]> {
  const rows = await db
    .selectFrom('wishlist_shares as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.email', 's.access'])
    .where('s.tenant_id', '=', tenantId)
    .where('u.tenant_id', '=', tenantId)
    .where('s.wishlist_id', '=', listId)
    .orderBy('s.created_at')
    .orderBy('s.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, email: r.email, access: r.access }));
}

/** Sharing again with the same shopper changes nothing. */
export async function insertShare(
  db: Db,
  share: { tenantId: string; listId: number; userId: number; access: 'READ' | 'WRITE'; now: number },
): Promise<void> {
  await db
    .insertInto('wishlist_shares')
    .values({
      wishlist_id: share.listId,
      tenant_id: share.tenantId,
      user_id: share.userId,
      access: share.access,
      created_at: share.now,
    })
    .onConflict((oc) => oc.columns(['wishlist_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteShare(db: Db, tenantId: string, listId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('wishlist_shares')
    .where('tenant_id', '=', tenantId)
    .where('wishlist_id', '=', listId)
    .where('user_id', '=', userId)
    .execute();
}

/** The distinct products of the shopper's own lists. */
export async function ownProductIds(db: Db, tenantId: string, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items as i')
    .innerJoin('wishlists as w', 'w.id', 'i.wishlist_id')
    .select('i.product_id')
    .distinct()
    .where('w.tenant_id', '=', tenantId)
    .where('i.tenant_id', '=', tenantId)
    .where('w.user_id', '=', userId)
    .orderBy('i.product_id')
    .execute();
  return rows.map((r) => r.product_id);
}
