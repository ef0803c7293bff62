import { createHmac } from 'node:crypto';
import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import {
  refToParams,
  signParams,
  withTimeout,
  type CaptureResult,
  type PaymentGateway,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentRef,
  type PaymentRequest,
  type PaymentStatus,
  type RefundResult,
  type SignedParams,
} from './payment-gateway.js';
import * as repo from './test-gateway.repository.js';

/** The test cards of the built-in gateway (the numbers card networks publish for testing). */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000002760003184',
} as const;

export const GATEWAY_PATH = '/payment-gateway/pay';
/** The PayPal-like approval page the built-in gateway offers a chain without PayPal credentials. */
export const PAYPAL_PAGE_PATH = '/payment-gateway/paypal';
export const RETURN_PATH = '/ebsn/api/payment-provider/return';
export const FEEDBACK_PATH = '/ebsn/api/payment-provider/feedback';

const SESSION_TTL_MS = 60 * 60 * 1000;

/** How the gateway reaches the shop's feedback endpoint: fetch in production, app.inject in tests. */
export type FeedbackTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number }>;

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

export type CardCheck =
  | { ok: true; last4: string; type: string; month: number; year: number; digits: string }
  | { ok: false; errors: Partial<Record<keyof CardInput, string>> };

/** Number (Luhn, length, network), expiry and CVV checked by card-validator; the type by credit-card-type. */
export function checkCard(input: CardInput): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const number = cardValidator.number(digits);
  if (!number.isValid) errors.number = 'Numero di carta non valido.';
  const expiry = cardValidator.expirationDate(input.expiry.replace(/\s/g, ''));
  if (!expiry.isValid) errors.expiry = 'Data di scadenza non valida (MM/AA).';
  const cvvSize = number.card?.code.size ?? 3;
  if (!cardValidator.cvv(input.cvv.trim(), cvvSize).isValid) {
    errors.cvv = `Il codice di sicurezza deve avere ${cvvSize} cifre.`;
  }
  if (!cardValidator.cardholderName(input.holder.trim()).isValid || input.holder.trim() === '') {
    errors.holder = "Scrivi il nome dell'intestatario.";
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  // spec §9: card type detection patterns for many networks, default visa.
  const type = creditCardType(digits)[0]?.type ?? 'visa';
  const year = Number(expiry.year);
  return {
    ok: true,
    last4: digits.slice(-4),
    type,
    month: Number(expiry.month),
    year: year < 100 ? 2000 + year : year,
    digits,
  };
}

export interface TestGateway extends PaymentGateway {
  findSession(sessionId: string): Promise<SessionRecord | undefined>;
  /** The shopper submitted the card form: approve, decline, or ask for the 3-D Secure confirmation. */
  submitCard(
    sessionId: string,
    card: Extract<CardCheck, { ok: true }>,
  ): Promise<{ returnUrl: string } | 'challenge'>;
  /** The shopper answered the 3-D Secure page. Answers the return URL to send the browser to. */
  answerChallenge(sessionId: string, approve: boolean): Promise<string>;
  /** The shopper approved or cancelled on the PayPal-like page. Answers the return URL. */
  answerPaypal(sessionId: string, approve: boolean): Promise<string>;
  /** Where the browser goes back to the shop: the attempt's ids, signed; the shop asks for the rest. */
  returnUrlOf(session: SessionRecord): string;
}

export type SessionState =
  | 'open'
  | 'challenge'
  | 'approved'
  | 'declined'
  | 'voided'
  | 'reversed'
  | 'captured';

export interface SessionRecord {
  id: string;
  tenantId: string;
  transactionId: number;
  orderId: number;
  amountCents: number;
  status: SessionState;
  cardLast4: string | null;
  cardType: string | null;
  expireMonth: number | null;
  expireYear: number | null;
  saveCard: boolean;
  /** A PayPal-like session shows the approval page instead of the card form. */
  method: PaymentMethod;
  expiresAt: number;
  capturedCents: number | null;
  refundedCents: number;
}

type CardSummary = { last4: string; type: string; month: number; year: number };

/** The flags a session's status carries after its state: `:save` (keep the card) or `:paypal`. */
function flagsOf(session: { saveCard: boolean; method?: PaymentMethod | undefined }): string {
  if (session.method === 'paypal') return ':paypal';
  return session.saveCard ? ':save' : '';
}

