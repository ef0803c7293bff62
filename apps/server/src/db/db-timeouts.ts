/**
 * How long the server waits on its database before it gives up and answers 503 (ARCHITECTURE §5): a database
 * that is gone or stalled must never hold requests, or `/ready`, for ever.
 */
export interface DbTimeouts {
  /** PostgreSQL: opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** PostgreSQL `statement_timeout`: the server cancels a statement running longer (0: none). */
  statementMs: number;
  /** PostgreSQL: the client gives up on an answer that does not come, e.g. from a stalled server (0: none). */
  queryMs: number;
  /** PostgreSQL: an unused pooled connection is closed after this. */
  idleMs: number;
  /** SQLite `busy_timeout`: how long a write waits for another connection's write lock. */
  sqliteBusyMs: number;
}

export const DB_TIMEOUT_DEFAULTS: Readonly<DbTimeouts> = Object.freeze({
  connectMs: 5_000,
  statementMs: 10_000,
  // Longer than the statement time-out: PostgreSQL cancels a slow statement first and the connection stays
  // usable; this one only fires when the server does not answer at all.
  queryMs: 15_000,
  idleMs: 30_000,
  sqliteBusyMs: 5_000,
});
