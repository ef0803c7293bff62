import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { createServices } from '../services.js';
import { runStaffCreateCommand } from './staff-create-command.js';

/**
 * `npm run staff:create -w @spesa/server -- <chain> <email> <role> [storeId]`: a member of the chain's staff
 * on the database of the environment (DATABASE_URL or DATA_DIR), migrated first.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(db);
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
    return await runStaffCreateCommand(
      args,
      services.staff,
      { out: (line) => process.stdout.write(`${line}\n`), err: (line) => console.error(line) },
      { STAFF_PASSWORD: process.env.STAFF_PASSWORD },
    );
  } finally {
    await services.close();
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
