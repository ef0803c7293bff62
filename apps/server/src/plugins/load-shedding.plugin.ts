import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyRequest } from 'fastify';
import type { LoadConfig } from '../config.js';
import { isClientGone } from '../lib/client-signal.js';
import { OverloadedError } from '../lib/load-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a request arriving now would be refused with 503 (an answer that skips the hooks asks this). */
    isShedding(): boolean;
  }
}

/** The liveness probe answers whatever the load: a process that sheds load is alive, not dead. */
const EXEMPT_URLS = new Set(['/health']);

function isExempt(request: FastifyRequest): boolean {
  return EXEMPT_URLS.has(request.routeOptions.url ?? '');
}

/**
 * Load shedding (ARCHITECTURE §2): a storm is refused quickly instead of queued without end, so the process
 * serves normally again as soon as it passes.
 * - @fastify/under-pressure: 503 while the event loop lags or the heap or RSS is past its limit, sampled every
 *   `sampleIntervalMs`;
 * - at most `maxInFlight` requests served at once (work waiting for the database or the thread pool does not
 *   show as event-loop delay);
 * - every 503 carries Retry-After and the envelope with an Italian message (OverloadedError, through the
 *   error handler);
 * - a request whose client went away while it waited is not handled at all.
 * The liveness probe /health is exempt from all of it.
 */
export const loadSheddingPlugin = fp<{ load: LoadConfig }>(
  async (app, { load }) => {
    await app.register(underPressure, {
      maxEventLoopDelay: load.maxEventLoopDelayMs,
      maxHeapUsedBytes: load.maxHeapUsedBytes,
      maxRssBytes: load.maxRssBytes,
      sampleInterval: load.sampleIntervalMs,
      retryAfter: load.retryAfterSeconds,
      pressureHandler: async (request) => {
        if (!isExempt(request)) throw new OverloadedError();
      },
    });

    let inFlight = 0;
    const leave = () => {
      inFlight -= 1;
    };
    app.decorate(
      'isShedding',
      () => app.isUnderPressure() || (load.maxInFlight > 0 && inFlight >= load.maxInFlight),
    );
    // Callback hooks, not async ones: they run on every request, and a promise each is measurable (bench/).
    app.addHook('onRequest', (request, reply, done) => {
      if (load.maxInFlight <= 0 || isExempt(request)) return done();
      if (inFlight >= load.maxInFlight) return done(new OverloadedError());
      inFlight += 1;
      reply.raw.once('close', leave);
      done();
    });

    // Last hook before the handler: the body is read and the request is valid, the work not begun.
    app.addHook('preHandler', async (request, reply) => {
      if (!isClientGone(request, reply)) return;
      reply.hijack();
      reply.raw.destroy();
    });

    // Every 503 (shed here, or by a bounded queue that is full) tells the client when to come back.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
        void reply.header('retry-after', String(load.retryAfterSeconds));
      }
      done(null, payload);
    });
  },
  { name: 'load-shedding' },
);
