import { ORDER_NOT_FOUND_MESSAGE } from '@spesa/shared/orders/order.contract';
import {
  canModifyOrCancel,
  canTransition,
  isFinalStatus,
  isPastPayment,
  isVoided,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  PAYMENT_TYPE_IDS,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays, romeDateIso } from '../../lib/italy/rome-time.js';
import { issueInvoiceAtDelivery } from './invoices/issue-invoice.js';
import { creditOrderPoints } from './loyalty-points.js';
import type { OrderDeps } from './order-deps.js';
import { enqueueOrderMail, mailEventOfStatus } from './order-mail-events.js';
import { setOrderStatus } from './order-write.repository.js';
import { type OrderRecord, findOrder } from './order.repository.js';
import { insertDueDate } from './payment-due-date.repository.js';

/** spec §1 payment deadlines: deferred and summary-invoice payments fall due 30 days after delivery. */
const DEFERRED_PAYMENT_TYPES: readonly number[] = [
  PAYMENT_TYPE_IDS.deferred,
  PAYMENT_TYPE_IDS.summaryInvoice,
];
const DEFERRED_DUE_DAYS = 30;

/** spec §4: the store's move refused by the order's state machine, in the operator's words. */
export function transitionRefusedMessage(orderId: number, fromStatusId: number, toStatusId: number): string {
  const from = ORDER_STATUS_LABELS[fromStatusId] ?? String(fromStatusId);
  const to = ORDER_STATUS_LABELS[toStatusId] ?? String(toStatusId);
  if (isFinalStatus(fromStatusId))
    return `L’ordine ${orderId} è «${from}» (${fromStatusId}): è concluso e non può passare a «${to}» (${toStatusId}).`;
  return `L’ordine ${orderId} è «${from}» (${fromStatusId}) e non può passare a «${to}» (${toStatusId}).`;
}

/**
 * The store's side (operator endpoint and CLI): moves an order along the state machine of spec §4
 * (ORDER_STATUS_TRANSITIONS); any other move is refused with 409 and the order is left as it was. Cancelling
 * or invalidating gives slot, codes, points and payments back; the end statuses of a served order keep its
 * slot, which was used. Asking for the status the order already has changes nothing but the agent mark, so an
 * operator may repeat a call. Answers the order's owner.
 */
export async function changeOrderStatus(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'checkout' | 'shoppers' | 'orderMails' | 'carts'>,
  tenantId: string,
  orderId: number,
  statusId: number,
  executedByAgent: boolean | undefined,
): Promise<number> {
  if (!ORDER_STATUS_LABELS[statusId])
    throw new DomainError('ORDER_STATUS_UNKNOWN', `Stato ordine ${statusId} sconosciuto.`, 400, 400);
  const now = deps.clock.now();
  const userId = await writeTransaction(deps.db, async (trx) => {
    const order = await findOrder(trx, tenantId, orderId, { lock: true });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    const agent = executedByAgent !== undefined ? { executedByAgent } : {};
    if (order.status === statusId) {
      if (executedByAgent !== undefined) await setOrderStatus(trx, order.id, statusId, now, agent);
      return order.userId;
    }
    if (!canTransition(order.status, statusId)) {
      throw new DomainError(
        'ORDER_STATUS_NOT_ALLOWED',
        transitionRefusedMessage(order.id, order.status, statusId),
        409,
        409,
      );
    }
    if (isVoided(statusId)) {
      // Slot released, gift codes, points and payments given back; then the status the store asked for.
      await deps.checkout.cancelInside(trx, tenantId, order, now, 'store');
      await setOrderStatus(trx, order.id, statusId, now, agent);
      await afterStatusSet(deps, trx, order, statusId, now);
    } else {
      await moveOrderInside(deps, trx, order, statusId, now, agent);
    }
    return order.userId;
  });
  deps.orderMails.afterCommit(orderId);
  // A cancelled or invalidated order's open payment is closed (or its approval voided) at the gateway now,
  // not at the next sweep (spec §4); a gateway that does not answer leaves it flagged for the sweep.
  if (isVoided(statusId)) await deps.checkout.releaseGivenUp(orderId);
  return userId;
}

/**
 * A forward move of the store (not a cancellation) inside the caller's transaction, the order locked and the
 * move allowed by the state machine: the status, then what it brings (the end of an open modification, the
 * e-mail, the invoice, points and due date). The picking's moves (README "Picking") go through it too.
 */
export async function moveOrderInside(
  deps: Pick<OrderDeps, 'shoppers' | 'carts'>,
  trx: Db,
  order: OrderRecord,
  statusId: number,
  now: number,
  agent: { executedByAgent?: boolean } = {},
): Promise<void> {
  await setOrderStatus(trx, order.id, statusId, now, {
    ...agent,
    ...(isPastPayment(statusId) ? { paymentExpiresAt: null } : {}),
  });
  await afterStatusSet(deps, trx, order, statusId, now);
}

async function afterStatusSet(
  deps: Pick<OrderDeps, 'shoppers' | 'carts'>,
  trx: Db,
  order: OrderRecord,
  statusId: number,
  now: number,
): Promise<void> {
  // spec §4: taken in charge by the store, the order can no longer be modified; an open modification ends.
  if (!canModifyOrCancel(statusId)) {
    await deps.carts.endModificationOfOrder(trx, {
      tenantId: order.tenantId,
      userId: order.userId,
      orderId: order.id,
      now,
    });
  }
  await afterStoreMove(deps, trx, order, statusId, now);
}

/**
 * What a move of the store brings besides the status, in its transaction: the shopper's e-mail (spec §4
 * statuses 6 for a pick-up, 7 and 18, 8 and 9); at delivery (8 or 9) the invoice's number for an order that
 * asked for one; at delivery (8) the loyalty points, credited once, and the due date of a deferred payment.
 */
async function afterStoreMove(
  deps: Pick<OrderDeps, 'shoppers'>,
  trx: Db,
  order: OrderRecord,
  statusId: number,
  now: number,
): Promise<void> {
  const event = mailEventOfStatus(order, statusId);
  if (event) await enqueueOrderMail(trx, order, event, now);
  // The invoice's number is taken in this transaction (spec §3 need_invoice): no gap if it rolls back.
  const invoice = await issueInvoiceAtDelivery(deps, trx, order, statusId, now);
  if (statusId !== ORDER_STATUS.DELIVERED) return;
  await creditOrderPoints(deps.shoppers, trx, order.tenantId, order, now);
  if (DEFERRED_PAYMENT_TYPES.includes(order.paymentTypeId)) {
    await insertDeferredDueDate(trx, order.tenantId, order, now, invoice?.number);
  }
}

/** The due date of a deferred payment, named after the order's invoice when it has one. */
async function insertDeferredDueDate(
  trx: Db,
  tenantId: string,
  order: OrderRecord,
  now: number,
  invoiceNumber: string | undefined,
) {
  await insertDueDate(trx, {
    tenantId,
    userId: order.userId,
    orderId: order.id,
    docNumber: invoiceNumber ?? `FT-${romeDateIso(now).slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
    dueDate: addDays(romeDateIso(now), DEFERRED_DUE_DAYS),
    amountCents: order.grossCents,
  });
}
