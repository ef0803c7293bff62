import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { Actor } from '../../lib/actor.js';
import type { Cart } from '@spesa/shared/cart/cart.contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { DeliveryServices } from '../delivery/delivery.service.js';
import type { WishlistService } from '../wishlist/wishlist.service.js';
import type { CartAccessService } from './cart-access.service.js';
import type { CartReferenceSource } from './cart-reference.js';
import type { CatalogueRecords, ProductRecord } from './catalogue-records.js';

/** spec §9: the special warehouse whose orders offer the invoice choice. */
export const INVOICE_WAREHOUSE_ID = 89;

/**
 * spec §3 need_invoice: every store of a chain that makes out invoices offers the invoice request, and the
 * special warehouse of spec §9 always does. Without a store chosen there is nothing to make it out from.
 */
export function offersInvoice(tenantId: string, warehouseId: number | null | undefined): boolean {
  if (warehouseId === null || warehouseId === undefined) return false;
  if (warehouseId === INVOICE_WAREHOUSE_ID) return true;
  return isTenantCode(tenantId) && getTenant(tenantId).settings.offersInvoice;
}

export interface CartAnswer {
  cart: Cart;
  infos: string[];
  warnings: string[];
}

export interface ViewOptions {
  showSectors?: boolean;
}

export interface OrderLinesSource {
  /** The lines of one of the shopper's orders, for add-all-from-order; undefined when not theirs. */
  orderLines(
    actor: Actor,
    orderId: number,
  ): Promise<{ productId: number; quantity: number; params: string }[] | undefined>;
  /**
   * Quantity of each product in the shopper's orders made since `since` (not cancelled, not replaced), read
   * in the caller's executor: a daily limit (spec §5).
   */
  orderedSince(
    trx: Db,
    tenantId: string,
    userId: number,
    productIds: readonly number[],
    since: number,
  ): Promise<Map<number, number>>;
}

/** What createCartService is given. */
export interface CartServiceDeps {
  db: Db;
  clock: Clock;
  delivery: DeliveryServices;
  wishlists: WishlistService;
  orders: OrderLinesSource;
  cartAccess: CartAccessService;
  shoppers: ShopperService;
  catalogue: CatalogueRecords;
}

/** What every cart use case reads: the service's dependencies and the per-tenant reference cache. */
export interface CartDeps extends CartServiceDeps {
  referenceOf: CartReferenceSource;
}

/** The products with these ids, each read once. */
export function productsByIds(
  deps: CartDeps,
  executor: Db,
  tenantId: string,
  ids: readonly number[],
): Promise<ProductRecord[]> {
  return deps.catalogue.productRecordsByIds(executor, tenantId, [...new Set(ids)]);
}

export function flagOf(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return value === 'true' || value === '1';
}
