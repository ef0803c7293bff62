import type { Redis } from 'ioredis';
import { countInWindow, type AttemptCounter, type AttemptPolicy } from './attempt-counter.js';

/**
 * The same rule as the database's counter (login-throttle.repository.ts), as one Lua script: Redis runs it
 * atomically, so concurrent takes from several processes are serialised. Returns the time the key is blocked
 * until; at or before `now` the attempt is admitted. Expiry is relative (PEXPIRE), so a caller's clock that is
 * not Redis's own still expires keys after the right duration.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local lockout = tonumber(ARGV[4])
local maxLockout = tonumber(ARGV[5])
local h = redis.call('HMGET', KEYS[1], 'hits', 'ws', 'bu', 'nl')
local hits = tonumber(h[1])
if hits == nil then
  redis.call('HSET', KEYS[1], 'hits', 1, 'ws', now, 'bu', 0, 'nl', lockout)
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local ws = tonumber(h[2])
local bu = tonumber(h[3])
local nl = tonumber(h[4])
if bu > now then return bu end
if bu <= now - window then nl = lockout end
if ws <= now - window then
  redis.call('HSET', KEYS[1], 'hits', 1, 'ws', now, 'nl', nl)
  redis.call('PEXPIRE', KEYS[1], window)
  return bu
end
if hits + 1 > limit then
  local blockedUntil = now + nl
  redis.call('HSET', KEYS[1], 'hits', 0, 'ws', now, 'bu', blockedUntil, 'nl', math.min(nl * 2, maxLockout))
  redis.call('PEXPIRE', KEYS[1], nl + window)
  return blockedUntil
end
redis.call('HSET', KEYS[1], 'hits', hits + 1)
return bu
`;

const GIVE_BACK = `
local h = redis.call('HMGET', KEYS[1], 'hits', 'bu')
local hits = tonumber(h[1])
if hits ~= nil and hits > 0 and tonumber(h[2]) <= tonumber(ARGV[1]) then
  redis.call('HINCRBY', KEYS[1], 'hits', -1)
end
return 0
`;

export function createRedisAttemptCounter(redis: Redis, keyPrefix: string): AttemptCounter {
  const full = (key: string) => `${keyPrefix}attempts:${key}`;
  return {
    async take(key, policy: AttemptPolicy, now) {
      const lockoutMs = Math.min(policy.lockoutMs, policy.maxLockoutMs);
      const blockedUntil = Number(
        await redis.eval(
          TAKE,
          1,
          full(key),
          now,
          policy.windowMs,
          policy.limit,
          lockoutMs,
          policy.maxLockoutMs,
        ),
      );
      return { admitted: blockedUntil <= now, retryAfterMs: Math.max(0, blockedUntil - now) };
    },
    async peek(key, policy, now) {
      const [hits, ws, bu] = await redis.hmget(full(key), 'hits', 'ws', 'bu');
      const row =
        hits === null
          ? undefined
          : { hits: Number(hits), windowStartedAt: Number(ws), blockedUntil: Number(bu) };
      return countInWindow(row, policy, now);
    },
    async giveBack(key, now) {
      await redis.eval(GIVE_BACK, 1, full(key), now);
    },
    async reset(key) {
      await redis.del(full(key));
    },
    async prune() {},
  };
}
