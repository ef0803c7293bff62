import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export const healthRoutes: FastifyPluginAsync<{ db: Db; isReady: () => boolean }> = async (
  app,
  { db, isReady },
) => {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (!isReady()) return reply.status(503).send({ status: 'starting' });
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
};
