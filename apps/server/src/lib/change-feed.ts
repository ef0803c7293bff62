import pg from 'pg';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Tells every server process that a tenant's catalogue changed (ARCHITECTURE §2, several processes): each
 * process keeps the catalogue in memory by version, and drops its idea of the version when told, so a change
 * made through one process is served by all within moments.
 * - PostgreSQL (DATABASE_URL): NOTIFY on a channel every process LISTENs to on a connection of its own;
 * - Redis (REDIS_URL): publish and subscribe;
 * - SQLite: one process is the model, so the feed only tells this process.
 * Whatever the feed, each process also asks the database for the version every few seconds (the catalogue
 * cache's fallback), so a message lost while a connection was down delays a change, never hides it.
 */
export interface ChangeFeed {
  /** Announces, after its transaction committed, that the tenant's catalogue changed. */
  publish(tenantId: string): Promise<void>;
  /** `tenantId` undefined: anything may have changed (the feed reconnected and may have missed messages). */
  subscribe(listener: (tenantId: string | undefined) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'spesa_catalogue';
const RECONNECT_MS = 1_000;

type Listener = (tenantId: string | undefined) => void;

function listenerSet() {
  const listeners: Listener[] = [];
  return {
    add: (listener: Listener) => listeners.push(listener),
    tell: (tenantId: string | undefined) => {
      for (const listener of listeners) listener(tenantId);
    },
  };
}

/** One process on one SQLite file: the change is this process's own. */
export function createLocalChangeFeed(): ChangeFeed {
  const listeners = listenerSet();
  return {
    async publish(tenantId) {
      listeners.tell(tenantId);
    },
    subscribe: listeners.add,
    async close() {},
  };
}

/** PostgreSQL LISTEN/NOTIFY: NOTIFY goes through the shared pool, a client of its own listens and reconnects. */
export function createPgChangeFeed(options: {
  db: Db;
  databaseUrl: string;
  log: (error: unknown, message: string) => void;
}): ChangeFeed {
  const listeners = listenerSet();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) listeners.tell(message.payload || undefined);
    });
    const lost = () => {
      if (client === next) client = undefined;
      scheduleReconnect();
    };
    next.on('error', (error) => {
      options.log(error, 'catalogue change feed: connection lost');
      void next.end().catch(() => undefined);
      lost();
    });
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      options.log(error, 'catalogue change feed: cannot listen');
      void next.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    // Messages sent while no connection listened are lost: every tenant's version is read again.
    listeners.tell(undefined);
  }

  const started = connect();
  return {
    async publish(tenantId) {
      await sql`select pg_notify(${CHANNEL}, ${tenantId})`.execute(options.db);
    },
    subscribe: listeners.add,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await started;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Redis publish/subscribe; the subscriber is a connection of its own, as Redis requires. */
export function createRedisChangeFeed(options: {
  redis: Redis;
  keyPrefix: string;
  log: (error: unknown, message: string) => void;
}): ChangeFeed {
  const listeners = listenerSet();
  const channel = `${options.keyPrefix}${CHANNEL}`;
  const subscriber = options.redis.duplicate();
  subscriber.on('error', (error) => options.log(error, 'catalogue change feed: Redis connection lost'));
  subscriber.on('message', (from: string, tenantId: string) => {
    if (from === channel) listeners.tell(tenantId || undefined);
  });
  // ioredis subscribes again by itself after a reconnection; messages in between are lost.
  subscriber.on('ready', () => listeners.tell(undefined));
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => {
    options.log(error, 'catalogue change feed: cannot subscribe');
  });
  return {
    async publish(tenantId) {
      await options.redis.publish(channel, tenantId);
    },
    subscribe: listeners.add,
    async close() {
      await subscribed;
      subscriber.disconnect();
    },
  };
}
