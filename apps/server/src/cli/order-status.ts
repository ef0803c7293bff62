import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import { ORDER_STATUS_LABELS } from '@spesa/shared/rules/order-status';
import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { systemClock } from '../lib/clock.js';
import { createServices } from '../services.js';

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
  const services = await createServices({
    config,
    db,
    clock: systemClock,
    log: {
      error: (error, message) => console.error(message, error),
      warn: (error, message) => console.warn(message, error),
    },
  });
  try {
    const order = await services.orders.changeStatus(
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
    await services.close();
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
