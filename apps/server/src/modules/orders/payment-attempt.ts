import type { CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import { PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { PaymentGateway, PaymentMethod } from '../payment/payment-gateway.js';
import { checkoutAnswer } from './checkout-answer.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { applyPaymentOutcome, releaseGivenUpPayments } from './payment-outcome.js';
import { findIdempotent, insertIdempotent, updateIdempotent } from './idempotency.repository.js';
import type { PaymentAuthRecord } from './payment-auth.repository.js';
import { insertTransaction } from './payment-transaction.repository.js';
import { isCardPaymentType, paymentMethodOf } from './payment-types.js';

/** An online payment recorded in progress, to collect at the gateway once the transaction has committed. */
export interface PendingPayment {
  orderId: number;
  transactionId: number;
  method: PaymentMethod;
  amountCents: number;
  saveCard: boolean;
  token: string | null;
}

/** What an attempt did inside its transaction: an answer given before, or the order it leaves to pay. */
export type PaymentAttempt =
  | { replay: CheckoutBuyData }
  | { orderId: number; paymentUrl: string | null; pending: PendingPayment | null };

/**
 * A payment attempt (buy or retry) done once per idempotency scope, in one transaction: `lock` takes the row
 * the attempt serialises on before the key is read, so a doubled request waits for the first and replays
 * its answer. The gateway is called only after the commit, never inside the transaction.
 */
export async function runPaymentAttempt<Locked>(
  deps: CheckoutDeps,
  request: {
    tenantId: string;
    userId: number;
    scope: string | null;
    now: number;
    lock: (trx: Db) => Promise<Locked>;
    attempt: (trx: Db, locked: Locked) => Promise<PaymentAttempt>;
  },
): Promise<CheckoutBuyData> {
  const { tenantId, userId, scope } = request;
  type Result = { replay: CheckoutBuyData } | { answer: CheckoutBuyData; pending: PendingPayment | null };
  const result = await writeTransaction(deps.db, async (trx): Promise<Result> => {
    const locked = await request.lock(trx);
    if (scope) {
      const seen = await findIdempotent(trx, tenantId, scope);
      if (seen?.response) return { replay: JSON.parse(seen.response) as CheckoutBuyData };
    }
    const attempt = await request.attempt(trx, locked);
    if ('replay' in attempt) return attempt;
    const answer = await checkoutAnswer(trx, tenantId, userId, attempt.orderId, attempt.paymentUrl);
    if (scope) {
      await insertIdempotent(trx, {
        tenantId,
        scope,
        userId,
        orderId: attempt.orderId,
        response: JSON.stringify(answer),
        now: request.now,
      });
    }
    return { answer, pending: attempt.pending };
  });
  if ('replay' in result) return result.replay;
  // The attempts this one superseded are closed at the gateway before the new one opens: an old page of
  // the order refuses a card from now on.
  await releaseGivenUpPayments(deps, { orderId: result.answer.orderId });
  if (result.pending) {
    await collect(deps, tenantId, userId, result.pending, scope);
    if (result.pending.token) return checkoutAnswer(deps.db, tenantId, userId, result.pending.orderId, null);
  }
  return result.answer;
}

/** Records a card transaction in progress: a saved card is charged after commit, a new one pays on the page. */
export async function openCardPayment(
  trx: Db,
  gateway: PaymentGateway,
  p: {
    tenantId: string;
    orderId: number;
    userId: number;
    paymentTypeId: number;
    amountCents: number;
    auth: PaymentAuthRecord | undefined;
    saveCard: boolean;
    now: number;
  },
): Promise<{ pending: PendingPayment; paymentUrl: string | null }> {
  const saveCard = p.saveCard && !p.auth && isCardPaymentType(p.paymentTypeId);
  const transactionId = await insertTransaction(trx, {
    tenantId: p.tenantId,
    orderId: p.orderId,
    userId: p.userId,
    paymentTypeId: p.paymentTypeId,
    status: TX.inProgress,
    amountCents: p.amountCents,
    userPaymentAuthId: p.auth?.id ?? null,
    saveCard,
    now: p.now,
  });
  const pending = {
    orderId: p.orderId,
    transactionId,
    method: paymentMethodOf(p.paymentTypeId),
    amountCents: p.amountCents,
    saveCard,
    token: p.auth?.gatewayToken ?? null,
  };
  return { pending, paymentUrl: p.auth ? null : gateway.paymentUrl({ tenantId: p.tenantId, ...pending }) };
}

/** After the order is committed: open the gateway session or charge the saved card, never inside a transaction. */
async function collect(
  deps: CheckoutDeps,
  tenantId: string,
  userId: number,
  pending: PendingPayment,
  scope: string | null,
): Promise<void> {
  const request = { tenantId, ...pending };
  try {
    if (pending.token) {
      const outcome = await deps.gateway.chargeToken({ ...request, token: pending.token });
      await applyPaymentOutcome(deps, outcome);
      if (scope) {
        const final = await checkoutAnswer(deps.db, tenantId, userId, pending.orderId, null);
        await writeTransaction(deps.db, (trx) =>
          updateIdempotent(trx, tenantId, scope, JSON.stringify(final)),
        );
      }
    } else {
      await deps.gateway.openSession(request);
    }
  } catch (error) {
    // The order waits for its payment; the shopper can retry it, or it is cancelled by the sweep.
    deps.log(error, 'payment gateway call failed');
  }
}
