import {
  WISHLIST_NOT_FOUND_MESSAGE,
  WISHLIST_OWNER_ONLY_MESSAGE,
  WISHLIST_READ_ONLY_MESSAGE,
} from '@spesa/shared/wishlist/wishlist.contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../lib/domain-error.js';
import * as repo from './wishlist.repository.js';

export type ListRef = { tenantId: string; userId: number; listId: number };

export function listNotFound(): DomainError {
  return new DomainError('WISHLIST_NOT_FOUND', WISHLIST_NOT_FOUND_MESSAGE);
}

/** A list the shopper may see; `executor` may be a transaction. */
export async function visibleList(executor: Db, ref: ListRef): Promise<repo.ListRecord> {
  const list = await repo.findVisibleList(executor, ref.tenantId, ref.userId, ref.listId);
  // Another shopper's list answers exactly like a list that does not exist.
  if (!list) throw listNotFound();
  return list;
}

/** spec §6: a list shared with grant READ cannot be changed; other grants can. */
export async function editableList(executor: Db, ref: ListRef): Promise<repo.ListRecord> {
  const list = await visibleList(executor, ref);
  if (list.access === 'READ') throw new DomainError('WISHLIST_READ_ONLY', WISHLIST_READ_ONLY_MESSAGE);
  return list;
}

export async function ownedList(executor: Db, ref: ListRef): Promise<repo.ListRecord> {
  const list = await editableList(executor, ref);
  if (list.access !== 'OWNER') throw new DomainError('WISHLIST_OWNER_ONLY', WISHLIST_OWNER_ONLY_MESSAGE);
  return list;
}
