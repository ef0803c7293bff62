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

  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  let ready = false;
  const app = await buildApp({ config, db, isReady: () => ready, logger: { level: config.logLevel } });

  await migrateToLatest(db);
  if (config.seedDemoData) {
    const seeded = await seedDemoData(db, TENANTS, Date.now());
    if (seeded.length) app.log.info({ tenants: seeded }, 'demo data loaded');
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
