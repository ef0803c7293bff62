import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { systemClock } from '../lib/clock.js';
import { createServices } from '../services.js';
import { runOrderStatusCommand } from './order-status-command.js';

/**
 * The store's side of an order's life (spec §4): `npm run order:status -w apps/server -- <tenant> <orderId>
 * <statusId> [--agent]` moves the order, on the database of the environment (DATABASE_URL or DATA_DIR).
 */
async function main(args: string[]): Promise<number> {
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
    return await runOrderStatusCommand(args, services.orders, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => console.error(line),
    });
  } finally {
    await services.close();
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
