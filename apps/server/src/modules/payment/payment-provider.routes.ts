import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-error.js';
import { envelope, ANONYMOUS } from '../../lib/envelope.js';
import { paramsToRef, verifyParams, type PaymentRef, type SignedParams } from './payment-gateway.js';

/** Asks the gateway what became of the attempt and records it once; undefined when the shop has no such attempt. */
type SettlePayment = (ref: PaymentRef) => Promise<{ orderId: number; approved: boolean } | undefined>;

/** A GET reads the query, a POST its body: the two are never mixed. */
function paramsOf(request: FastifyRequest): SignedParams {
  const source = (request.method === 'GET' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined;
  return Object.fromEntries(
    Object.entries(source ?? {})
      .filter(([, v]) => typeof v === 'string' && v.length <= 500)
      .map(([k, v]) => [k, v as string]),
  );
}

/**
 * The gateway's two ways back (spec §7 "a payment-provider feedback GET to a given address"): the signed
 * server-to-server feedback and the shopper's browser returning. Both name the attempt only (no card data
 * in any address); the shop then asks the gateway its status and records it, once.
 */
export const paymentProviderRoutes: FastifyPluginAsync<{
  secret: string;
  settlePayment: SettlePayment;
}> = async (app, { secret, settlePayment }) => {
  function verified(request: FastifyRequest): PaymentRef {
    const params = paramsOf(request);
    const ref = verifyParams(secret, params) ? paramsToRef(params) : undefined;
    if (!ref || ref.tenantId !== request.tenant.code) {
      throw new DomainError('PAYMENT_SIGNATURE', 'Esito del pagamento non valido.', 400, 400);
    }
    return ref;
  }

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/payment-provider/feedback',
      schema: { hide: true },
      handler: async (request) => {
        const ref = verified(request);
        const settled = await settlePayment(ref);
        return envelope({ orderId: ref.orderId, recorded: Boolean(settled) }, ANONYMOUS);
      },
    });
  }

  app.get('/payment-provider/return', { schema: { hide: true } }, async (request, reply) => {
    const ref = verified(request);
    let paid: boolean;
    try {
      paid = (await settlePayment(ref))?.approved ?? false;
    } catch (error) {
      // The gateway did not answer: the order's page shows what the shop knows; the gateway's feedback or the
      // sweep records the rest.
      request.log.warn({ err: error }, 'payment gateway status failed on return');
      return reply.redirect(`/profile/orders/${ref.orderId}`, 303);
    }
    return reply.redirect(`/cart/${paid ? 'payment-completed' : 'payment-error'}/${ref.orderId}`, 303);
  });
};
