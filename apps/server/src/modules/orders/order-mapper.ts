import type { CartInfos, OrderAdjustment, OrderPackage } from '@spesa/shared/cart/cart.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import type { Order, OrderItem, OrderNote } from '@spesa/shared/orders/order.contract';
import {
  canModifyOrCancel,
  isAwaitingPayment,
  orderStatusLabel,
  paymentTransactionStatusLabel,
  paymentTypeLabel,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import * as repo from './order.repository.js';

/** The product as the order keeps it: what the shopper bought, whatever the catalogue becomes. */
export type ProductSnapshot = OrderItem['product'];

const iso = (ms: number) => new Date(ms).toISOString();

export function toNote(row: repo.NoteRow): OrderNote {
  return {
    noteId: row.id,
    orderId: row.order_id,
    rating: row.rating,
    text: row.text,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toOrder(
  row: repo.OrderRow,
  items: repo.OrderItemRow[],
  transaction: repo.TransactionRow | undefined,
  note: repo.NoteRow | undefined,
): Order {
  const address = JSON.parse(row.address) as Order['shippingAddress'];
  return {
    orderId: row.id,
    cartId: row.cart_id,
    orderStatusId: row.status,
    orderStatusDescr: orderStatusLabel(row.status) ?? String(row.status),
    date: iso(row.created_at),
    deliveryServiceId: row.delivery_service_id,
    warehouse: { warehouseId: row.warehouse_id },
    shippingAddress: address,
    timeslot: {
      date: row.timeslot_date,
      timeslotId: row.timeslot_id,
      beginTime: row.begin_time,
      endTime: row.end_time,
      name: `${row.begin_time} - ${row.end_time}`,
    },
    orderItems: items.map((i) => {
      const infos = JSON.parse(i.infos) as OrderItem['cartItemInfo'] & { quantityDisplay?: string };
      const { quantityDisplay, ...cartItemInfo } = infos;
      return {
        itemId: i.id,
        orderItemId: i.id,
        product: JSON.parse(i.product) as ProductSnapshot,
        quantity: i.quantity,
        weight: i.weight,
        unitPrice: centsToEuro(i.unit_price_cents),
        grossTotal: centsToEuro(i.gross_cents),
        quantityDisplay: quantityDisplay ?? String(i.quantity),
        cartItemInfo,
      };
    }),
    totalItems: items.length,
    totalPrice: centsToEuro(row.goods_cents),
    totalPriceVariable: centsToEuro(row.variable_cents),
    giftTotal: centsToEuro(row.gift_cents),
    packageTotal: centsToEuro(row.package_cents),
    deliveryFee: centsToEuro(row.delivery_fee_cents),
    grossTotal: centsToEuro(row.gross_cents),
    orderAdjustments: JSON.parse(row.adjustments) as OrderAdjustment[],
    orderPackages: JSON.parse(row.packages) as OrderPackage[],
    orderInfos: JSON.parse(row.infos) as CartInfos,
    paymentTypeId: row.payment_type_id,
    paymentTypeDescr: paymentTypeLabel(row.payment_type_id) ?? String(row.payment_type_id),
    paymentTransaction: transaction
      ? {
          paymentTransactionId: transaction.id,
          paymentTypeId: transaction.payment_type_id,
          status: transaction.status,
          statusDescr: paymentTransactionStatusLabel(transaction.status) ?? String(transaction.status),
          amount: centsToEuro(transaction.amount_cents),
          creditCard: transaction.card_last4 ? `•••• ${transaction.card_last4}` : null,
          createdAt: iso(transaction.created_at),
        }
      : null,
    prebilledAmount: row.prebilled_cents === null ? null : centsToEuro(row.prebilled_cents),
    loyaltyPoints: row.loyalty_points,
    isEditable: canModifyOrCancel(row.status) && row.replaced === 0,
    isDeletable: canModifyOrCancel(row.status) && row.replaced === 0,
    isPayable: isAwaitingPayment(row.status),
    paymentExpiresAt:
      isAwaitingPayment(row.status) && row.payment_expires_at ? iso(row.payment_expires_at) : null,
    executedByAgent: row.executed_by_agent === 1,
    parkingReservation: row.parking_reserved_at
      ? { reservedAt: iso(row.parking_reserved_at), distance: row.parking_distance }
      : null,
    note: note ? toNote(note) : null,
    hasInvoice: row.status >= 3 && row.status !== 10 && row.status !== 11,
  };
}

/** Orders with their items (when `detail`), latest payment and note, read through `db`. */
export async function loadOrders(
  db: Db,
  tenantId: string,
  userId: number,
  rows: repo.OrderRow[],
  detail: boolean,
): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, transactions, notes] = await Promise.all([
    detail ? repo.listItems(db, ids) : Promise.resolve([]),
    repo.latestTransactions(db, ids),
    repo.listNotes(db, tenantId, userId, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.order_id === row.id),
      transactions.get(row.id),
      notes.find((n) => n.order_id === row.id),
    ),
  );
}
