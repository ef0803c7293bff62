import { DELIVERED_STATUS_IDS } from '@spesa/shared/rules/order-status';
import type { Db } from '../../../db/database.js';
import { romeDateIso } from '../../../lib/italy/rome-time.js';
import type { OrderDeps } from '../order-deps.js';
import type { OrderRecord } from '../order.repository.js';
import { invoiceNumberText } from './invoice-document.js';
import { findOrderInvoice, insertOrderInvoice, nextInvoiceNumber } from './invoice-number.repository.js';

/** spec §3 cartInfos need_invoice: whether the shopper asked for an invoice with the order. */
export function asksForInvoice(order: Pick<OrderRecord, 'infos'>): boolean {
  return order.infos.need_invoice === 'true';
}

/**
 * At delivery, in the delivering transaction: an order that asked for an invoice gets the chain's next number
 * of the year (Europe/Rome) and keeps the buyer's billing data as they are now. Once per order; an order
 * whose buyer has no billing data left gets the documento commerciale instead.
 */
export async function issueInvoiceAtDelivery(
  deps: Pick<OrderDeps, 'shoppers'>,
  trx: Db,
  order: OrderRecord,
  statusId: number,
  now: number,
): Promise<{ number: string } | undefined> {
  if (!DELIVERED_STATUS_IDS.includes(statusId) || !asksForInvoice(order)) return undefined;
  const issued = await findOrderInvoice(trx, order.tenantId, order.id);
  if (issued) return { number: invoiceNumberText(issued) };
  const buyer = await deps.shoppers.billing(trx, order.tenantId, order.userId);
  if (!buyer) return undefined;
  const year = Number(romeDateIso(now).slice(0, 4));
  const number = await nextInvoiceNumber(trx, order.tenantId, year);
  await insertOrderInvoice(trx, order.tenantId, { orderId: order.id, year, number, issuedAt: now, buyer });
  return { number: invoiceNumberText({ year, number }) };
}
