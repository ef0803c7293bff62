import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@spesa/shared/common/envelope.contract';
import { errorHandlerPlugin, SERVICE_UNAVAILABLE_MESSAGE } from './error-handler.plugin.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

const FAILURES: Record<string, Error> = {
  terminated: withCode('terminating connection due to administrator command', '57P01'),
  'statement-timeout': withCode('canceling statement due to statement timeout', '57014'),
  'read-timeout': new Error('Query read timeout'),
  'pool-timeout': new Error('timeout exceeded when trying to connect'),
  refused: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  busy: withCode('database is locked', 'SQLITE_BUSY'),
  bug: new TypeError("Cannot read properties of undefined (reading 'id')"),
  unique: withCode('duplicate key value violates unique constraint "users_email"', '23505'),
};

describe('error handler', () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get<{ Params: { failure: string } }>('/fail/:failure', async (request) => {
      throw FAILURES[request.params.failure]!;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['terminated', 'statement-timeout', 'read-timeout', 'pool-timeout', 'refused', 'busy'])(
    'answers a database that is %s with 503, the envelope and Retry-After',
    async (failure) => {
      const res = await app.inject({ method: 'GET', url: `/fail/${failure}` });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const body = res.json<{
        response: { status: number; errors: { error: string; code: string }[]; requestId?: string };
        user: { userId: number };
        data: object;
      }>();
      expect(body.response.status).toBe(1);
      expect(body.response.errors).toEqual([
        { error: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
      ]);
      expect(body.response.requestId).toBeTruthy();
      expect(body.user).toEqual({ userId: -1 });
      expect(body.data).toEqual({});
      // Never the driver's own text.
      expect(res.body).not.toMatch(/terminating|timeout|ECONNREFUSED|locked/i);
    },
  );

  it.each(['bug', 'unique'])('keeps a %s a 500 with the generic message', async (failure) => {
    const res = await app.inject({ method: 'GET', url: `/fail/${failure}` });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json<{ response: { errorsMessage: string } }>().response.errorsMessage).toBe(
      GENERIC_ERROR_MESSAGE,
    );
  });
});
