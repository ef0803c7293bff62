import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the shop asks a gateway to collect. */
export interface PaymentRequest {
  tenantId: string;
  orderId: number;
  transactionId: number;
  amountCents: number;
  /** Save the card for later (a token comes back with an approval). */
  saveCard: boolean;
}

/** The gateway's verdict on a transaction, as its feedback or a token charge tells it. */
export interface PaymentOutcome {
  tenantId: string;
  transactionId: number;
  orderId: number;
  approved: boolean;
  reference: string;
  cardLast4: string | null;
  cardType: string | null;
  expireMonth: number | null;
  expireYear: number | null;
  /** A token of the card when the shopper asked to save it. */
  token: string | null;
}

/**
 * A card acquirer (ARCHITECTURE §6). Every method that talks to the gateway has a timeout and is called
 * outside any database transaction: the order is committed first, the outcome recorded afterwards.
 */
export interface PaymentGateway {
  /** The hosted page the shopper pays on; computed from the request alone, so it can be stored with the order. */
  paymentUrl(request: PaymentRequest): string;
  /** Registers the payment session at the gateway (idempotent). */
  openSession(request: PaymentRequest): Promise<void>;
  /** Charges a saved card token server to server. */
  chargeToken(request: PaymentRequest & { token: string }): Promise<PaymentOutcome>;
}

/** Outcome fields as they travel in the gateway's signed feedback and return URLs. */
export type SignedParams = Record<string, string>;

function canonical(params: SignedParams): string {
  return Object.keys(params)
    .filter((k) => k !== 'sig')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function signParams(secret: string, params: SignedParams): SignedParams {
  const sig = createHmac('sha256', secret).update(canonical(params)).digest('hex');
  return { ...params, sig };
}

export function verifyParams(secret: string, params: SignedParams): boolean {
  const sig = params.sig;
  if (typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = createHmac('sha256', secret).update(canonical(params)).digest();
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

export function outcomeToParams(outcome: PaymentOutcome): SignedParams {
  return {
    tenant: outcome.tenantId,
    transaction: String(outcome.transactionId),
    order: String(outcome.orderId),
    outcome: outcome.approved ? 'approved' : 'declined',
    ref: outcome.reference,
    last4: outcome.cardLast4 ?? '',
    brand: outcome.cardType ?? '',
    exp: outcome.expireMonth && outcome.expireYear ? `${outcome.expireMonth}/${outcome.expireYear}` : '',
    token: outcome.token ?? '',
  };
}

export function paramsToOutcome(params: SignedParams): PaymentOutcome | undefined {
  const transactionId = Number(params.transaction);
  const orderId = Number(params.order);
  if (!params.tenant || !Number.isInteger(transactionId) || !Number.isInteger(orderId)) return undefined;
  if (params.outcome !== 'approved' && params.outcome !== 'declined') return undefined;
  const [month, year] = (params.exp ?? '').split('/').map(Number);
  return {
    tenantId: params.tenant,
    transactionId,
    orderId,
    approved: params.outcome === 'approved',
    reference: params.ref ?? '',
    cardLast4: params.last4 || null,
    cardType: params.brand || null,
    expireMonth: month || null,
    expireYear: year || null,
    token: params.token || null,
  };
}

/** Rejects when `work` takes longer than `timeoutMs`: no gateway call may hang a request. */
export async function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`gateway call timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    return await Promise.race([
      work(controller.signal),
      new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
          once: true,
        });
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
