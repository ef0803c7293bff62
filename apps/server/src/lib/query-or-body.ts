import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { refuseCrossSite } from './cross-site-guard.js';

type Method = 'GET' | 'POST';

async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/**
 * A call whose parameters travel in the query string, as the original's clients send them, or in a form or
 * JSON body; registered for each method (Fastify takes no body schema on a GET route). A body value wins.
 * The GET form exists for the e-mails' links and the original's clients, and most of these calls write
 * (confirm, resend, reset request, e-mail change): it is refused from another site (refuseCrossSite), and
 * its answer is never stored by a browser or a proxy (some carry a password or a token in the address).
 */
export function queryOrBodyRoute<S extends z.ZodObject>(
  app: FastifyInstance,
  methods: readonly Method[],
  url: string,
  schema: Omit<FastifySchema, 'querystring' | 'body'> & { params: S },
  handler: (request: FastifyRequest, reply: FastifyReply, params: z.output<S>) => Promise<unknown>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { params, ...rest } = schema;
  for (const method of methods) {
    r.route({
      method,
      url,
      schema: { ...rest, querystring: params, ...(method === 'POST' ? { body: params.nullish() } : {}) },
      ...(method === 'GET' ? { preHandler: [refuseCrossSite, noStore] } : {}),
      handler: (request, reply) => {
        const query = request.query as z.output<S>;
        const body = (request.body ?? {}) as Partial<z.output<S>>;
        return handler(request, reply, { ...query, ...body });
      },
    });
  }
}
