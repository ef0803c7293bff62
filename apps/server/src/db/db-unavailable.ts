/**
 * Whether a failure means "the database cannot serve right now" rather than a fault of this request or of
 * the code (ARCHITECTURE §5): a connection that was cut or could not be opened, a server that does not answer
 * in time, a write lock that another connection kept past the busy time-out. Such a request is answered 503
 * and may be retried; the pool replaces the connection by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCode(code)) return true;
    if (cause instanceof Error && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(cause.message)))
      return true;
  }
  return false;
}

/** PostgreSQL SQLSTATEs, Node socket errors and SQLite result codes. */
function unavailableCode(code: string): boolean {
  return (
    // connection_exception: 08000, 08003, 08006, 08001, 08004, …
    code.startsWith('08') ||
    // admin_shutdown, crash_shutdown, cannot_connect_now (restart, failover, pg_terminate_backend)
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    // query_canceled: statement_timeout
    code === '57014' ||
    // too_many_connections
    code === '53300' ||
    SOCKET_ERRORS.has(code) ||
    // SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT, …)
    code.startsWith('SQLITE_BUSY')
  );
}

const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** pg reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  // the server closed the connection, or it was closed after a time-out
  /^Connection terminated/,
  // query_timeout: no answer from the server
  /^Query read timeout$/,
  // the pool's connectionTimeoutMillis while every connection is busy
  /^timeout exceeded when trying to connect$/,
  // a query on a connection that has already failed
  /is not queryable$/,
];

/** The error, its `cause` chain, and the errors of an AggregateError (a connect tried on several addresses). */
function* causesOf(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const next = pending.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    yield next;
    pending.push((next as { cause?: unknown }).cause);
    if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]));
  }
}
