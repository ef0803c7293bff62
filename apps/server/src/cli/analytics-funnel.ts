import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { systemClock } from '../lib/clock.js';
import { romeDateIso } from '../lib/italy/rome-time.js';
import { createAnalyticsService } from '../modules/analytics/analytics.service.js';
import { runAnalyticsFunnelCommand } from './analytics-funnel-command.js';

/**
 * The chain's funnel from the built-in first-party analytics (spec §1):
 * `npm run analytics:funnel -w apps/server -- <tenant> [--from YYYY-MM-DD] [--to YYYY-MM-DD]`, on the
 * database of the environment (DATABASE_URL or DATA_DIR).
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    return await runAnalyticsFunnelCommand(
      args,
      createAnalyticsService({ db, clock: systemClock }),
      romeDateIso(systemClock.now()),
      { out: (line) => process.stdout.write(`${line}\n`), err: (line) => console.error(line) },
    );
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
