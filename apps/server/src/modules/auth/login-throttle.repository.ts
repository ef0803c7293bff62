import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  countInWindow,
  type AttemptCounter,
  type AttemptPolicy,
} from '../../lib/throttle/attempt-counter.js';

/**
 * The attempt counters in the database (lib/throttle/attempt-counter.ts), one upsert per attempt. Every SET
 * expression reads the row as it was before the statement (on both SQLite and PostgreSQL), and the row is
 * locked for the statement, so concurrent takes from any number of processes are serialised:
 * - still locked out: nothing changes, refused;
 * - window over: the count starts again at this attempt;
 * - the attempt past the limit: locked out for `next_lockout_ms` (reset to the base after a quiet window),
 *   the next lock-out doubled up to the cap, the count starts again once it ends;
 * - else: counted, admitted.
 * RETURNING `blocked_until` tells which: at or before `now`, admitted.
 */
export function createDbAttemptCounter(db: Db): AttemptCounter {
  return {
    async take(key, policy: AttemptPolicy, now) {
      const lockoutMs = Math.min(policy.lockoutMs, policy.maxLockoutMs);
      const windowCut = now - policy.windowMs;
      const expiresAt = now + policy.windowMs;
      const locked = sql<boolean>`login_throttle.blocked_until > ${now}`;
      const windowOver = sql<boolean>`login_throttle.window_started_at <= ${windowCut}`;
      const pastLimit = sql<boolean>`login_throttle.hits + 1 > ${policy.limit}`;
      const lockout = sql<number>`(case when login_throttle.blocked_until <= ${windowCut} then ${lockoutMs} else login_throttle.next_lockout_ms end)`;
      const row = await db
        .insertInto('login_throttle')
        .values({
          key,
          hits: 1,
          window_started_at: now,
          blocked_until: 0,
          next_lockout_ms: lockoutMs,
          expires_at: expiresAt,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${locked} then login_throttle.hits when ${windowOver} then 1
              when ${pastLimit} then 0 else login_throttle.hits + 1 end`,
            window_started_at: sql<number>`case when ${locked} then login_throttle.window_started_at
              when ${windowOver} or ${pastLimit} then ${now} else login_throttle.window_started_at end`,
            blocked_until: sql<number>`case when ${locked} or ${windowOver} or not (${pastLimit})
              then login_throttle.blocked_until else ${now} + ${lockout} end`,
            next_lockout_ms: sql<number>`case when ${locked} then login_throttle.next_lockout_ms
              when ${windowOver} or not (${pastLimit}) then ${lockout}
              when ${lockout} * 2 > ${policy.maxLockoutMs} then ${policy.maxLockoutMs}
              else ${lockout} * 2 end`,
            expires_at: sql<number>`case when ${locked} then login_throttle.expires_at
              when ${windowOver} or not (${pastLimit}) then ${expiresAt}
              else ${expiresAt} + ${lockout} end`,
          }),
        )
        .returning('blocked_until')
        .executeTakeFirstOrThrow();
      const blockedUntil = Number(row.blocked_until);
      return { admitted: blockedUntil <= now, retryAfterMs: Math.max(0, blockedUntil - now) };
    },

    async peek(key, policy, now) {
      const row = await db
        .selectFrom('login_throttle')
        .select(['hits', 'window_started_at', 'blocked_until'])
        .where('key', '=', key)
        .executeTakeFirst();
      const fields = row && {
        hits: Number(row.hits),
        windowStartedAt: Number(row.window_started_at),
        blockedUntil: Number(row.blocked_until),
      };
      return countInWindow(fields, policy, now);
    },

    async giveBack(key, now) {
      await db
        .updateTable('login_throttle')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('blocked_until', '<=', now)
        .execute();
    },

    async reset(key) {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },

    async prune(now) {
      await db.deleteFrom('login_throttle').where('expires_at', '<=', now).execute();
    },
  };
}
