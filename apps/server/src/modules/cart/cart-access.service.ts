import type { Db } from '../../db/database.js';
import {
  endModification,
  endModificationOfOrder,
  expireModification,
  startModification,
  type ModificationEnd,
} from './cart-modification.js';
import * as repo from './cart.repository.js';
import type { GiftRedemption } from './cart.repository.js';

export type { CartDeliveryChoice, CartExtraRecord, CartItemRecord, CartRecord } from './cart.repository.js';

/**
 * The cart as other modules reach it (delivery, auth, orders): each call runs in the executor it is given,
 * so a caller's transaction, its row locks and their order stay the caller's. Only this module writes carts.
 */
export interface CartAccessService {
  /** `lock` takes the cart's row lock first, so two writes to one cart run one after the other. */
  findCurrent(
    trx: Db,
    tenantId: string,
    userId: number,
    options?: { lock: boolean },
  ): Promise<repo.CartRecord | undefined>;
  /**
   * The user's current cart with its row lock held, created when they have none. A modification past its
   * cut-off (spec §4) is given up first, so the cart set aside answers. Every write to a cart's
   * delivery takes this lock first, then slot locks, then hold rows: one order for all, so no deadlock.
   */
  lockCurrent(trx: Db, tenantId: string, userId: number, now: number): Promise<repo.CartRecord>;
  listCurrentIds(trx: Db, tenantId: string, userId: number): Promise<number[]>;
  find(
    trx: Db,
    tenantId: string,
    cartId: number,
    options?: { lock: boolean },
  ): Promise<(repo.CartRecord & { userId: number }) | undefined>;
  /** The open cart the login answers with, created when the user has none. */
  findOrCreateOpen(trx: Db, tenantId: string, userId: number, now: number): Promise<number>;
  findExtra(trx: Db, tenantId: string, cartId: number): Promise<repo.CartExtraRecord | undefined>;
  listItems(trx: Db, cartId: number): Promise<repo.CartItemRecord[]>;
  insertItem(trx: Db, tenantId: string, cartId: number, item: repo.NewCartItem, now: number): Promise<void>;
  updateItem(
    trx: Db,
    cartId: number,
    itemId: number,
    change: repo.CartItemChange,
    now: number,
  ): Promise<void>;
  setDelivery(trx: Db, cartId: number, delivery: repo.CartDeliveryChoice, now: number): Promise<void>;
  setTimeslot(
    trx: Db,
    cartId: number,
    timeslot: { timeslotId: number; date: string } | null,
    now: number,
  ): Promise<void>;
  setInfos(trx: Db, cartId: number, infos: Record<string, string>, now: number): Promise<void>;
  setStatus(trx: Db, cartId: number, status: number, now: number): Promise<void>;
  /** spec §4 'Modifica ordine': an empty cart modifies the order until `until`; the current one waits aside. */
  startModification(
    trx: Db,
    p: { tenantId: string; userId: number; orderId: number; orderNumber: number; until: number; now: number },
  ): Promise<number>;
  /** Ends the open modification, if any; the cart set aside comes back as it was. */
  endModification(
    trx: Db,
    tenantId: string,
    userId: number,
    end: ModificationEnd,
    now: number,
  ): Promise<{ cartId: number; orderId: number } | undefined>;
  /** The order left the modifiable statuses: its open modification, if any, is given up. */
  endModificationOfOrder(
    trx: Db,
    p: { tenantId: string; userId: number; orderId: number; now: number },
  ): Promise<boolean>;
  /** Idempotent: attaching a code twice keeps one row. */
  attachGift(
    trx: Db,
    tenantId: string,
    cartId: number,
    userGiftCertificateId: number,
    now: number,
  ): Promise<void>;
  /**
   * Spends a code on an order under a conditional update: of concurrent redemptions exactly one is
   * `redeemed`; the others tell why not (used, expired).
   */
  redeemGift(
    trx: Db,
    tenantId: string,
    userGiftCertificateId: number,
    orderId: number,
    now: number,
  ): Promise<GiftRedemption>;
  /** Gives back the codes an order spent (a cancelled or replaced order); answers their ids. */
  releaseGiftsOfOrder(trx: Db, tenantId: string, orderId: number): Promise<number[]>;
}

export function createCartAccessService(): CartAccessService {
  return {
    findCurrent: (trx, tenantId, userId, options) => repo.findCurrentCart(trx, tenantId, userId, options),
    async lockCurrent(trx, tenantId, userId, now) {
      let existing = await repo.findCurrentCart(trx, tenantId, userId, { lock: true });
      if (existing && (await expireModification(trx, tenantId, userId, existing, now))) {
        existing = await repo.findCurrentCart(trx, tenantId, userId, { lock: true });
      }
      if (existing) return existing;
      await repo.insertOpenCart(trx, tenantId, userId, now);
      const created = await repo.findCurrentCart(trx, tenantId, userId, { lock: true });
      if (!created) throw new Error('The cart just created is missing');
      return created;
    },
    listCurrentIds: repo.listCurrentCartIds,
    find: (trx, tenantId, cartId, options) => repo.findCart(trx, tenantId, cartId, options),
    findOrCreateOpen: repo.findOrCreateOpenCart,
    findExtra: repo.findCartExtra,
    listItems: repo.listItems,
    insertItem: repo.insertItem,
    updateItem: repo.updateItem,
    setDelivery: repo.setCartDelivery,
    setTimeslot: repo.setCartTimeslot,
    setInfos: repo.setCartInfos,
    setStatus: repo.setCartStatus,
    startModification,
    endModification,
    endModificationOfOrder,
    attachGift: repo.attachGift,
    redeemGift: repo.redeemGift,
    releaseGiftsOfOrder: repo.releaseGiftsOfOrder,
  };
}
