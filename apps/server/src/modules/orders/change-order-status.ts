import { ORDER_NOT_FOUND_MESSAGE } from '@spesa/shared/orders/order.contract';
import {
  isPastPayment,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  PAYMENT_TYPE_IDS,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays, romeDateIso } from '../../lib/italy/rome-time.js';
import type { OrderDeps } from './order-deps.js';
import * as repo from './order.repository.js';

/** spec §1 payment deadlines: deferred and summary-invoice payments fall due 30 days after delivery. */
const DEFERRED_PAYMENT_TYPES: readonly number[] = [
  PAYMENT_TYPE_IDS.deferred,
  PAYMENT_TYPE_IDS.summaryInvoice,
];
const DEFERRED_DUE_DAYS = 30;

/**
 * The store's side (operator endpoint and CLI): moves an order to a status of spec §4. Cancelling gives slot,
 * codes, points and payments back. Answers the order's owner.
 */
export async function changeOrderStatus(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'checkout'>,
  tenantId: string,
  orderId: number,
  statusId: number,
  executedByAgent: boolean | undefined,
): Promise<number> {
  if (!ORDER_STATUS_LABELS[statusId])
    throw new DomainError('ORDER_STATUS_UNKNOWN', `Stato ordine ${statusId} sconosciuto.`, 400, 400);
  const now = deps.clock.now();
  return writeTransaction(deps.db, async (trx) => {
    const order = await repo.findOrder(trx, tenantId, orderId, { lock: true });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    if (statusId === ORDER_STATUS.CANCELLED && order.status !== ORDER_STATUS.CANCELLED) {
      await deps.checkout.cancelInside(trx, tenantId, order, now, false);
    } else {
      await repo.setOrderStatus(trx, order.id, statusId, now, {
        ...(executedByAgent !== undefined ? { executedByAgent } : {}),
        ...(isPastPayment(statusId) ? { paymentExpiresAt: null } : {}),
      });
    }
    if (executedByAgent !== undefined && statusId === ORDER_STATUS.CANCELLED) {
      await repo.setOrderStatus(trx, order.id, ORDER_STATUS.CANCELLED, now, { executedByAgent });
    }
    if (
      statusId === ORDER_STATUS.DELIVERED &&
      order.status !== ORDER_STATUS.DELIVERED &&
      DEFERRED_PAYMENT_TYPES.includes(order.paymentTypeId)
    ) {
      await insertDeferredDueDate(trx, tenantId, order, now);
    }
    return order.userId;
  });
}

async function insertDeferredDueDate(trx: Db, tenantId: string, order: repo.OrderRecord, now: number) {
  await repo.insertDueDate(trx, {
    tenantId,
    userId: order.userId,
    orderId: order.id,
    docNumber: `FT-${romeDateIso(now).slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
    dueDate: addDays(romeDateIso(now), DEFERRED_DUE_DAYS),
    amountCents: order.grossCents,
  });
}
