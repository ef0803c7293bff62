import { loadConfig, ConfigError } from './config.js';
import { buildApp } from './app.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { TENANTS } from '@spesa/tenants/tenants';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The libraries the server render loads (React) read the mode from the environment, as the config does.
  process.env.NODE_ENV ??= config.env;

  const database = { databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath };
  // Until the app's logger exists, a lost connection is reported on stderr.
  let reportConnectionError = (error: Error) => console.error(error);
  const db = createDb({
    ...database,
    timeouts: config.dbTimeouts,
    onConnectionError: (error) => reportConnectionError(error),
  });
  let ready = false;
  const app = await buildApp({ config, db, isReady: () => ready, logger: { level: config.logLevel } });
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');

  // Migrations and the first seed may take longer than any request may: no statement time-out for them.
  const setupDb = createDb({ ...database, timeouts: { ...config.dbTimeouts, statementMs: 0, queryMs: 0 } });
  try {
    await migrateToLatest(setupDb);
    if (config.seedDemoData) {
      const seeded = await seedDemoData(setupDb, TENANTS, Date.now());
      if (seeded.length) app.log.info({ tenants: seeded }, 'demo data loaded');
    }
  } finally {
    await setupDb.destroy();
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    ready = false;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  ready = true;
  app.log.info(
    {
      url: `http://${config.host}:${config.port}`,
      database: config.databaseUrl ? 'postgresql' : config.sqlitePath,
    },
    'Spesa is serving',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
