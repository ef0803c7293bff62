import {
  ORDER_NOT_REFUNDABLE_MESSAGE,
  REFUND_ABOVE_PAID_MESSAGE,
  REFUND_GATEWAY_FAILED_MESSAGE,
  REFUND_NOT_CAPTURED_MESSAGE,
  REFUND_REQUEST_REUSED_MESSAGE,
  type OrderRefundBody,
} from '@spesa/shared/admin/order-refund.contract';
import { ORDER_NOT_FOUND_MESSAGE } from '@spesa/shared/orders/order.contract';
import { isDelivered, PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { PaymentGateway, PaymentRef } from '../payment/payment-gateway.js';
import { debitOrderPoints } from './loyalty-points.js';
import type { OrderMailDispatcher } from './order-mail-dispatch.js';
import { enqueueOrderRefunded } from './order-mail-events.js';
import {
  findOrderRefund,
  insertOrderRefund,
  setOrderRefunded,
  type NewOrderRefund,
} from './order-refund.repository.js';
import { findOrder, type OrderRecord } from './order.repository.js';
import { refOf } from './payment-outcome.js';
import { latestTransactions } from './payment-transaction.repository.js';
import { isOnlinePaymentType } from './payment-types.js';

export interface RefundDeps {
  db: Db;
  clock: Clock;
  shoppers: Pick<ShopperService, 'addLoyaltyPoints'>;
  gateway: Pick<PaymentGateway, 'refund'>;
  orderMails: Pick<OrderMailDispatcher, 'afterCommit'>;
}

export interface RefundService {
  /** Refunds a delivered order in whole or in part; answers the order's owner (README "Refunds"). */
  refund(tenantId: string, body: OrderRefundBody, staffId: number | null): Promise<{ userId: number }>;
}

const notRefundable = () => new DomainError('ORDER_NOT_REFUNDABLE', ORDER_NOT_REFUNDABLE_MESSAGE, 409, 409);
const abovePaid = () => new DomainError('REFUND_ABOVE_PAID', REFUND_ABOVE_PAID_MESSAGE, 409, 409);

/** What the shopper paid for the order: its final total (what a capture takes at delivery). */
export function paidCentsOf(order: Pick<OrderRecord, 'grossCents'>): number {
  return order.grossCents;
}

/** The refund's checks on the order as it is: delivered, and no more than what was paid and not yet refunded. */
function assertRefundable(order: OrderRecord, amountCents: number): void {
  if (!isDelivered(order.status)) throw notRefundable();
  if (amountCents > paidCentsOf(order) - order.refundedCents) throw abovePaid();
}

/** The approved online payment of the order, when it was paid online; undefined for payment on delivery. */
async function paymentRefOf(db: Db, order: OrderRecord): Promise<PaymentRef | undefined> {
  if (!isOnlinePaymentType(order.paymentTypeId)) return undefined;
  const transaction = (await latestTransactions(db, [order.id])).get(order.id);
  const paid: readonly number[] = [TX.authorised, TX.confirmed];
  if (!transaction || !paid.includes(transaction.status))
    throw new DomainError('REFUND_NOT_CAPTURED', REFUND_NOT_CAPTURED_MESSAGE, 409, 409);
  return refOf(transaction);
}

/** The gateway gives the money back; anything but its yes changes nothing here and can be asked again. */
async function refundAtGateway(deps: RefundDeps, ref: PaymentRef, body: OrderRefundBody): Promise<string> {
  let result;
  try {
    result = await deps.gateway.refund(ref, body.amountCents, body.requestId);
  } catch {
    throw new DomainError('REFUND_GATEWAY_FAILED', REFUND_GATEWAY_FAILED_MESSAGE, 502, 502);
  }
  if (result.state === 'refunded') return result.reference;
  if (result.reason === 'above_captured') throw abovePaid();
  throw new DomainError('REFUND_NOT_CAPTURED', REFUND_NOT_CAPTURED_MESSAGE, 409, 409);
}

/**
 * README "Refunds": the points a refund takes back. A refund of the whole order takes them all back with
 * debitOrderPoints (once: it flips the order's credited mark), giving back what earlier partial refunds took;
 * a partial refund takes back the share of the points that the refunded total is of what was paid, rounded
 * down, less what earlier refunds took. Points never credited are not taken back.
 */
async function reversePoints(
  deps: RefundDeps,
  trx: Db,
  order: OrderRecord,
  refundedCents: number,
  now: number,
): Promise<number> {
  if (!order.pointsCredited || order.loyaltyPoints <= 0) return order.pointsReversed;
  const paid = paidCentsOf(order);
  if (refundedCents >= paid) {
    await debitOrderPoints(deps.shoppers as ShopperService, trx, order.tenantId, order, now);
    if (order.pointsReversed > 0) {
      await deps.shoppers.addLoyaltyPoints(trx, order.tenantId, order.userId, order.pointsReversed, now);
    }
    return order.loyaltyPoints;
  }
  const share = Math.floor((order.loyaltyPoints * refundedCents) / paid);
  const more = share - order.pointsReversed;
  if (more <= 0) return order.pointsReversed;
  await deps.shoppers.addLoyaltyPoints(trx, order.tenantId, order.userId, -more, now);
  return share;
}

/**
 * Records the refund under the order's row lock, once per request id: the order's refunded total, the points
 * and the shopper's e-mail. A refund on delivery's cash is checked again here, where concurrent ones queue.
 */
async function recordRefund(deps: RefundDeps, refund: NewOrderRefund): Promise<number> {
  return writeTransaction(deps.db, async (trx) => {
    const order = await findOrder(trx, refund.tenantId, refund.orderId, { lock: true });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    // Money the gateway gave back is recorded whatever: the gateway itself kept it within the capture.
    if (refund.channel === 'offline') assertRefundable(order, refund.amountCents);
    if (!(await insertOrderRefund(trx, refund))) return order.userId;
    const refundedCents = order.refundedCents + refund.amountCents;
    const pointsReversed = await reversePoints(deps, trx, order, refundedCents, refund.now);
    await setOrderRefunded(trx, order.id, refundedCents, pointsReversed, refund.now);
    await enqueueOrderRefunded(trx, order, refund.amountCents, refundedCents, refund.now);
    return order.userId;
  });
}

async function refundOrder(
  deps: RefundDeps,
  tenantId: string,
  body: OrderRefundBody,
  staffId: number | null,
): Promise<{ userId: number }> {
  const order = await findOrder(deps.db, tenantId, body.orderId);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  const known = await findOrderRefund(deps.db, tenantId, body.requestId);
  // The same request again: recorded once, answered as it was.
  if (known?.orderId === order.id) return { userId: order.userId };
  if (known) throw new DomainError('IDEMPOTENCY_KEY', REFUND_REQUEST_REUSED_MESSAGE, 409, 409);
  assertRefundable(order, body.amountCents);
  const ref = await paymentRefOf(deps.db, order);
  const reference = ref ? await refundAtGateway(deps, ref, body) : null;
  const userId = await recordRefund(deps, {
    tenantId,
    requestId: body.requestId,
    orderId: order.id,
    amountCents: body.amountCents,
    reason: body.reason,
    staffId,
    channel: ref ? 'gateway' : 'offline',
    reference,
    now: deps.clock.now(),
  });
  deps.orderMails.afterCommit(order.id);
  return { userId };
}

export function createRefundService(deps: RefundDeps): RefundService {
  return { refund: (tenantId, body, staffId) => refundOrder(deps, tenantId, body, staffId) };
}
