import {
  CART_ITEM_NOTE_MAX_LENGTH,
  CART_ITEM_NOTE_TOO_LONG_MESSAGE,
  CART_ITEM_NOT_FOUND_MESSAGE,
} from '@spesa/shared/cart/cart.contract';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { flagOf, type CartAnswer, type CartDeps, type ViewOptions } from './cart-deps.js';
import { cartAnswer } from './cart-view.js';
import * as repo from './cart.repository.js';
import { mutateCart } from './mutate-cart.js';

export interface ItemInfosChange {
  itemId: number;
  infos: {
    accept_alternatives?: string | undefined;
    custom_weight?: string | undefined;
    user_notes?: string | undefined;
  };
}

/** The note for the counter as kept: trimmed, one line of text, null when empty; refused when too long. */
function noteOf(text: string | undefined): { userNotes?: string | null } {
  if (text === undefined) return {};
  const note = text.replace(/\s+/g, ' ').trim();
  if (note.length > CART_ITEM_NOTE_MAX_LENGTH) {
    throw new DomainError('CART_ITEM_NOTE_TOO_LONG', CART_ITEM_NOTE_TOO_LONG_MESSAGE);
  }
  return { userNotes: note || null };
}

async function findLine(trx: Db, cartId: number, itemId: number): Promise<repo.CartItemRecord> {
  const line = (await repo.listItems(trx, cartId)).find((l) => l.id === itemId);
  if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND_MESSAGE);
  return line;
}

/** Sets a line's alternatives choice, custom weight and note for the counter. */
export async function updateItemInfos(
  deps: CartDeps,
  actor: Actor,
  items: ItemInfosChange[],
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  await mutateCart(deps, tenantId, userId, async (trx, cartId, now) => {
    for (const change of items) {
      await findLine(trx, cartId, change.itemId);
      const weight = change.infos.custom_weight;
      await repo.updateItem(
        trx,
        cartId,
        change.itemId,
        {
          ...noteOf(change.infos.user_notes),
          ...(change.infos.accept_alternatives !== undefined
            ? { acceptAlternatives: flagOf(change.infos.accept_alternatives, true) }
            : {}),
          ...(weight !== undefined
            ? {
                customWeight: Number.isFinite(Number(weight)) && Number(weight) > 0 ? Number(weight) : null,
              }
            : {}),
        },
        now,
      );
    }
  });
  return cartAnswer(deps, actor, options);
}
