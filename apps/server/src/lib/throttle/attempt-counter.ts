/**
 * How many attempts a key (an account, a client address) may make: `limit` in a window of `windowMs`; the
 * attempt past the limit locks the key out for `lockoutMs`, and each lock-out that follows within a window of
 * the last one lasts twice as long, up to `maxLockoutMs` (a progressive delay). A key quiet for a whole window
 * after its last lock-out starts over.
 */
export interface AttemptPolicy {
  limit: number;
  windowMs: number;
  lockoutMs: number;
  maxLockoutMs: number;
}

export interface AttemptVerdict {
  admitted: boolean;
  /** While refused: how long until the key may try again. */
  retryAfterMs: number;
}

/**
 * Attempt counters shared by every server process (ARCHITECTURE §2): in the database by default, in Redis
 * when REDIS_URL is set. Every operation is one atomic step on the store, so concurrent attempts from any
 * number of processes are counted exactly: an attempt is taken BEFORE the work it guards (a password check)
 * starts, and the one past the limit is refused without doing it.
 */
export interface AttemptCounter {
  /** Counts one attempt on `key` at `now` and says whether it may go ahead. */
  take(key: string, policy: AttemptPolicy, now: number): Promise<AttemptVerdict>;
  /**
   * How many attempts `key` has counted in its window at `now`, without taking one; a key locked out within
   * the last window counts as `policy.limit` (it failed that many times just before).
   */
  peek(key: string, policy: AttemptPolicy, now: number): Promise<number>;
  /** Gives back an attempt taken at `now` that turned out not to be a failure. */
  giveBack(key: string, now: number): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
  /** Drops what no longer counts at `now`; a store that expires keys by itself does nothing. */
  prune(now: number): Promise<void>;
}

/** peek's rule on a counter's stored fields, the same for every store. */
export function countInWindow(
  row: { hits: number; windowStartedAt: number; blockedUntil: number } | undefined,
  policy: AttemptPolicy,
  now: number,
): number {
  if (!row) return 0;
  const windowCut = now - policy.windowMs;
  if (row.blockedUntil > windowCut) return policy.limit;
  return row.windowStartedAt <= windowCut ? 0 : row.hits;
}
