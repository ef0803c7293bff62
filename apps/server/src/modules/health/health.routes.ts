import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How long /ready waits for the database when not told (the default connect time-out). */
const DEFAULT_PROBE_TIMEOUT_MS = 5_000;

export const healthRoutes: FastifyPluginAsync<{
  db: Db;
  isReady: () => boolean;
  /** /ready answers 503 when the database has not answered `select 1` within this time. */
  probeTimeoutMs?: number;
}> = async (app, { db, isReady, probeTimeoutMs = DEFAULT_PROBE_TIMEOUT_MS }) => {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (!isReady()) return reply.status(503).send({ status: 'starting' });
    if (await databaseAnswers(db, probeTimeoutMs)) return { status: 'ready' };
    return reply.status(503).send({ status: 'database unavailable' });
  });
};

/**
 * A stalled database (the connection open, no answer) must fail the probe, not hold it (ARCHITECTURE §5):
 * the probe stops waiting at the time limit; the query itself ends at the pool's own time-outs.
 */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
