import { createHmac, timingSafeEqual } from 'node:crypto';

/** How the shopper pays online (spec §9 payment type ids 1 card, 13 PayPal). */
export type PaymentMethod = 'card' | 'paypal';

/** What the shop asks a gateway to collect. */
export interface PaymentRequest {
  tenantId: string;
  orderId: number;
  transactionId: number;
  /** Card when absent. */
  method?: PaymentMethod | undefined;
  amountCents: number;
  /** Save the card for later (a token comes back with an approval). */
  saveCard: boolean;
}

/** The gateway's verdict on a transaction, as its status answer or a token charge tells it. */
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

/** Which attempt the shop means when it asks the gateway about one: no card data, only ids. */
export type PaymentRef = Pick<PaymentRequest, 'tenantId' | 'orderId' | 'transactionId' | 'method'>;

/** What the gateway knows of one attempt. */
export type PaymentStatus =
  | { state: 'unknown' }
  /** Open: the shopper may still pay it. */
  | { state: 'pending' }
  /** Closed by the shop before any payment: it can no longer be paid. */
  | { state: 'voided' }
  /** `reversed`: approved, then its authorisation voided, so no money is held. */
  | { state: 'approved' | 'declined' | 'reversed'; outcome: PaymentOutcome };

/** The answer to a capture: what was taken and released, or why nothing was. */
export type CaptureResult =
  | { state: 'captured'; capturedCents: number; releasedCents: number; reference: string }
  /** `not_authorised`: no approved authorisation to capture; `above_authorised`: more than it holds. */
  | { state: 'refused'; reason: 'not_authorised' | 'above_authorised' };

/**
 * The answer to a refund: what this refund gave back, or why
 * nothing was given back (`not_captured`: nothing taken to give back; `above_captured`: more than the capture
 * still holds).
 */
export type RefundResult =
  | { state: 'refunded'; refundedCents: number; reference: string }
  | { state: 'refused'; reason: 'not_captured' | 'above_captured' };

/**
 * A card acquirer (ARCHITECTURE §6). Every method that talks to the gateway has a timeout and is called
 * outside any database transaction: the order is committed first, the outcome recorded afterwards.
 */
export interface PaymentGateway {
  /** The hosted page the shopper pays on; computed from the request alone, so it can be stored with the order. */
  paymentUrl(request: PaymentRequest): string;
  /** Registers the payment session at the gateway (idempotent). */
  openSession(request: PaymentRequest): Promise<void>;
  /** Charges a saved card token server to server (idempotent: charged again, it answers the first verdict). */
  chargeToken(request: PaymentRequest & { token: string }): Promise<PaymentOutcome>;
  /** Asks the gateway what became of an attempt: the one source of truth the shop records. */
  paymentStatus(ref: PaymentRef): Promise<PaymentStatus>;
  /** Closes an attempt the shop gave up on, so its page refuses a card; one paid first stays approved. */
  cancelPayment(ref: PaymentRef): Promise<PaymentStatus>;
  /** Voids the authorisation of an approved attempt the shop does not keep. */
  reversePayment(ref: PaymentRef): Promise<PaymentStatus>;
  /**
   * Takes the final amount of a picked order from its approved authorisation, never more than it holds, and
   * releases the rest. Idempotent: asked again, or twice at once, it captures once and answers that capture.
   */
  capture(ref: PaymentRef, amountCents: number): Promise<CaptureResult>;
  /** Releases the whole authorisation of an approved attempt (nothing is taken). */
  release(ref: PaymentRef): Promise<PaymentStatus>;
  /**
   * Gives back `amountCents` of what was captured, never more than the capture minus what its refunds gave
   * back, even when refunds run at once. Idempotent per `requestId`: asked again, it answers that refund.
   */
  refund(ref: PaymentRef, amountCents: number, requestId: string): Promise<RefundResult>;
}

/** Fields of the gateway's signed notifications (feedback and return): ids only, never card data. */
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

/** A notification names the attempt; the shop then asks the gateway its status (`paymentStatus`). */
export function refToParams(ref: PaymentRef): SignedParams {
  const params: SignedParams = {
    tenant: ref.tenantId,
    transaction: String(ref.transactionId),
    order: String(ref.orderId),
  };
  return ref.method === 'paypal' ? { ...params, method: 'paypal' } : params;
}

/** The signed fields of a notification, without what a provider adds to the address (PayPal's `token`). */
export function signedFieldsOf(params: SignedParams): SignedParams {
  const keys = ['tenant', 'transaction', 'order', 'method', 'sig'];
  return Object.fromEntries(Object.entries(params).filter(([k]) => keys.includes(k)));
}

export function paramsToRef(params: SignedParams): PaymentRef | undefined {
  const transactionId = Number(params.transaction);
  const orderId = Number(params.order);
  if (!params.tenant || !Number.isSafeInteger(transactionId) || !Number.isSafeInteger(orderId))
    return undefined;
  if (transactionId <= 0 || orderId <= 0) return undefined;
  if (params.method !== undefined && params.method !== 'paypal') return undefined;
  const ref = { tenantId: params.tenant, transactionId, orderId };
  return params.method === 'paypal' ? { ...ref, method: 'paypal' } : ref;
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
