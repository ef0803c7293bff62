/**
 * PayPal's REST Orders v2 API (ARCHITECTURE §6, spec §9 payment type 13), as the shop calls it: an OAuth token
 * by client credentials, then create, read, capture or authorise an order, and void or refund its payment.
 * Every call has a time-out (an AbortSignal); every call that moves money carries a PayPal-Request-Id, so a
 * call repeated after a time-out answers the first result instead of paying twice.
 */

export interface PaypalCredentials {
  clientId: string;
  secret: string;
}

/** A payment inside an order: a capture (intent CAPTURE) or an authorisation (intent AUTHORIZE). */
export interface PaypalPayment {
  id: string;
  status: string;
}

/** The fields of an Orders v2 order the shop reads. */
export interface PaypalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string; method?: string }[];
  purchase_units?: {
    payments?: { captures?: PaypalPayment[]; authorizations?: PaypalPayment[] };
  }[];
}

/** PayPal answered with an error status; `issue` is the first detail's issue (INSTRUMENT_DECLINED, …). */
export class PaypalHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string | undefined,
    readonly issue: string | undefined,
  ) {
    super(`PayPal answered ${status}${errorName ? ` ${errorName}` : ''}${issue ? ` (${issue})` : ''}`);
  }
}

export interface CreateOrderRequest {
  intent: 'CAPTURE' | 'AUTHORIZE';
  requestId: string;
  referenceId: string;
  customId: string;
  description: string;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
  brandName: string | undefined;
}

export interface PaypalClient {
  createOrder(request: CreateOrderRequest): Promise<PaypalOrder>;
  getOrder(paypalOrderId: string): Promise<PaypalOrder>;
  /** POST /v2/checkout/orders/{id}/capture or /authorize. */
  completeOrder(
    paypalOrderId: string,
    intent: 'CAPTURE' | 'AUTHORIZE',
    requestId: string,
  ): Promise<PaypalOrder>;
  voidAuthorization(authorizationId: string, requestId: string): Promise<void>;
  /** Captures `amountCents` of an authorisation as its final capture: PayPal releases the rest. */
  captureAuthorization(
    authorizationId: string,
    amountCents: number,
    requestId: string,
  ): Promise<PaypalPayment>;
  /** Refunds the whole capture, or `amountCents` of it. */
  refundCapture(captureId: string, requestId: string, amountCents?: number): Promise<PaypalPayment>;
}

/** Cents as PayPal's decimal string in euro: 1234 → "12.34". */
export function paypalValue(amountCents: number): string {
  return (amountCents / 100).toFixed(2);
}

/** The address the payer approves the order at: `payer-action` (payment_source) or `approve` (older shape). */
export function approveLinkOf(order: PaypalOrder): string | undefined {
  return order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
}

async function errorOf(res: Response): Promise<PaypalHttpError> {
  const body = (await res.json().catch(() => undefined)) as
    | { name?: string; error?: string; details?: { issue?: string }[] }
    | undefined;
  return new PaypalHttpError(res.status, body?.name ?? body?.error, body?.details?.[0]?.issue);
}

export function createPaypalClient(deps: {
  apiBase: string;
  credentials: PaypalCredentials;
  timeoutMs: number;
  now: () => number;
  fetch?: typeof fetch;
}): PaypalClient {
  const base = deps.apiBase.replace(/\/+$/, '');
  const doFetch = deps.fetch ?? fetch;
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > deps.now()) return token.value;
    const basic = Buffer.from(`${deps.credentials.clientId}:${deps.credentials.secret}`).toString('base64');
    const res = await doFetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    if (!res.ok) throw await errorOf(res);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('PayPal token answer without access_token');
    // A minute's margin, so a token is never sent just as it expires.
    token = { value: body.access_token, until: deps.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (requestId) headers['paypal-request-id'] = requestId;
    const res = await doFetch(`${base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    if (res.status === 401) token = undefined;
    if (!res.ok) throw await errorOf(res);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  return {
    createOrder: (r) =>
      call<PaypalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: r.intent,
          purchase_units: [
            {
              reference_id: r.referenceId,
              custom_id: r.customId,
              description: r.description,
              amount: { currency_code: 'EUR', value: paypalValue(r.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: r.returnUrl,
                cancel_url: r.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                locale: 'it-IT',
                ...(r.brandName ? { brand_name: r.brandName.slice(0, 127) } : {}),
              },
            },
          },
        },
        r.requestId,
      ),
    getOrder: (id) => call<PaypalOrder>('GET', orderPath(id)),
    completeOrder: (id, intent, requestId) =>
      call<PaypalOrder>(
        'POST',
        `${orderPath(id)}/${intent === 'CAPTURE' ? 'capture' : 'authorize'}`,
        {},
        requestId,
      ),
    voidAuthorization: async (id, requestId) => {
      await call<void>('POST', `/v2/payments/authorizations/${encodeURIComponent(id)}/void`, {}, requestId);
    },
    captureAuthorization: (id, amountCents, requestId) =>
      call<PaypalPayment>(
        'POST',
        `/v2/payments/authorizations/${encodeURIComponent(id)}/capture`,
        { amount: { currency_code: 'EUR', value: paypalValue(amountCents) }, final_capture: true },
        requestId,
      ),
    refundCapture: (id, requestId, amountCents) =>
      call<PaypalPayment>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(id)}/refund`,
        amountCents === undefined
          ? {}
          : { amount: { currency_code: 'EUR', value: paypalValue(amountCents) } },
        requestId,
      ),
  };
}
