import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';

/**
 * A real server process on an existing database, for tests that need several processes sharing one:
 * DATABASE_URL (with TEST_PG_SCHEMA) or DATA_DIR as in production; prints its address once listening.
 */
const config = loadConfig();
const db = createDb({
  databaseUrl: config.databaseUrl,
  sqlitePath: config.sqlitePath,
  timeouts: config.dbTimeouts,
  ...(process.env.TEST_PG_SCHEMA ? { pgSchema: process.env.TEST_PG_SCHEMA } : {}),
});
const app = await buildApp({ config, db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address, pid: process.pid })}\n`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
