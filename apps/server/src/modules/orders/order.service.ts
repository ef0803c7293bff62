import { timingSafeEqual } from 'node:crypto';
import type { Cart } from '@spesa/shared/cart/cart.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import {
  ORDERS_PAGE_SIZE,
  PARKING_NOT_AVAILABLE_MESSAGE,
  PARKING_RESERVED_MESSAGE,
  orderCancelledMessage,
  type Order,
  type OrderListData,
  type OrderNote,
  type PaymentDueDate,
} from '@spesa/shared/orders/order.contract';
import {
  AWAITING_PAYMENT_STATUS_IDS,
  IN_DELIVERY_STATUS_IDS,
  isInPreparation,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import { DomainError } from '../../lib/domain-error.js';
import { addDays, romeDateIso, romeInstant } from '../../lib/italy/rome-time.js';
import type { OrderLinesSource } from '../cart/cart.service.js';
import { changeOrderStatus } from './change-order-status.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { loadFatturaPaXml, loadInvoiceDocument } from './invoices/order-invoice.js';
import { lockModifiableOrder, lockOwnOrder } from './lock-own-order.js';
import { cancelModification, modifyOrder } from './modify-order.js';
import type { OrderDeps } from './order-deps.js';
import { loadOrders, toNote } from './order-mapper.js';
import { listPaymentDueDates } from './payment-due-dates.js';
import { saveOrderNote } from './save-order-note.js';
import { viewOrder } from './view-order.js';
import { listNotes } from './order-note.repository.js';
import { reserveParking } from './order-write.repository.js';
import {
  type OrderFilter,
  findOrder,
  hasOrderWithStatus,
  listItems,
  listOrders,
  orderedSince,
} from './order.repository.js';

export interface OrderListOptions {
  page: number;
  pageSize: number;
  detail: boolean;
  showPending: boolean;
  showReplaced: boolean;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  fromGross?: number | undefined;
  toGross?: number | undefined;
  orderId?: number | undefined;
  warehouseId?: number | undefined;
  fromDeliveryDate?: string | undefined;
  toDeliveryDate?: string | undefined;
  shippingAddressId?: number | undefined;
  retryPaymentOnly?: boolean;
}

export interface OrderService {
  list(actor: Actor, options: OrderListOptions): Promise<OrderListData>;
  view(actor: Actor, orderId: number): Promise<Order>;
  cancel(actor: Actor, orderId: number): Promise<{ order: Order; message: string }>;
  modify(actor: Actor, orderId: number): Promise<Cart>;
  /** 'Annulla modifiche' (spec §4): the order stays as confirmed, the cart set aside comes back. */
  cancelModification(actor: Actor): Promise<Cart>;
  reserve(
    actor: Actor,
    orderId: number,
    distance: number | undefined,
  ): Promise<{ order: Order; message: string }>;
  saveNote(
    actor: Actor,
    note: { noteId?: number | undefined; orderId: number; rating: number; text: string },
  ): Promise<OrderNote>;
  listNotes(actor: Actor, orderId: number | undefined): Promise<OrderNote[]>;
  /** spec §3 need_invoice: a delivered order's invoice, or its documento commerciale, as a PDF. */
  invoicePdf(actor: Actor, orderId: number): Promise<Uint8Array>;
  /** The FatturaPA XML of a delivered order's invoice, for the chain's staff (operator token). */
  invoiceXml(tenantId: string, orderId: number): Promise<string>;
  dueDates(actor: Actor): Promise<PaymentDueDate[]>;
  /** The store's side: moves an order to a status of spec §4 (operator endpoint and CLI). */
  changeStatus(
    tenantId: string,
    orderId: number,
    statusId: number,
    executedByAgent?: boolean,
  ): Promise<Order>;
  hasOrderInDelivery(actor: Actor): Promise<boolean>;
  /** The chain's own number of an order (spec §3 "Order"), for the pages that name it to the shopper. */
  numberOf(tenantId: string, orderId: number): Promise<number | undefined>;
  isOperatorToken(presented: string | undefined): boolean;
}

/** The lines of one of the shopper's orders, for /cart/add-all-from-order. */
export function createOrderLinesSource(db: Db): OrderLinesSource {
  return {
    async orderLines(actor, orderId) {
      const { tenantId, userId } = actor;
      const order = await findOrder(db, tenantId, orderId, { userId });
      if (!order) return undefined;
      return (await listItems(db, [order.id])).map((i) => ({
        productId: i.productId,
        quantity: i.quantity,
        params: i.infos.params ?? '',
      }));
    },

    orderedSince: orderedSince,
  };
}

export function createOrderService(deps: OrderDeps): OrderService {
  const { db, clock } = deps;
  const view = ({ tenantId, userId }: Actor, orderId: number) => viewOrder(db, tenantId, userId, orderId);

  return {
    view,
    modify: (actor, orderId) => modifyOrder(deps, actor, orderId),
    cancelModification: (actor) => cancelModification(deps, actor),
    dueDates: ({ tenantId, userId }) => listPaymentDueDates(db, tenantId, userId, romeDateIso(clock.now())),

    async list(actor, o) {
      const { tenantId, userId } = actor;
      const pageSize = o.pageSize || ORDERS_PAGE_SIZE;
      const { total, orders: records } = await listOrders(db, orderFilter(tenantId, userId, o), {
        offset: (o.page - 1) * pageSize,
        limit: pageSize,
      });
      const orders = await loadOrders(db, tenantId, userId, records, o.detail);
      return {
        data: {
          orders,
          page: {
            selPage: o.page,
            totPages: Math.ceil(total / pageSize),
            totItems: total,
            itemsPerPage: pageSize,
          },
        },
      };
    },

    async cancel(actor, orderId) {
      const { tenantId, userId } = actor;
      const now = clock.now();
      await writeTransaction(db, async (trx) => {
        const order = await lockModifiableOrder(trx, tenantId, userId, orderId);
        await deps.checkout.cancelInside(trx, tenantId, order, now, 'shopper');
      });
      deps.orderMails.afterCommit(orderId);
      await deps.checkout.releaseGivenUp(orderId);
      const order = await view(actor, orderId);
      return { order, message: orderCancelledMessage(order.orderNumber) };
    },

    async reserve(actor, orderId, distance) {
      const { tenantId, userId } = actor;
      const now = clock.now();
      await writeTransaction(db, async (trx) => {
        const order = await lockOwnOrder(trx, tenantId, userId, orderId);
        if (order.deliveryServiceId !== DELIVERY_SERVICE.PICK_UP || !isInPreparation(order.status)) {
          throw new DomainError('PARKING_NOT_AVAILABLE', PARKING_NOT_AVAILABLE_MESSAGE);
        }
        await reserveParking(trx, order.id, distance ?? null, now);
      });
      return { order: await view(actor, orderId), message: PARKING_RESERVED_MESSAGE };
    },

    saveNote: (actor, note) => saveOrderNote(deps, actor, note),

    async listNotes(actor, orderId) {
      const { tenantId, userId } = actor;
      return (await listNotes(db, tenantId, userId, orderId === undefined ? undefined : [orderId])).map(
        toNote,
      );
    },

    async invoicePdf({ tenantId, userId }, orderId) {
      return renderInvoicePdf(await loadInvoiceDocument(db, tenantId, orderId, { userId }));
    },

    invoiceXml: (tenantId, orderId) => loadFatturaPaXml(db, tenantId, orderId),

    async numberOf(tenantId, orderId) {
      return (await findOrder(db, tenantId, orderId))?.number;
    },

    async changeStatus(tenantId, orderId, statusId, executedByAgent) {
      const userId = await changeOrderStatus(deps, tenantId, orderId, statusId, executedByAgent);
      return view({ tenantId, userId }, orderId);
    },

    hasOrderInDelivery({ tenantId, userId }) {
      return hasOrderWithStatus(db, tenantId, userId, IN_DELIVERY_STATUS_IDS);
    },

    isOperatorToken(presented) {
      const expected = deps.operatorToken;
      if (!expected || !presented) return false;
      const a = Buffer.from(presented);
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

function orderFilter(tenantId: string, userId: number, o: OrderListOptions): OrderFilter {
  return {
    tenantId,
    userId,
    showPending: o.showPending,
    showReplaced: o.showReplaced,
    ...(o.retryPaymentOnly ? { statusIds: AWAITING_PAYMENT_STATUS_IDS, showPending: true } : {}),
    ...(o.fromDate ? { fromCreated: romeInstant(o.fromDate, '00:00') } : {}),
    ...(o.toDate ? { toCreated: romeInstant(addDays(o.toDate, 1), '00:00') } : {}),
    ...(o.fromGross !== undefined ? { fromGrossCents: Math.round(o.fromGross * 100) } : {}),
    ...(o.toGross !== undefined ? { toGrossCents: Math.round(o.toGross * 100) } : {}),
    ...(o.orderId !== undefined ? { orderId: o.orderId } : {}),
    ...(o.warehouseId !== undefined ? { warehouseId: o.warehouseId } : {}),
    ...(o.fromDeliveryDate ? { fromDeliveryDate: o.fromDeliveryDate } : {}),
    ...(o.toDeliveryDate ? { toDeliveryDate: o.toDeliveryDate } : {}),
    ...(o.shippingAddressId !== undefined ? { shippingAddressId: o.shippingAddressId } : {}),
  };
}
