import type { PaymentGateway, PaymentRef } from './payment-gateway.js';

/**
 * One payment gateway for the shop over several providers (ARCHITECTURE §6): an attempt paid with PayPal goes
 * to the chain's PayPal adapter when the chain has PayPal credentials, every other attempt (and PayPal without
 * credentials, on its PayPal-like page) to the built-in gateway.
 */
export function routePayments(
  builtin: PaymentGateway,
  paypalOf: (tenantId: string) => PaymentGateway | undefined,
): PaymentGateway {
  const of = (ref: PaymentRef): PaymentGateway =>
    ref.method === 'paypal' ? (paypalOf(ref.tenantId) ?? builtin) : builtin;
  return {
    paymentUrl: (request) => of(request).paymentUrl(request),
    openSession: (request) => of(request).openSession(request),
    chargeToken: (request) => of(request).chargeToken(request),
    paymentStatus: (ref) => of(ref).paymentStatus(ref),
    cancelPayment: (ref) => of(ref).cancelPayment(ref),
    reversePayment: (ref) => of(ref).reversePayment(ref),
    capture: (ref, amountCents) => of(ref).capture(ref, amountCents),
    release: (ref) => of(ref).release(ref),
    refund: (ref, amountCents, requestId) => of(ref).refund(ref, amountCents, requestId),
  };
}
