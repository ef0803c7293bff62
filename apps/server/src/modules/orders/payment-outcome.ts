import {
  AWAITING_PAYMENT_STATUS_IDS,
  isAwaitingPayment,
  ORDER_STATUS,
  PAYMENT_TRANSACTION_STATUSES as TX,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { PaymentOutcome, PaymentRef } from '../payment/payment-gateway.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { enqueueOrderConfirmed, enqueueOrderMail, ORDER_MAIL_EVENT } from './order-mail-events.js';
import { isOnlinePaymentType, paymentMethodOf } from './payment-types.js';
import { transitionOrder } from './order-write.repository.js';
import { type OrderRecord, findOrder } from './order.repository.js';
import { insertPaymentAuth } from './payment-auth.repository.js';
import {
  type TransactionRecord,
  findTransaction,
  giveUpTransactions,
  listVoidDue,
  markGatewayTold,
  reverseTransaction,
  settleTransaction,
} from './payment-transaction.repository.js';

type OutcomeDeps = Pick<CheckoutDeps, 'db' | 'clock' | 'carts' | 'gateway' | 'log' | 'orderMails'>;

const RELEASE_BATCH = 100;

export function refOf(transaction: TransactionRecord): PaymentRef {
  return {
    tenantId: transaction.tenantId,
    orderId: transaction.orderId,
    transactionId: transaction.id,
    method: paymentMethodOf(transaction.paymentTypeId),
  };
}

function cardOf(outcome: PaymentOutcome) {
  return { last4: outcome.cardLast4, type: outcome.cardType, reference: outcome.reference };
}

/**
 * The gateway named an attempt (its feedback, the shopper's return): the shop asks the gateway what became
 * of it and records that, never what the notification itself might claim.
 */
export async function settlePayment(
  deps: OutcomeDeps,
  ref: PaymentRef,
): Promise<{ orderId: number; approved: boolean } | undefined> {
  const status = await deps.gateway.paymentStatus(ref);
  if (status.state === 'approved' || status.state === 'declined') {
    return applyPaymentOutcome(deps, status.outcome);
  }
  const transaction = await findTransaction(deps.db, ref.tenantId, ref.transactionId);
  return transaction?.orderId === ref.orderId ? { orderId: ref.orderId, approved: false } : undefined;
}

/**
 * A confirmed order authorised again by card: paid on delivery (or offline) and its shopper asked to pay it by
 * card instead, or modified (spec §4 'Modifica ordine') beyond its hold or to another card type.
 */
function isNewAuthorisation(order: OrderRecord, transaction: TransactionRecord): boolean {
  return order.status === ORDER_STATUS.ORDERED && isOnlinePaymentType(transaction.paymentTypeId);
}

/** Records a gateway verdict once, however many times it arrives (feedback, return, token charge, sweep). */
export async function applyPaymentOutcome(
  deps: OutcomeDeps,
  outcome: PaymentOutcome,
): Promise<{ orderId: number; approved: boolean } | undefined> {
  const now = deps.clock.now();
  const result = await writeTransaction(deps.db, async (trx) => {
    const order = await findOrder(trx, outcome.tenantId, outcome.orderId, { lock: true });
    const transaction = await findTransaction(trx, outcome.tenantId, outcome.transactionId);
    if (!order || !transaction || transaction.orderId !== order.id) return undefined;
    const card = cardOf(outcome);
    if (!outcome.approved) {
      if (await settleTransaction(trx, transaction.id, TX.error, card, now)) {
        // spec §4: the order stays suspended until paid (status 2), or is cancelled by the sweep.
        await transitionOrder(
          trx,
          order.id,
          [ORDER_STATUS.AWAITING_PAYMENT],
          ORDER_STATUS.FINISH_PAYMENT,
          now,
        );
        if (isAwaitingPayment(order.status)) {
          await enqueueOrderMail(trx, order, ORDER_MAIL_EVENT.PAYMENT_FAILED, now);
        }
      }
      return { orderId: order.id, approved: false };
    }
    if (transaction.status === TX.authorised || transaction.status === TX.confirmed) {
      return { orderId: order.id, approved: true };
    }
    if (transaction.status === TX.inProgress && isAwaitingPayment(order.status)) {
      await settleTransaction(trx, transaction.id, TX.authorised, card, now);
      await giveUpTransactions(trx, order.id, [TX.inProgress], TX.cancelled, now);
      await transitionOrder(trx, order.id, AWAITING_PAYMENT_STATUS_IDS, ORDER_STATUS.ORDERED, now, {
        paymentExpiresAt: null,
      });
      await enqueueOrderConfirmed(deps.carts, trx, order, now);
      await saveCardOfOutcome(trx, order, transaction, outcome, now);
      return { orderId: order.id, approved: true };
    }
    if (transaction.status === TX.inProgress && isNewAuthorisation(order, transaction)) {
      // The hold it replaces is given back (voided at the gateway after the commit).
      await giveUpTransactions(trx, order.id, [TX.authorised], TX.reversed, now);
      await settleTransaction(trx, transaction.id, TX.authorised, card, now);
      await transitionOrder(trx, order.id, [ORDER_STATUS.ORDERED], ORDER_STATUS.ORDERED, now, {
        paymentTypeId: transaction.paymentTypeId,
        prebilledCents: transaction.amountCents,
      });
      await saveCardOfOutcome(trx, order, transaction, outcome, now);
      return { orderId: order.id, approved: true };
    }
    // spec §4 (transaction status 4): an approval of an attempt the shop gave up (a newer attempt, or the
    // order cancelled) is recorded as reversed and voided at the gateway, never left approved.
    await reverseTransaction(trx, transaction.id, card, now);
    return { orderId: order.id, approved: false };
  });
  if (result) {
    deps.orderMails.afterCommit(result.orderId);
    await releaseGivenUpPayments(deps, { orderId: result.orderId });
  }
  return result;
}

/**
 * Tells the gateway of the attempts the shop gave up (spec §4 transaction statuses 4 reversed and 5
 * cancelled): a pending session is closed so its page refuses a card, an approval is voided and recorded as
 * reversed. An attempt the gateway does not answer for stays flagged for the next sweep.
 */
export async function releaseGivenUpPayments(
  deps: Pick<OutcomeDeps, 'db' | 'clock' | 'gateway' | 'log'>,
  options: { orderId?: number } = {},
): Promise<void> {
  for (const transaction of await listVoidDue(deps.db, { ...options, limit: RELEASE_BATCH })) {
    const ref = refOf(transaction);
    try {
      let status = await deps.gateway.cancelPayment(ref);
      if (status.state === 'approved') status = await deps.gateway.reversePayment(ref);
      if (status.state === 'approved' || status.state === 'pending') continue;
      const reversed = status.state === 'reversed' ? cardOf(status.outcome) : undefined;
      await markGatewayTold(deps.db, transaction.id, reversed, deps.clock.now());
    } catch (error) {
      deps.log(error, 'payment gateway void failed');
    }
  }
}

/** Keeps the card the shopper asked to save, once the gateway approved it and sent its token. */
async function saveCardOfOutcome(
  trx: Db,
  order: OrderRecord,
  transaction: TransactionRecord,
  outcome: PaymentOutcome,
  now: number,
) {
  if (
    transaction.saveCard &&
    outcome.token &&
    outcome.cardLast4 &&
    outcome.expireMonth &&
    outcome.expireYear
  ) {
    await insertPaymentAuth(trx, {
      tenantId: outcome.tenantId,
      userId: order.userId,
      paymentTypeId: transaction.paymentTypeId,
      last4: outcome.cardLast4,
      type: outcome.cardType ?? 'visa',
      month: outcome.expireMonth,
      year: outcome.expireYear,
      token: outcome.token,
      now,
    });
  }
}
