import type {
  Cart,
  CartAddRequest,
  CartInfoProperty,
  GiftCodeCheckData,
  PackagingType,
  PurchaseRestrictionData,
} from '@spesa/shared/cart/cart.contract';
import type { Db } from '../../db/database.js';
import type { Actor, TenantScope } from '../../lib/actor.js';
import { addAllFromOrder } from './add-all-from-order.js';
import { addAllFromWishlist } from './add-all-from-wishlist.js';
import { addToCart } from './add-to-cart.js';
import type { CartAccessService } from './cart-access.service.js';
import type { CartAnswer, CartDeps, CartServiceDeps, ViewOptions } from './cart-deps.js';
import { addGiftCode, checkGiftCode, removeGiftCode } from './cart-gift-codes.js';
import type { PricedCart } from './cart-pricing.js';
import type { CartItemRecord } from './cart.repository.js';
import { createCartReferenceSource } from './cart-reference.js';
import { sweepExpiredModifications } from './cart-modification.js';
import { viewCart } from './cart-view.js';
import { mergeCart } from './merge-cart.js';
import { packagingTypes } from './packaging-types.js';
import { priceForCheckout, pricePickedLines } from './price-for-checkout.js';
import { purchaseRestriction } from './purchase-restriction.js';
import { removeCartItems } from './remove-cart-items.js';
import { updateCartInfo } from './update-cart-info.js';
import { updateCartItems } from './update-cart-items.js';
import { updateItemInfos, type ItemInfosChange } from './update-item-infos.js';

export { INVOICE_WAREHOUSE_ID, offersInvoice } from './cart-deps.js';
export type { CartAnswer, OrderLinesSource, ViewOptions } from './cart-deps.js';

/** Also the cart's access for other modules' transactions (the checkout, an order modified). */
export interface CartService extends CartAccessService {
  view(actor: Actor, options?: ViewOptions): Promise<Cart>;
  add(actor: Actor, body: CartAddRequest, options?: ViewOptions): Promise<CartAnswer>;
  update(
    actor: Actor,
    items: { itemId: number; quantity: number; pieces?: number | undefined }[],
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  remove(
    actor: Actor,
    items: { itemId?: number | undefined; productId?: number | undefined }[] | undefined,
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  addAllFromOrder(actor: Actor, orderId: number, options?: ViewOptions): Promise<CartAnswer>;
  addAllFromWishlist(actor: Actor, listId: number, options?: ViewOptions): Promise<CartAnswer>;
  updateCartInfo(
    actor: Actor,
    property: CartInfoProperty,
    value: string,
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  updateInfos(
    actor: Actor,
    items: {
      itemId: number;
      infos: ItemInfosChange['infos'];
    }[],
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  purchaseRestriction(actor: Actor): Promise<PurchaseRestrictionData>;
  checkGiftCode(actor: Actor, code: string): Promise<GiftCodeCheckData>;
  addGiftCode(actor: Actor, code: string, options?: ViewOptions): Promise<CartAnswer>;
  removeGiftCode(actor: Actor, code: string, options?: ViewOptions): Promise<CartAnswer>;
  /** Anonymous: the chain's types with its default selected; a shopper's: their cart's choice selected. */
  packagingTypes(scope: Actor | TenantScope): Promise<PackagingType[]>;
  /**
   * Moves the lines of another owner's cart (a guest's anonymous cart) into the user's, by the rules of an
   * add (quantities of the same line add up, limits apply), then `afterMerge` runs in the same transaction.
   */
  mergeCart(
    actor: Actor,
    fromUserId: number,
    afterMerge: (trx: Db) => Promise<void>,
  ): Promise<{ warnings: string[] }>;
  /** Gives up the order modifications past their cut-off (spec §4), the periodic sweep. Answers how many. */
  sweepExpiredModifications(): Promise<number>;
  /** The cart priced inside the caller's transaction (the checkout); refused below the chain's minimum order. */
  priceForCheckout(trx: Db, tenantId: string, cartId: number, warehouseId: number): Promise<PricedCart>;
  /** A picked order's lines priced by its cart's rules, in the caller's transaction (README "Picking"). */
  pricePickedLines(
    trx: Db,
    order: { tenantId: string; cartId: number; warehouseId: number },
    items: CartItemRecord[],
    agreedUnitCents: ReadonlyMap<number, number>,
  ): Promise<PricedCart>;
}

export function createCartService(serviceDeps: CartServiceDeps): CartService {
  const { db, clock, catalogue, cartAccess } = serviceDeps;
  const deps: CartDeps = { ...serviceDeps, referenceOf: createCartReferenceSource(db, clock, catalogue) };
  return {
    ...cartAccess,
    view: (actor, options) => viewCart(deps, actor, options),
    add: (actor, body, options) => addToCart(deps, actor, body, options),
    update: (actor, items, options) => updateCartItems(deps, actor, items, options),
    remove: (actor, items, options) => removeCartItems(deps, actor, items, options),
    addAllFromOrder: (actor, orderId, options) => addAllFromOrder(deps, actor, orderId, options),
    addAllFromWishlist: (actor, listId, options) => addAllFromWishlist(deps, actor, listId, options),
    updateCartInfo: (actor, property, value, options) =>
      updateCartInfo(deps, actor, property, value, options),
    updateInfos: (actor, items, options) => updateItemInfos(deps, actor, items, options),
    purchaseRestriction: (actor) => purchaseRestriction(deps, actor),
    checkGiftCode: (actor, code) => checkGiftCode(deps, actor, code),
    addGiftCode: (actor, code, options) => addGiftCode(deps, actor, code, options),
    removeGiftCode: (actor, code, options) => removeGiftCode(deps, actor, code, options),
    packagingTypes: (scope) => packagingTypes(deps, scope),
    mergeCart: (actor, fromUserId, afterMerge) => mergeCart(deps, actor, fromUserId, afterMerge),
    sweepExpiredModifications: () => sweepExpiredModifications(db, clock.now()),
    priceForCheckout: (trx, tenantId, cartId, warehouseId) =>
      priceForCheckout(deps, trx, tenantId, cartId, warehouseId),
    pricePickedLines: (trx, order, items, agreed) => pricePickedLines(deps, trx, order, items, agreed),
  };
}