export function createTestGateway(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  timeoutMs: number;
  transport: FeedbackTransport;
  /** The shop's feedback address for a chain, from the shop's configuration (never a request's Host). */
  feedbackUrlOf: (tenantId: string) => string;
  log: (error: unknown, message: string) => void;
}): TestGateway {
  const { db, clock, secret, timeoutMs } = deps;

  const sessionIdOf = (request: Pick<PaymentRequest, 'tenantId' | 'transactionId'>) =>
    createHmac('sha256', secret)
      .update(`session:${request.tenantId}:${request.transactionId}`)
      .digest('hex')
      .slice(0, 40);

  function tokenOf(card: CardSummary): string {
    const payload = Buffer.from(JSON.stringify(card)).toString('base64url');
    return `tok.${payload}.${createHmac('sha256', secret).update(`token:${payload}`).digest('hex').slice(0, 32)}`;
  }

  function cardOfToken(token: string): CardSummary | undefined {
    const [prefix, payload, sig] = token.split('.');
    if (prefix !== 'tok' || !payload || !sig) return undefined;
    if (createHmac('sha256', secret).update(`token:${payload}`).digest('hex').slice(0, 32) !== sig)
      return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as CardSummary;
  }

  async function findSession(sessionId: string): Promise<SessionRecord | undefined> {
    if (!/^[0-9a-f]{40}$/.test(sessionId)) return undefined;
    const row = await repo.findGatewaySession(db, sessionId);
    if (!row) return undefined;
    const [status, ...flags] = row.status.split(':');
    return {
      ...row,
      status: (status ?? 'open') as SessionState,
      saveCard: flags.includes('save'),
      method: flags.includes('paypal') ? 'paypal' : 'card',
    };
  }

  /** The session of an attempt, when the ids the shop gives all match it. */
  async function sessionOf(ref: PaymentRef): Promise<SessionRecord | undefined> {
    const session = await findSession(sessionIdOf(ref));
    return session && session.orderId === ref.orderId && session.transactionId === ref.transactionId
      ? session
      : undefined;
  }

  /** Moves a session from one of `from` to `to`, keeping whether the card is to be saved and how it is paid. */
  function move(session: SessionRecord, from: SessionState[], to: SessionState, card?: CardSummary) {
    const suffix = flagsOf(session);
    return repo.moveGatewaySession(
      db,
      session.id,
      from.map((s) => `${s}${suffix}`),
      `${to}${suffix}`,
      card,
    );
  }

  function outcomeOf(session: SessionRecord): PaymentOutcome {
    // A captured authorisation was approved: the shop recorded it so, and keeps it so.
    const approved = session.status === 'approved' || session.status === 'captured';
    const card =
      session.cardLast4 && session.cardType && session.expireMonth && session.expireYear
        ? {
            last4: session.cardLast4,
            type: session.cardType,
            month: session.expireMonth,
            year: session.expireYear,
          }
        : undefined;
    return {
      tenantId: session.tenantId,
      transactionId: session.transactionId,
      orderId: session.orderId,
      approved,
      reference: `${session.method === 'paypal' ? 'paypal' : 'pay'}_${session.id.slice(0, 16)}`,
      cardLast4: session.cardLast4,
      cardType: session.cardType,
      expireMonth: session.expireMonth,
      expireYear: session.expireYear,
      token: approved && session.saveCard && card ? tokenOf(card) : null,
    };
  }

  function statusOf(session: SessionRecord | undefined): PaymentStatus {
    if (!session) return { state: 'unknown' };
    switch (session.status) {
      case 'open':
      case 'challenge':
        return { state: 'pending' };
      case 'voided':
        return { state: 'voided' };
      case 'captured':
        return { state: 'approved', outcome: outcomeOf(session) };
      default:
        return { state: session.status, outcome: outcomeOf(session) };
    }
  }

  function returnUrlOf(session: SessionRecord): string {
    const params = signParams(secret, refToParams(session));
    return `${RETURN_PATH}?${new URLSearchParams(params).toString()}`;
  }

  /**
   * The server-to-server feedback, signed, with a timeout: it names the attempt, and the shop asks its status.
   * A failure leaves the shopper's return, or the shop's sweep, to record it.
   */
  async function sendFeedback(session: SessionRecord): Promise<void> {
    const params: SignedParams = signParams(secret, refToParams(session));
    try {
      await withTimeout(async (signal) => {
        const res = await deps.transport(deps.feedbackUrlOf(session.tenantId), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(params).toString(),
          signal,
        });
        if (res.status >= 300) throw new Error(`feedback answered ${res.status}`);
      }, timeoutMs);
    } catch (error) {
      deps.log(error, 'payment gateway feedback failed');
    }
  }

  async function finish(
    sessionId: string,
    from: SessionState[],
    verdict: 'approved' | 'declined',
    card: CardSummary | undefined,
  ): Promise<string> {
    const session = await findSession(sessionId);
    if (!session) throw new Error('unknown payment session');
    const moved = await move(session, from, verdict, card);
    const finished = (await findSession(sessionId))!;
    if (moved) await sendFeedback(finished);
    return returnUrlOf(finished);
  }

  /** The capture's answer as the session now tells it: one capture, whoever asked first. */
  function captureResultOf(session: SessionRecord | undefined): CaptureResult {
    if (session?.status !== 'captured' || session.capturedCents === null)
      return { state: 'refused', reason: 'not_authorised' };
    return {
      state: 'captured',
      capturedCents: session.capturedCents,
      releasedCents: session.amountCents - session.capturedCents,
      reference: `cap_${session.id.slice(0, 16)}`,
    };
  }

  async function captureSession(ref: PaymentRef, amountCents: number): Promise<CaptureResult> {
    const session = await sessionOf(ref);
    if (!session) return { state: 'refused', reason: 'not_authorised' };
    if (session.status === 'captured') return captureResultOf(session);
    if (session.status !== 'approved') return { state: 'refused', reason: 'not_authorised' };
    if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > session.amountCents)
      return { state: 'refused', reason: 'above_authorised' };
    const suffix = flagsOf(session);
    const captured = await repo.captureGatewaySession(
      db,
      session.id,
      [`approved${suffix}`],
      `captured${suffix}`,
      amountCents,
    );
    const after = await findSession(session.id);
    // The shop hears of the capture like of any verdict: the signed feedback naming the attempt.
    if (captured && after) await sendFeedback(after);
    return captureResultOf(after);
  }

  /** Gives back part or all of a capture, each request once, never more than the capture (README "Refunds"). */
  async function refundSession(
    ref: PaymentRef,
    amountCents: number,
    requestId: string,
  ): Promise<RefundResult> {
    const session = await sessionOf(ref);
    if (session?.status !== 'captured' || session.capturedCents === null)
      return { state: 'refused', reason: 'not_captured' };
    const known = await repo.findGatewayRefund(db, session.id, requestId);
    if (known === undefined) {
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        return { state: 'refused', reason: 'above_captured' };
      const done = await repo.refundGatewaySession(db, {
        sessionId: session.id,
        requestId,
        amountCents,
        now: clock.now(),
      });
      if (done === 'refused') return { state: 'refused', reason: 'above_captured' };
    }
    return {
      state: 'refunded',
      refundedCents: (await repo.findGatewayRefund(db, session.id, requestId)) ?? amountCents,
      reference: `ref_${session.id.slice(0, 12)}_${requestId.slice(0, 24)}`,
    };
  }

  return {
    findSession,
    returnUrlOf,

    paymentUrl(request) {
      return `${request.method === 'paypal' ? PAYPAL_PAGE_PATH : GATEWAY_PATH}/${sessionIdOf(request)}`;
    },

    async openSession(request) {
      const now = clock.now();
      await withTimeout(
        () =>
          repo.insertGatewaySession(db, {
            id: sessionIdOf(request),
            tenantId: request.tenantId,
            transactionId: request.transactionId,
            orderId: request.orderId,
            amountCents: request.amountCents,
            status: `open${flagsOf(request)}`,
            card: undefined,
            now,
            expiresAt: now + SESSION_TTL_MS,
          }),
        timeoutMs,
      );
    },

    async chargeToken(request) {
      return withTimeout(async () => {
        const known = await sessionOf(request);
        if (known) return outcomeOf(known);
        const card = cardOfToken(request.token);
        const now = new Date(clock.now());
        const expired =
          !card ||
          card.year < now.getUTCFullYear() ||
          (card.year === now.getUTCFullYear() && card.month < now.getUTCMonth() + 1);
        await repo.insertGatewaySession(db, {
          id: sessionIdOf(request),
          tenantId: request.tenantId,
          transactionId: request.transactionId,
          orderId: request.orderId,
          amountCents: request.amountCents,
          status: expired ? 'declined' : 'approved',
          card,
          now: clock.now(),
          expiresAt: clock.now(),
        });
        return outcomeOf((await findSession(sessionIdOf(request)))!);
      }, timeoutMs);
    },

    paymentStatus(ref) {
      return withTimeout(async () => statusOf(await sessionOf(ref)), timeoutMs);
    },

    cancelPayment(ref) {
      return withTimeout(async () => {
        const session = await sessionOf(ref);
        if (!session) return { state: 'unknown' };
        await move(session, ['open', 'challenge'], 'voided');
        return statusOf(await findSession(session.id));
      }, timeoutMs);
    },

    reversePayment(ref) {
      return withTimeout(async () => {
        const session = await sessionOf(ref);
        if (!session) return { state: 'unknown' };
        await move(session, ['approved'], 'reversed');
        return statusOf(await findSession(session.id));
      }, timeoutMs);
    },

    capture: (ref, amountCents) => withTimeout(() => captureSession(ref, amountCents), timeoutMs),

    refund: (ref, amountCents, requestId) =>
      withTimeout(() => refundSession(ref, amountCents, requestId), timeoutMs),

    release(ref) {
      return withTimeout(async () => {
        const session = await sessionOf(ref);
        if (!session) return { state: 'unknown' };
        if (await move(session, ['approved'], 'reversed')) await sendFeedback(session);
        return statusOf(await findSession(session.id));
      }, timeoutMs);
    },

    async submitCard(sessionId, card) {
      const summary = { last4: card.last4, type: card.type, month: card.month, year: card.year };
      if (card.digits === TEST_CARDS.challenge) {
        const session = await findSession(sessionId);
        if (!session) throw new Error('unknown payment session');
        await move(session, ['open'], 'challenge', summary);
        return 'challenge';
      }
      const verdict = card.digits === TEST_CARDS.decline ? 'declined' : 'approved';
      return { returnUrl: await finish(sessionId, ['open'], verdict, summary) };
    },

    answerChallenge(sessionId, approve) {
      return finish(sessionId, ['challenge'], approve ? 'approved' : 'declined', undefined);
    },

    answerPaypal(sessionId, approve) {
      return finish(sessionId, ['open'], approve ? 'approved' : 'declined', undefined);
    },
  };
}
