import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as foundation from './migrations/2026-11-25-0001-foundation.js';
import * as delivery from './migrations/2026-11-25-0003-delivery.js';
import * as account from './migrations/2026-11-25-0004-account.js';
import * as productSearch from './migrations/2026-11-26-0001-product-search.js';
import * as catalogueContent from './migrations/2026-11-26-0002-catalogue-content.js';
import * as productShelfOrder from './migrations/2026-11-26-0003-product-shelf-order.js';
import * as cartOrders from './migrations/2026-11-27-0001-cart-orders.js';
import * as anonymousCarts from './migrations/2026-11-27-0002-anonymous-carts.js';
import * as content from './migrations/2026-11-28-0001-content.js';
import * as loginThrottle from './migrations/2026-11-28-0001-login-throttle.js';
import * as paymentVoidDue from './migrations/2026-11-28-0101-payment-void-due.js';
import * as promotionValidity from './migrations/2026-11-28-0201-promotion-validity.js';
import * as analyticsEvents from './migrations/2026-11-29-0001-analytics-events.js';
import * as humanCheck from './migrations/2026-11-29-0201-human-check.js';
import * as shelfOrderPackFormat from './migrations/2026-11-29-0301-shelf-order-pack-format.js';
import * as orderMailEvents from './migrations/2026-11-30-0101-order-mail-events.js';
import * as deliveryAreaRequests from './migrations/2026-11-30-0201-delivery-area-requests.js';
import * as companyDeliveryPoints from './migrations/2026-11-30-0202-company-delivery-points.js';
import * as invoiceNumbers from './migrations/2026-12-01-0101-invoice-numbers.js';
import * as orderModification from './migrations/2026-12-01-0301-order-modification.js';
import * as paypalOrders from './migrations/2026-12-02-0101-paypal-orders.js';
import * as staff from './migrations/2026-12-02-0101-staff.js';
import * as gatewayCapture from './migrations/2026-12-02-0201-gateway-capture.js';
import * as orderNumbers from './migrations/2026-12-02-0301-order-numbers.js';
import * as productAttributes from './migrations/2026-12-02-0401-product-attributes.js';
import * as freshFood from './migrations/2026-12-02-0601-fresh-food.js';
import * as wishlistShareLinks from './migrations/2026-12-02-0701-wishlist-share-links.js';
import * as backOfficeSlotsGifts from './migrations/2026-12-03-0101-back-office-slots-gifts.js';
import * as picking from './migrations/2026-12-03-0101-picking.js';
import * as refunds from './migrations/2026-12-03-0101-refunds.js';
import * as slotDeliveryFee from './migrations/2026-12-04-0101-slot-delivery-fee.js';
import * as captureClaims from './migrations/2026-12-04-0131-capture-claims.js';
import * as staffManagement from './migrations/2026-12-04-0132-staff-management.js';

// Static list so the bundled server carries its migrations; names are frozen once released.
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-25-0001-foundation': foundation,
  '2026-11-25-0003-delivery': delivery,
  '2026-11-25-0004-account': account,
  '2026-11-26-0001-product-search': productSearch,
  '2026-11-26-0002-catalogue-content': catalogueContent,
  '2026-11-26-0003-product-shelf-order': productShelfOrder,
  '2026-11-27-0001-cart-orders': cartOrders,
  '2026-11-27-0002-anonymous-carts': anonymousCarts,
  '2026-11-28-0001-content': content,
  '2026-11-28-0001-login-throttle': loginThrottle,
  '2026-11-28-0101-payment-void-due': paymentVoidDue,
  '2026-11-28-0201-promotion-validity': promotionValidity,
  '2026-11-29-0001-analytics-events': analyticsEvents,
  '2026-11-29-0201-human-check': humanCheck,
  '2026-11-29-0301-shelf-order-pack-format': shelfOrderPackFormat,
  '2026-11-30-0101-order-mail-events': orderMailEvents,
  '2026-11-30-0201-delivery-area-requests': deliveryAreaRequests,
  '2026-11-30-0202-company-delivery-points': companyDeliveryPoints,
  '2026-12-01-0101-invoice-numbers': invoiceNumbers,
  '2026-12-01-0301-order-modification': orderModification,
  '2026-12-02-0101-paypal-orders': paypalOrders,
  '2026-12-02-0101-staff': staff,
  '2026-12-02-0201-gateway-capture': gatewayCapture,
  '2026-12-02-0301-order-numbers': orderNumbers,
  '2026-12-02-0401-product-attributes': productAttributes,
  '2026-12-02-0601-fresh-food': freshFood,
  '2026-12-02-0701-wishlist-share-links': wishlistShareLinks,
  '2026-12-03-0101-back-office-slots-gifts': backOfficeSlotsGifts,
  '2026-12-03-0101-picking': picking,
  '2026-12-03-0101-refunds': refunds,
  '2026-12-04-0101-slot-delivery-fee': slotDeliveryFee,
  '2026-12-04-0131-capture-claims': captureClaims,
  '2026-12-04-0132-staff-management': staffManagement,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** `schema`: the PostgreSQL schema holding the migration bookkeeping, when not the default one. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
