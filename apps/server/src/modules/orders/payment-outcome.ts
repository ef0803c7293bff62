import {
  AWAITING_PAYMENT_STATUS_IDS,
  isAwaitingPayment,
  ORDER_STATUS,
  PAYMENT_TRANSACTION_STATUSES as TX,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { PaymentOutcome } from '../payment/payment-gateway.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { creditOrderPoints } from './loyalty-points.js';
import * as repo from './order.repository.js';

/** Records a gateway verdict once, however many times it arrives (feedback, return, token charge). */
export async function applyPaymentOutcome(
  deps: Pick<CheckoutDeps, 'db' | 'clock' | 'shoppers'>,
  outcome: PaymentOutcome,
): Promise<{ orderId: number; approved: boolean } | undefined> {
  const now = deps.clock.now();
  return writeTransaction(deps.db, async (trx) => {
    const order = await repo.findOrder(trx, outcome.tenantId, outcome.orderId, { lock: true });
    const transaction = await repo.findTransaction(trx, outcome.tenantId, outcome.transactionId);
    if (!order || !transaction || transaction.orderId !== order.id) return undefined;
    const card = { last4: outcome.cardLast4, type: outcome.cardType, reference: outcome.reference };
    if (!outcome.approved) {
      if (await repo.settleTransaction(trx, transaction.id, TX.error, card, now)) {
        // spec §4: the order stays suspended until paid (status 2), or is cancelled by the sweep.
        await repo.transitionOrder(
          trx,
          order.id,
          [ORDER_STATUS.AWAITING_PAYMENT],
          ORDER_STATUS.FINISH_PAYMENT,
          now,
        );
      }
      return { orderId: order.id, approved: false };
    }
    if (!(await repo.settleTransaction(trx, transaction.id, TX.authorised, card, now))) {
      return { orderId: order.id, approved: transaction.status === TX.authorised };
    }
    if (!isAwaitingPayment(order.status)) {
      // Paid after the order was cancelled: the authorisation is given back.
      await repo.setTransactionsStatus(trx, order.id, [TX.authorised], TX.reversed, now);
      return { orderId: order.id, approved: false };
    }
    await repo.setTransactionsStatus(trx, order.id, [TX.inProgress], TX.cancelled, now);
    await repo.transitionOrder(trx, order.id, AWAITING_PAYMENT_STATUS_IDS, ORDER_STATUS.ORDERED, now, {
      paymentExpiresAt: null,
    });
    await creditOrderPoints(deps.shoppers, trx, outcome.tenantId, order, now);
    await saveCardOfOutcome(trx, order, transaction, outcome, now);
    return { orderId: order.id, approved: true };
  });
}

/** Keeps the card the shopper asked to save, once the gateway approved it and sent its token. */
async function saveCardOfOutcome(
  trx: Db,
  order: repo.OrderRecord,
  transaction: repo.TransactionRecord,
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
    await repo.insertPaymentAuth(trx, {
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
