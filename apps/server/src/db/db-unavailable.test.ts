import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a terminated, restarting or unreachable PostgreSQL', () => {
    for (const error of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection due to crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
      new Error('wrapped', { cause: withCode('terminating connection', '57P01') }),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('recognises a SQLite write lock held past the busy time-out', () => {
    const first = new SQLite(':memory:');
    try {
      expect(isDatabaseUnavailable(withCode('database is locked', 'SQLITE_BUSY'))).toBe(true);
      expect(isDatabaseUnavailable(withCode('database is locked', 'SQLITE_BUSY_SNAPSHOT'))).toBe(true);
      let constraint: unknown;
      try {
        first.exec(
          'create table t (id integer primary key); insert into t values (1); insert into t values (1);',
        );
      } catch (error) {
        constraint = error;
      }
      expect(constraint).toBeInstanceOf(SQLite.SqliteError);
      expect(isDatabaseUnavailable(constraint)).toBe(false);
    } finally {
      first.close();
    }
  });

  it('leaves the faults of a request or of the code to the generic 500', () => {
    for (const error of [
      new Error('boom'),
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'),
      withCode('syntax error at or near "selec"', '42601'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
      undefined,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('survives a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
