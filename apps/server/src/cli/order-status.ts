import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import { ORDER_STATUS_LABELS } from '@spesa/shared/rules/order-status';
import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { systemClock } from '../lib/clock.js';
import { createShopperService } from '../modules/account/shopper.service.js';
import { createCartAccessService } from '../modules/cart/cart-access.service.js';
import type { CatalogueRecords } from '../modules/cart/catalogue-records.js';
import { findProductsByIds, listCategories } from '../modules/catalogue/catalogue.repository.js';
import { createCartService } from '../modules/cart/cart.service.js';
import { createDeliveryServices } from '../modules/delivery/delivery.service.js';
import { createBuiltinGeocoder } from '../modules/geocoding/builtin-geocoder.js';
import { createGeocodingService } from '../modules/geocoding/geocoding.service.js';
import { createCheckoutService } from '../modules/orders/checkout.service.js';
import { createOrderLinesSource, createOrderService } from '../modules/orders/order.service.js';
import { createTestGateway } from '../modules/payment/test-gateway.js';
import { createWishlistService } from '../modules/wishlist/wishlist.service.js';

/**
 * The store's side of an order's life (spec §4): `npm run order:status -w apps/server -- <tenant> <orderId>
 * <statusId> [--agent]` moves the order, on the database of the environment (DATABASE_URL or DATA_DIR).
 */
async function main(args: string[]): Promise<number> {
  const [tenantCode, orderIdText, statusText] = args.filter((a) => !a.startsWith('--'));
  const orderId = Number(orderIdText);
  const statusId = Number(statusText);
  if (
    !tenantCode ||
    !isTenantCode(tenantCode) ||
    !Number.isInteger(orderId) ||
    !ORDER_STATUS_LABELS[statusId]
  ) {
    const statuses = Object.entries(ORDER_STATUS_LABELS)
      .map(([id, label]) => `${id} ${label}`)
      .join(', ');
    console.error(`Uso: order-status <tenant> <orderId> <statusId> [--agent]\nStati: ${statuses}`);
    return 2;
  }
  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    const clock = systemClock;
    const cartAccess = createCartAccessService();
    // The catalogue's own reads of its records, for the cart (in the cart's transaction).
    const catalogueRecords: CatalogueRecords = {
      productRecordsByIds: findProductsByIds,
      categoryRecords: listCategories,
    };
    const shoppers = createShopperService();
    const delivery = createDeliveryServices({
      db,
      clock,
      holdMs: config.slotHoldMs,
      geocoding: createGeocodingService({ geocoder: createBuiltinGeocoder() }),
      cartAccess,
      shoppers,
    });
    const wishlists = createWishlistService({ db, clock, isUserAddress: async () => false });
    const carts = createCartService({
      db,
      clock,
      delivery,
      wishlists,
      orders: createOrderLinesSource(db),
      cartAccess,
      shoppers,
      catalogue: catalogueRecords,
    });
    const gateway = createTestGateway({
      db,
      clock,
      secret: config.paymentGatewaySecret,
      timeoutMs: config.paymentGatewayTimeoutMs,
      transport: async () => ({ status: 204 }),
      log: () => undefined,
    });
    const checkout = createCheckoutService({
      db,
      clock,
      carts,
      delivery,
      shoppers,
      gateway,
      paymentTimeoutMs: config.orderPaymentTimeoutMs,
      log: () => undefined,
    });
    const orders = createOrderService({
      db,
      clock,
      carts,
      delivery,
      shoppers,
      checkout,
      holdMs: config.slotHoldMs,
      operatorToken: undefined,
    });
    const order = await orders.changeStatus(
      getTenant(tenantCode).code,
      orderId,
      statusId,
      args.includes('--agent') ? true : undefined,
    );
    process.stdout.write(`Ordine ${order.orderId}: ${order.orderStatusDescr} (${order.orderStatusId})\n`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
