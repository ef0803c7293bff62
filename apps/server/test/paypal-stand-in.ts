import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One order as the stand-in keeps it, in the shapes of PayPal's REST Orders v2 API. */
export interface StandInOrder {
  id: string;
  status: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  body: {
    purchase_units: {
      reference_id: string;
      custom_id: string;
      description?: string;
      amount: { currency_code: string; value: string };
    }[];
    payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } };
  };
  payments?: {
    captures?: { id: string; status: string }[];
    authorizations?: { id: string; status: string }[];
  };
}

/** How the next capture or authorisation answers: as PayPal does, a refusal, PENDING, or never (a time-out). */
export type CompleteBehaviour = 'complete' | 'decline' | 'pending' | 'hang';

export interface PaypalStandIn {
  base: string;
  clientId: string;
  secret: string;
  orders: Map<string, StandInOrder>;
  /** Every call: method, path and its PayPal-Request-Id. */
  calls: { method: string; path: string; requestId: string | undefined }[];
  /** What the payer's approval on PayPal's page does to the order. */
  approve(orderId: string): void;
  completeBehaviour: CompleteBehaviour;
  /** What each capture took, and what its refunds gave back, in cents. */
  captures: Map<string, { amountCents: number; refundedCents: number }>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function centsOf(order: StandInOrder): number {
  return Math.round(Number(order.body.purchase_units[0]?.amount.value ?? '0') * 100);
}

function orderAnswer(order: StandInOrder, base: string) {
  return {
    id: order.id,
    status: order.status,
    intent: order.intent,
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
    ],
    purchase_units: [
      { ...order.body.purchase_units[0], ...(order.payments ? { payments: order.payments } : {}) },
    ],
  };
}

/**
 * A local stand-in of PayPal's REST API on a real HTTP port: OAuth token, create, read, capture, authorise,
 * void and refund, with PayPal-Request-Id idempotency on the calls that create or move money.
 */
export async function startPaypalStandIn(): Promise<PaypalStandIn> {
  const clientId = 'client-castoro';
  const secret = 'secret-castoro';
  const orders = new Map<string, StandInOrder>();
  const calls: PaypalStandIn['calls'] = [];
  const captures: PaypalStandIn['captures'] = new Map();
  const replies = new Map<string, { status: number; body: unknown }>();
  const hanging: ServerResponse[] = [];
  let counter = 0;
  const standIn = { completeBehaviour: 'complete' as CompleteBehaviour };

  function complete(order: StandInOrder, kind: 'capture' | 'authorize'): { status: number; body: unknown } {
    if (order.status !== 'APPROVED') {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
      };
    }
    if (standIn.completeBehaviour === 'decline') {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
      };
    }
    const pending = standIn.completeBehaviour === 'pending';
    counter += 1;
    order.status = 'COMPLETED';
    if (kind === 'capture') captures.set(`CAP-${counter}`, { amountCents: centsOf(order), refundedCents: 0 });
    order.payments =
      kind === 'capture'
        ? { captures: [{ id: `CAP-${counter}`, status: pending ? 'PENDING' : 'COMPLETED' }] }
        : { authorizations: [{ id: `AUTH-${counter}`, status: pending ? 'PENDING' : 'CREATED' }] };
    return { status: 201, body: orderAnswer(order, base) };
  }

  /** A refund of part or all of a capture, never more than it still holds (422 REFUND_AMOUNT_EXCEEDED). */
  function refund(captureId: string, raw: string, remember: (status: number, body: unknown) => void) {
    const capture = captures.get(captureId);
    if (!capture) return remember(404, { name: 'RESOURCE_NOT_FOUND' });
    const { amount } = (raw ? JSON.parse(raw) : {}) as { amount?: { value: string } };
    const left = capture.amountCents - capture.refundedCents;
    const cents = amount ? Math.round(Number(amount.value) * 100) : left;
    if (cents > left || left === 0) {
      const issue = left === 0 ? 'CAPTURE_FULLY_REFUNDED' : 'REFUND_AMOUNT_EXCEEDED';
      return remember(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
    }
    capture.refundedCents += cents;
    return remember(201, { id: `REF-${++counter}`, status: 'COMPLETED' });
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    requestId: string | undefined,
  ) {
    const raw = await bodyOf(req);
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
        return json(res, 401, { error: 'invalid_client' });
      }
      return json(res, 200, { access_token: 'A21-token', token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== 'Bearer A21-token')
      return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    const seen = requestId ? replies.get(`${path}|${requestId}`) : undefined;
    if (seen) return json(res, seen.status, seen.body);
    const remember = (status: number, body: unknown) => {
      if (requestId) replies.set(`${path}|${requestId}`, { status, body });
      json(res, status, body);
    };
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(raw) as StandInOrder['body'] & { intent: StandInOrder['intent'] };
      counter += 1;
      const order: StandInOrder = {
        id: `PP-${counter}`,
        status: 'PAYER_ACTION_REQUIRED',
        intent: body.intent,
        body,
      };
      orders.set(order.id, order);
      return remember(200, orderAnswer(order, base));
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(?:\/(capture|authorize))?$/.exec(path);
    const order = match ? orders.get(match[1]!) : undefined;
    if (match && !order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    if (order && req.method === 'GET' && !match![2]) return json(res, 200, orderAnswer(order, base));
    if (order && req.method === 'POST' && match![2]) {
      if (standIn.completeBehaviour === 'hang') return void hanging.push(res);
      const answer = complete(order, match![2] as 'capture' | 'authorize');
      return remember(answer.status, answer.body);
    }
    const authorization = /^\/v2\/payments\/authorizations\/([^/]+)\/capture$/.exec(path);
    if (req.method === 'POST' && authorization) {
      const { amount } = JSON.parse(raw) as { amount: { currency_code: string; value: string } };
      const capture = { id: `CAP-${++counter}`, status: 'COMPLETED' };
      captures.set(capture.id, { amountCents: Math.round(Number(amount.value) * 100), refundedCents: 0 });
      // As PayPal shows it: the order's purchase unit lists the capture of its authorisation.
      for (const order of orders.values()) {
        if (order.payments?.authorizations?.some((a) => a.id === authorization[1]))
          order.payments.captures = [capture];
      }
      return remember(201, { ...capture, amount });
    }
    if (req.method === 'POST' && /^\/v2\/payments\/authorizations\/[^/]+\/void$/.test(path)) {
      return remember(204, undefined);
    }
    const refunded = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refunded) return refund(refunded[1]!, raw, remember);
    return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    calls.push({ method: req.method ?? '', path, requestId });
    route(req, res, path, requestId).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    base,
    clientId,
    secret,
    orders,
    calls,
    captures,
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.status = 'APPROVED';
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
