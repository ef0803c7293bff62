import { centsToEuro } from '@spesa/shared/common/money';
import type { PaymentDueDate } from '@spesa/shared/orders/order.contract';
import { dueDateStatusLabel, type DueDateStatus } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { addDays } from '../../lib/italy/rome-time.js';
import { type DueDateRecord, listDueDates } from './payment-due-date.repository.js';

const EXPIRING_DAYS = 7;

function dueStatusOf(due: DueDateRecord, today: string): DueDateStatus {
  if (due.paidAt !== null) return 'paid';
  if (due.dueDate < today) return 'expired';
  if (due.dueDate <= addDays(today, EXPIRING_DAYS)) return 'expiring';
  return 'pending';
}

/** spec §4: the shopper's invoices due, each paid, to pay, falling due within a week, or overdue. */
export async function listPaymentDueDates(
  db: Db,
  tenantId: string,
  userId: number,
  today: string,
): Promise<PaymentDueDate[]> {
  return (await listDueDates(db, tenantId, userId)).map((d) => {
    const status = dueStatusOf(d, today);
    return {
      paymentDueDateId: d.id,
      orderId: d.orderId,
      orderNumber: d.orderNumber,
      docNumber: d.docNumber,
      dueDate: d.dueDate,
      amount: centsToEuro(d.amountCents),
      status,
      statusDescr: dueDateStatusLabel(status),
    };
  });
}
