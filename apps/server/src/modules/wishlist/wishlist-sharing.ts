import { randomBytes } from 'node:crypto';
import {
  WISHLIST_NOT_FOUND_MESSAGE,
  WISHLIST_SHARE_LIMIT,
  WISHLIST_SHARE_LIMIT_MESSAGE,
  WISHLIST_SHARE_SELF_MESSAGE,
  WISHLIST_SHARE_UNKNOWN_EMAIL_MESSAGE,
  type Wishlist,
} from '@spesa/shared/wishlist/wishlist.contract';
import { email as emailRule } from '@spesa/shared/validation/validators';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { ownedList, type ListRef } from './wishlist-access.js';
import type { WishlistCatalogue } from './wishlist.service.js';
import { wishlistView } from './wishlist-view.js';
import * as repo from './wishlist.repository.js';

/** The shopper an e-mail names in the chain; the account module answers it. */
export type ShopperByEmail = (tenantId: string, email: string) => Promise<{ id: number } | undefined>;

export interface WishlistSharingDeps {
  db: Db;
  clock: Clock;
  catalogue: WishlistCatalogue;
  shopperByEmail: ShopperByEmail;
}

/** What only the owner sees of a list: its open link and whom it is shared with. */
export async function ownerSharing(db: Db, ref: ListRef): Promise<Pick<Wishlist, 'shareToken' | 'shares'>> {
  const [shareToken, shares] = await Promise.all([
    repo.findShareToken(db, ref.tenantId, ref.listId),
    repo.listShares(db, ref.tenantId, ref.listId),
  ]);
  return {
    shareToken,
    shares: shares.map((s) => ({ email: s.email, grant: s.access === 'WRITE' ? 'WRITE' : 'READ' })),
  };
}

/** spec §6: the read-only link opens the list to anybody who has it, as a list with grant READ. */
export async function sharedListByToken(
  deps: Pick<WishlistSharingDeps, 'db' | 'catalogue'>,
  tenantId: string,
  token: string,
): Promise<Wishlist> {
  const list = token ? await repo.findListByShareToken(deps.db, tenantId, token) : undefined;
  if (!list) throw new DomainError('WISHLIST_NOT_FOUND', WISHLIST_NOT_FOUND_MESSAGE);
  const items = await repo.listItems(deps.db, tenantId, list.id);
  const products = await deps.catalogue.productsByIds(tenantId, [...new Set(items.map((i) => i.productId))]);
  return wishlistView(list, items, products);
}

export async function openShareLink(deps: WishlistSharingDeps, ref: ListRef): Promise<void> {
  await ownedList(deps.db, ref);
  await repo.setShareToken(
    deps.db,
    ref.tenantId,
    ref.listId,
    randomBytes(18).toString('base64url'),
    deps.clock.now(),
  );
}

export async function closeShareLink(deps: WishlistSharingDeps, ref: ListRef): Promise<void> {
  await ownedList(deps.db, ref);
  await repo.setShareToken(deps.db, ref.tenantId, ref.listId, null, deps.clock.now());
}

async function shopperNamed(deps: WishlistSharingDeps, actor: Actor, email: string): Promise<number> {
  const valid = emailRule(email);
  if (valid !== true) throw new DomainError('WISHLIST_SHARE_EMAIL_INVALID', valid);
  const shopper = await deps.shopperByEmail(actor.tenantId, email.trim().toLowerCase());
  if (!shopper) throw new DomainError('WISHLIST_SHARE_UNKNOWN_EMAIL', WISHLIST_SHARE_UNKNOWN_EMAIL_MESSAGE);
  if (shopper.id === actor.userId) throw new DomainError('WISHLIST_SHARE_SELF', WISHLIST_SHARE_SELF_MESSAGE);
  return shopper.id;
}

/** spec §6: the owner shares with another shopper of the chain, who sees the list and cannot change it. */
export async function shareWithShopper(
  deps: WishlistSharingDeps,
  actor: Actor,
  listId: number,
  email: string,
): Promise<void> {
  const ref = { ...actor, listId };
  await ownedList(deps.db, ref);
  const userId = await shopperNamed(deps, actor, email);
  await deps.db.transaction().execute(async (trx) => {
    const shares = await repo.listShares(trx, ref.tenantId, listId);
    if (shares.length >= WISHLIST_SHARE_LIMIT && !shares.some((s) => s.userId === userId)) {
      throw new DomainError('WISHLIST_SHARE_LIMIT', WISHLIST_SHARE_LIMIT_MESSAGE);
    }
    await repo.insertShare(trx, {
      tenantId: ref.tenantId,
      listId,
      userId,
      access: 'READ',
      now: deps.clock.now(),
    });
  });
}

export async function stopSharingWithShopper(
  deps: WishlistSharingDeps,
  actor: Actor,
  listId: number,
  email: string,
): Promise<void> {
  const ref = { ...actor, listId };
  await ownedList(deps.db, ref);
  const shopper = await deps.shopperByEmail(actor.tenantId, email.trim().toLowerCase());
  if (shopper) await repo.deleteShare(deps.db, ref.tenantId, listId, shopper.id);
}
