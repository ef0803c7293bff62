import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-error.js';
import { envelope, ANONYMOUS } from '../../lib/envelope.js';
import { paramsToOutcome, verifyParams, type PaymentOutcome, type SignedParams } from './payment-gateway.js';

type ApplyOutcome = (outcome: PaymentOutcome) => Promise<{ orderId: number; approved: boolean } | undefined>;

function paramsOf(request: FastifyRequest): SignedParams {
  const source = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) } as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    Object.entries(source)
      .filter(([, v]) => typeof v === 'string' && v.length <= 500)
      .map(([k, v]) => [k, v as string]),
  );
}

/**
 * The gateway's two ways back (spec §7 "a payment-provider feedback GET to a given address"): the signed
 * server-to-server feedback and the shopper's browser returning. Both record the same outcome, once.
 */
export const paymentProviderRoutes: FastifyPluginAsync<{
  secret: string;
  applyOutcome: ApplyOutcome;
}> = async (app, { secret, applyOutcome }) => {
  async function verified(request: FastifyRequest): Promise<PaymentOutcome> {
    const params = paramsOf(request);
    const outcome = verifyParams(secret, params) ? paramsToOutcome(params) : undefined;
    if (!outcome || outcome.tenantId !== request.tenant.code) {
      throw new DomainError('PAYMENT_SIGNATURE', 'Esito del pagamento non valido.', 400, 400);
    }
    return outcome;
  }

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/payment-provider/feedback',
      schema: { hide: true },
      handler: async (request) => {
        const outcome = await verified(request);
        const applied = await applyOutcome(outcome);
        return envelope({ orderId: outcome.orderId, recorded: Boolean(applied) }, ANONYMOUS);
      },
    });
  }

  app.get('/payment-provider/return', { schema: { hide: true } }, async (request, reply) => {
    const outcome = await verified(request);
    const applied = await applyOutcome(outcome);
    const paid = applied?.approved ?? false;
    return reply.redirect(`/cart/${paid ? 'payment-completed' : 'payment-error'}/${outcome.orderId}`, 303);
  });
};
