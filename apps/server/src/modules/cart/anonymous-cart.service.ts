import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import type { ShopperService } from '../account/shopper.service.js';
import * as repo from './anonymous-cart.repository.js';
import type { CartService } from './cart.service.js';

/** How long an anonymous cart lives after it was started. */
export const ANONYMOUS_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Expired guests removed each time a new anonymous cart starts: the table cleans itself as it is used. */
const EXPIRED_PER_START = 20;

export interface AnonymousCartService {
  /** The guest user owning the cart of this token, when it is still alive. */
  ownerOf(tenantId: string, token: string): Promise<number | undefined>;
  /** A new anonymous cart: the token for the cookie and the guest user owning it. */
  start(tenantId: string): Promise<{ token: string; userId: number; expiresAt: number }>;
  /** spec §4: at login the anonymous cart joins the shopper's; the guest and its token are gone after. */
  mergeInto(actor: Actor, token: string): Promise<{ warnings: string[] }>;
}

export function createAnonymousCartService(deps: {
  db: Db;
  clock: Clock;
  carts: CartService;
  shoppers: ShopperService;
}): AnonymousCartService {
  const { db, clock, carts, shoppers } = deps;

  /** Removes a guest with its token and carts (the foreign keys cascade); never a real account. */
  async function removeGuest(trx: Db, tenantId: string, userId: number): Promise<void> {
    await shoppers.removeUsers(trx, await repo.findGuestUserIds(trx, userId), tenantId);
  }

  return {
    ownerOf(tenantId, token) {
      return repo.findGuest(db, tenantId, hashSessionToken(token), clock.now());
    },

    async start(tenantId) {
      const now = clock.now();
      const token = newSessionToken();
      const expiresAt = now + ANONYMOUS_CART_TTL_MS;
      const userId = await writeTransaction(
        db,
        async (trx) => {
          await shoppers.removeUsers(trx, await repo.listExpiredGuestIds(trx, now, EXPIRED_PER_START));
          const tokenHash = hashSessionToken(token);
          const guestId = await shoppers.insertGuest(
            trx,
            tenantId,
            `guest.${tokenHash.slice(0, 32)}@anonymous.invalid`,
            now,
          );
          await repo.insertAnonymousCart(trx, { tenantId, tokenHash, userId: guestId, now, expiresAt });
          return guestId;
        },
        // Like cart lines: a power cut may take back a cart not yet started; the shopper starts another.
        { durable: false },
      );
      return { token, userId, expiresAt };
    },

    async mergeInto(actor, token) {
      const { tenantId, userId } = actor;
      const guest = await repo.findGuest(db, tenantId, hashSessionToken(token), clock.now());
      if (guest === undefined || guest === userId) return { warnings: [] };
      return carts.mergeCart(actor, guest, (trx) => removeGuest(trx, tenantId, guest));
    },
  };
}
