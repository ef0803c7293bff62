import { centsToEuro } from '@spesa/shared/common/money';
import type { Order, OrderNote } from '@spesa/shared/orders/order.contract';
import {
  DELIVERED_STATUS_IDS,
  canModifyOrCancel,
  isAwaitingPayment,
  isUnserved,
  orderStatusLabel,
  paymentTransactionStatusLabel,
  paymentTypeLabel,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { type NoteRecord, listNotes } from './order-note.repository.js';
import { modifiableUntil } from './modification-cutoff.js';
import { type OrderItemRecord, type OrderRecord, listItems } from './order.repository.js';
import { type TransactionRecord, latestTransactions } from './payment-transaction.repository.js';
import { findPickedOrders } from './picking.repository.js';

const iso = (ms: number) => new Date(ms).toISOString();

export function toNote(note: NoteRecord): OrderNote {
  return {
    noteId: note.id,
    orderId: note.orderId,
    rating: note.rating,
    text: note.text,
    createdAt: iso(note.createdAt),
    updatedAt: iso(note.updatedAt),
  };
}

export function toOrder(
  order: OrderRecord,
  items: OrderItemRecord[],
  transaction: TransactionRecord | undefined,
  note: NoteRecord | undefined,
): Order {
  return {
    orderId: order.id,
    orderNumber: order.number,
    cartId: order.cartId,
    orderStatusId: order.status,
    orderStatusDescr: orderStatusLabel(order.status) ?? String(order.status),
    date: iso(order.createdAt),
    deliveryServiceId: order.deliveryServiceId,
    warehouse: { warehouseId: order.warehouseId },
    shippingAddress: order.address,
    timeslot: {
      date: order.timeslotDate,
      timeslotId: order.timeslotId,
      beginTime: order.beginTime,
      endTime: order.endTime,
      name: `${order.beginTime} - ${order.endTime}`,
    },
    orderItems: items.map((i) => {
      const { quantityDisplay, ...cartItemInfo } = i.infos;
      return {
        itemId: i.id,
        orderItemId: i.id,
        product: i.product,
        quantity: i.quantity,
        weight: i.weight,
        unitPrice: centsToEuro(i.unitPriceCents),
        grossTotal: centsToEuro(i.grossCents),
        quantityDisplay: quantityDisplay ?? String(i.quantity),
        cartItemInfo,
      };
    }),
    totalItems: items.length,
    totalPrice: centsToEuro(order.goodsCents),
    totalPriceVariable: centsToEuro(order.variableCents),
    giftTotal: centsToEuro(order.giftCents),
    packageTotal: centsToEuro(order.packageCents),
    deliveryFee: centsToEuro(order.deliveryFeeCents),
    grossTotal: centsToEuro(order.grossCents),
    orderAdjustments: order.adjustments,
    orderPackages: order.packages,
    orderInfos: order.infos,
    paymentTypeId: order.paymentTypeId,
    paymentTypeDescr: paymentTypeLabel(order.paymentTypeId) ?? String(order.paymentTypeId),
    paymentTransaction: transaction
      ? {
          paymentTransactionId: transaction.id,
          paymentTypeId: transaction.paymentTypeId,
          status: transaction.status,
          statusDescr: paymentTransactionStatusLabel(transaction.status) ?? String(transaction.status),
          amount: centsToEuro(transaction.amountCents),
          creditCard: transaction.cardLast4 ? `•••• ${transaction.cardLast4}` : null,
          createdAt: iso(transaction.createdAt),
        }
      : null,
    prebilledAmount: order.prebilledCents === null ? null : centsToEuro(order.prebilledCents),
    // Earned at delivery (change-order-status.ts); an order that ended unserved (cancelled, invalidated, not
    // collected, failed) earns none.
    loyaltyPoints: isUnserved(order.status) ? 0 : order.loyaltyPoints,
    refundedTotal: centsToEuro(order.refundedCents),
    isEditable: canModifyOrCancel(order.status) && !order.replaced,
    isDeletable: canModifyOrCancel(order.status) && !order.replaced,
    modifiableUntil: canModifyOrCancel(order.status) && !order.replaced ? iso(modifiableUntil(order)) : null,
    isPayable: isAwaitingPayment(order.status),
    paymentExpiresAt:
      isAwaitingPayment(order.status) && order.paymentExpiresAt ? iso(order.paymentExpiresAt) : null,
    executedByAgent: order.executedByAgent,
    parkingReservation: order.parkingReservedAt
      ? { reservedAt: iso(order.parkingReservedAt), distance: order.parkingDistance }
      : null,
    note: note ? toNote(note) : null,
    // spec §3 need_invoice: the invoice (or the documento commerciale) exists once the order is delivered.
    hasInvoice: DELIVERED_STATUS_IDS.includes(order.status),
  };
}

/** Orders with their items (when `detail`), latest payment and note, read through `db`. */
export async function loadOrders(
  db: Db,
  tenantId: string,
  userId: number,
  orders: OrderRecord[],
  detail: boolean,
): Promise<Order[]> {
  const ids = orders.map((o) => o.id);
  const [items, transactions, notes, picked] = await Promise.all([
    detail ? listItems(db, ids) : Promise.resolve([]),
    latestTransactions(db, ids),
    listNotes(db, tenantId, userId, ids),
    findPickedOrders(db, tenantId, ids),
  ]);
  return orders.map((order) => {
    const mapped = toOrder(
      order,
      items.filter((i) => i.orderId === order.id),
      transactions.get(order.id),
      notes.find((n) => n.orderId === order.id),
    );
    // README "Picking": once picked, the lines delivered and the final amount, no longer an estimate.
    const final = picked.get(order.id);
    return {
      ...mapped,
      finalLines: final && detail ? final.finalLines : null,
      finalTotal: final ? centsToEuro(final.finalCents) : null,
    };
  });
}
