import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import type { RateLimitConfig } from '../config.js';
import { errorStatus, ANONYMOUS } from '../lib/envelope.js';
import { RATE_LIMITED_MESSAGE } from '../lib/load-errors.js';

type Group = keyof RateLimitConfig;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a rate limit counts this request (an answer that skips the hooks must not skip the count). */
    isRateLimited(request: FastifyRequest): boolean;
  }
}

/** A search asks the search engine; a plain category page is served from the catalogue cache. */
const hasSearchText = (request: FastifyRequest) => {
  const q = (request.query as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' && q.trim() !== '';
};

/** The expensive calls (spec §7 paths) and the analytics collector's writes, each in the group whose limit it counts against. */
const LIMITED: Record<string, { group: Group; applies?: (request: FastifyRequest) => boolean }> = {
  'POST /auth/login': { group: 'loginPerMinute' },
  'POST /registration/register_user': { group: 'registrationPerMinute' },
  'GET /registration/registration_confirm': { group: 'registrationPerMinute' },
  'GET /registration/registration_resend_email': { group: 'registrationPerMinute' },
  'POST /registration/registration_resend_email': { group: 'registrationPerMinute' },
  'GET /registration/password_reset_token_request': { group: 'passwordResetPerMinute' },
  'POST /registration/password_reset_token_request': { group: 'passwordResetPerMinute' },
  'GET /registration/password_reset_token_check': { group: 'passwordResetPerMinute' },
  'POST /registration/password_reset_token_check': { group: 'passwordResetPerMinute' },
  'GET /registration/password_reset': { group: 'passwordResetPerMinute' },
  'POST /registration/password_reset': { group: 'passwordResetPerMinute' },
  'GET /search/autocomplete': { group: 'searchPerMinute' },
  'GET /products': { group: 'searchPerMinute', applies: hasSearchText },
  'GET /category': { group: 'searchPerMinute', applies: hasSearchText },
  'POST /checkout/buy': { group: 'checkoutPerMinute' },
  'POST /checkout/prepare': { group: 'checkoutPerMinute' },
  'POST /analytics/events': { group: 'analyticsPerMinute' },
};

const WINDOW_MS = 60_000;

/**
 * Per-client rate limits on the expensive calls (ARCHITECTURE §2): login, registration, password reset,
 * search and checkout, each group counted per client address (as the trusted proxy hops tell it, an IPv6
 * client by its /64) and minute; past the limit 429 with Retry-After and the envelope. The counters are in
 * Redis when REDIS_URL is set, so every process shares them; else each process counts its own: a limit per
 * process is still a real bound, and a database write per search would itself be the load it guards against.
 * Failed logins are counted separately, in shared storage always (modules/auth/login-throttle.ts).
 */
export const rateLimitsPlugin = fp<{ limits: RateLimitConfig; redis: Redis | undefined; keyPrefix: string }>(
  async (app, { limits, redis, keyPrefix }) => {
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${keyPrefix}rate:` } : {}),
    });
    const limiters = new Map<Group, ReturnType<typeof app.createRateLimit>>();
    for (const group of Object.keys(limits) as Group[]) {
      if (limits[group] <= 0) continue;
      limiters.set(
        group,
        app.createRateLimit({
          max: limits[group],
          timeWindow: WINDOW_MS,
          keyGenerator: (request) => `${group}|${request.ip}`,
        }),
      );
    }

    const refuse = (reply: FastifyReply, ttlInSeconds: number) =>
      reply
        .status(429)
        .header('retry-after', String(Math.max(1, ttlInSeconds)))
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify({
            response: errorStatus(RATE_LIMITED_MESSAGE, 'RATE_LIMITED'),
            user: ANONYMOUS,
            data: {},
          }),
        );
    /** The limiter that counts this request, if any. */
    const limiterOf = (request: FastifyRequest) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(API_PREFIX)) return undefined;
      const rule = LIMITED[`${request.method} ${url.slice(API_PREFIX.length)}`];
      const limiter = rule && limiters.get(rule.group);
      return !limiter || (rule.applies && !rule.applies(request)) ? undefined : limiter;
    };
    app.decorate('isRateLimited', (request: FastifyRequest) => limiterOf(request) !== undefined);
    // A callback hook: every request passes it, and only a limited call waits for its counter.
    app.addHook('onRequest', (request, reply, done) => {
      const limiter = limiterOf(request);
      if (!limiter) return done();
      Promise.resolve(limiter(request)).then((verdict) => {
        if (verdict.isAllowed || !verdict.isExceeded) return done();
        void refuse(reply, verdict.ttlInSeconds);
      }, done);
    });
  },
  { name: 'rate-limits' },
);
