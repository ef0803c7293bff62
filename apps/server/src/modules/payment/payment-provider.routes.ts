import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-error.js';
import { envelope, ANONYMOUS } from '../../lib/envelope.js';
import {
  paramsToRef,
  signedFieldsOf,
  verifyParams,
  type PaymentRef,
  type SignedParams,
} from './payment-gateway.js';
import type { PaypalGateway } from './paypal-gateway.js';

/** Asks the gateway what became of the attempt and records it once; undefined when the shop has no such attempt. */
type SettlePayment = (ref: PaymentRef) => Promise<{ orderId: number; approved: boolean } | undefined>;

/**
 * A GET reads the query, a POST its body: the two are never mixed. Only the signed fields count: PayPal adds
 * its own (`token`, `PayerID`) to the addresses it sends the payer back to.
 */
function paramsOf(request: FastifyRequest): SignedParams {
  const source = (request.method === 'GET' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined;
  return signedFieldsOf(
    Object.fromEntries(
      Object.entries(source ?? {})
        .filter(([, v]) => typeof v === 'string' && v.length <= 500)
        .map(([k, v]) => [k, v as string]),
    ),
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
  /** The chain's PayPal adapter, when it has PayPal credentials. */
  paypalOf: (tenantId: string) => PaypalGateway | undefined;
}> = async (app, { secret, settlePayment, paypalOf }) => {
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

  /** A PayPal attempt of a chain that pays by PayPal, from the signed address the shop gave out. */
  function paypalAttempt(request: FastifyRequest): { ref: PaymentRef; paypal: PaypalGateway } {
    const ref = verified(request);
    const paypal = ref.method === 'paypal' ? paypalOf(ref.tenantId) : undefined;
    if (!paypal) throw new DomainError('PAYMENT_SIGNATURE', 'Esito del pagamento non valido.', 400, 400);
    return { ref, paypal };
  }

  // spec §9 type 13: the payment page of a PayPal attempt sends the payer on to PayPal's approval page.
  app.get('/payment-provider/paypal/start', { schema: { hide: true } }, async (request, reply) => {
    const { ref, paypal } = paypalAttempt(request);
    let approveUrl: string | undefined;
    try {
      approveUrl = await paypal.approvalUrl(ref);
    } catch (error) {
      // PayPal did not answer: the payment-error page offers to pay again.
      request.log.warn({ err: error }, 'PayPal order creation failed');
      return reply.redirect(`/cart/payment-error/${ref.orderId}`, 303);
    }
    if (approveUrl) return reply.redirect(approveUrl, 303);
    // The attempt is no longer open (paid, cancelled): its return tells the shopper which.
    const query = new URLSearchParams(paramsOf(request)).toString();
    return reply.redirect(`/ebsn/api/payment-provider/return?${query}`, 303);
  });

  // The payer cancelled on PayPal: like a declined card, the payment-error page with its retry.
  app.get('/payment-provider/paypal/cancel', { schema: { hide: true } }, async (request, reply) => {
    const { ref, paypal } = paypalAttempt(request);
    try {
      await paypal.payerCancelled(ref);
      await settlePayment(ref);
    } catch (error) {
      request.log.warn({ err: error }, 'PayPal cancellation not recorded');
    }
    return reply.redirect(`/cart/payment-error/${ref.orderId}`, 303);
  });

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
