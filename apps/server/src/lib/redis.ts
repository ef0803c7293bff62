import { Redis } from 'ioredis';

/**
 * The connection to REDIS_URL (shared counters and the change feed). A command waits for a lost connection
 * to come back for a bounded number of retries, then fails: a caller gets an error, never a hang.
 */
export function createRedis(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  redis.on('error', onError);
  return redis;
}
