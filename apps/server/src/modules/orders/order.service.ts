import { timingSafeEqual } from 'node:crypto';
import type { Cart } from '@spesa/shared/cart/cart.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import {
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_MODIFIABLE_MESSAGE,
  ORDERS_PAGE_SIZE,
  PARKING_NOT_AVAILABLE_MESSAGE,
  PARKING_RESERVED_MESSAGE,
  orderCancelledMessage,
  type Order,
  type OrderListData,
  type OrderNote,
  type PaymentDueDate,
} from '@spesa/shared/orders/order.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import {
  AWAITING_PAYMENT_STATUS_IDS,
  canModifyOrCancel,
  dueDateStatusLabel,
  IN_DELIVERY_STATUS_IDS,
  isInPreparation,
  isPastPayment,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  PAYMENT_TYPE_IDS,
  type DueDateStatus,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays, romeDateIso, romeInstant } from '../../lib/italy/rome-time.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartService, OrderLinesSource } from '../cart/cart.service.js';
import type { DeliveryServices } from '../delivery/delivery.service.js';
import type { CheckoutService } from './checkout.service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { loadOrders, toNote } from './order-mapper.js';
import * as repo from './order.repository.js';

const EXPIRING_DAYS = 7;

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
  list(tenantId: string, userId: number, options: OrderListOptions): Promise<OrderListData>;
  view(tenantId: string, userId: number, orderId: number): Promise<Order>;
  cancel(tenantId: string, userId: number, orderId: number): Promise<{ order: Order; message: string }>;
  modify(tenantId: string, userId: number, orderId: number): Promise<Cart>;
  reserve(
    tenantId: string,
    userId: number,
    orderId: number,
    distance: number | undefined,
  ): Promise<{ order: Order; message: string }>;
  saveNote(
    tenantId: string,
    userId: number,
    note: { noteId?: number | undefined; orderId: number; rating: number; text: string },
  ): Promise<OrderNote>;
  listNotes(tenantId: string, userId: number, orderId: number | undefined): Promise<OrderNote[]>;
  invoicePdf(tenantId: string, brandName: string, userId: number, orderId: number): Promise<Uint8Array>;
  dueDates(tenantId: string, userId: number): Promise<PaymentDueDate[]>;
  /** The store's side: moves an order to a status of spec §4 (operator endpoint and CLI). */
  changeStatus(
    tenantId: string,
    orderId: number,
    statusId: number,
    executedByAgent?: boolean,
  ): Promise<Order>;
  hasOrderInDelivery(tenantId: string, userId: number): Promise<boolean>;
  isOperatorToken(presented: string | undefined): boolean;
}

/** The lines of one of the shopper's orders, for /cart/add-all-from-order. */
export function createOrderLinesSource(db: Db): OrderLinesSource {
  return {
    async orderLines(tenantId, userId, orderId) {
      const order = await repo.findOrder(db, tenantId, orderId, { userId });
      if (!order) return undefined;
      return (await repo.listItems(db, [order.id])).map((i) => ({
        productId: i.productId,
        quantity: i.quantity,
        params: i.infos.params ?? '',
      }));
    },
  };
}

function dueStatusOf(due: repo.DueDateRecord, today: string): DueDateStatus {
  if (due.paidAt !== null) return 'paid';
  if (due.dueDate < today) return 'expired';
  if (due.dueDate <= addDays(today, EXPIRING_DAYS)) return 'expiring';
  return 'pending';
}

export function createOrderService(deps: {
  db: Db;
  clock: Clock;
  carts: CartService;
  delivery: DeliveryServices;
  shoppers: ShopperService;
  checkout: CheckoutService;
  holdMs: number;
  operatorToken: string | undefined;
}): OrderService {
  const { db, clock } = deps;

  async function view(tenantId: string, userId: number, orderId: number, trx: Db = db): Promise<Order> {
    const record = await repo.findOrder(trx, tenantId, orderId, { userId });
    if (!record) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    const [order] = await loadOrders(trx, tenantId, userId, [record], true);
    return order!;
  }

  async function ownOrderLocked(trx: Db, tenantId: string, userId: number, orderId: number) {
    const order = await repo.findOrder(trx, tenantId, orderId, { userId, lock: true });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  return {
    view: (tenantId, userId, orderId) => view(tenantId, userId, orderId),

    async list(tenantId, userId, o) {
      const pageSize = o.pageSize || ORDERS_PAGE_SIZE;
      const filter: repo.OrderFilter = {
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
      const { total, orders: records } = await repo.listOrders(db, filter, {
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

    async cancel(tenantId, userId, orderId) {
      const now = clock.now();
      await writeTransaction(db, async (trx) => {
        const order = await ownOrderLocked(trx, tenantId, userId, orderId);
        // spec §4: until the store takes the order in charge.
        if (!canModifyOrCancel(order.status) || order.replaced) {
          throw new DomainError('ORDER_NOT_MODIFIABLE', ORDER_NOT_MODIFIABLE_MESSAGE);
        }
        await deps.checkout.cancelInside(trx, tenantId, order, now, false);
      });
      return { order: await view(tenantId, userId, orderId), message: orderCancelledMessage(orderId) };
    },

    async modify(tenantId, userId, orderId) {
      const now = clock.now();
      await writeTransaction(db, async (trx) => {
        const order = await ownOrderLocked(trx, tenantId, userId, orderId);
        if (!canModifyOrCancel(order.status) || order.replaced) {
          throw new DomainError('ORDER_NOT_MODIFIABLE', ORDER_NOT_MODIFIABLE_MESSAGE);
        }
        const cart = await deps.carts.lockCurrent(trx, tenantId, userId, now);
        await deps.delivery.timeslots.releaseCartHold(trx, cart.id);
        const lines = await deps.carts.listItems(trx, cart.id);
        for (const item of await repo.listItems(trx, [order.id])) {
          const { infos } = item;
          const params = infos.params ?? '';
          const existing = lines.find((l) => l.productId === item.productId && l.params === params);
          if (existing) {
            await deps.carts.updateItem(
              trx,
              cart.id,
              existing.id,
              { quantity: existing.quantity + item.quantity },
              now,
            );
          } else {
            await deps.carts.insertItem(
              trx,
              tenantId,
              cart.id,
              {
                productId: item.productId,
                quantity: item.quantity,
                params,
                useWpid: infos.use_wpid ? Number(infos.use_wpid) : null,
                acceptAlternatives: infos.accept_alternatives !== 'false',
                customWeight: null,
              },
              now,
            );
          }
        }
        await deps.carts.setDelivery(
          trx,
          cart.id,
          {
            deliveryServiceId: order.deliveryServiceId,
            shippingAddressId: order.shippingAddressId,
            zoneId: order.zoneId ?? 0,
            warehouseId: order.warehouseId,
            clearTimeslot: false,
          },
          now,
        );
        await deps.carts.setTimeslot(
          trx,
          cart.id,
          { timeslotId: order.timeslotId, date: order.timeslotDate },
          now,
        );
        // The order's booked place moves to the reopened cart as a hold: the slot is kept, capacity unchanged.
        await deps.delivery.timeslots.moveBookingToCart(trx, {
          tenantId,
          userId,
          fromCartId: order.cartId,
          toCartId: cart.id,
          now,
          expiresAt: now + deps.holdMs,
        });
        const gifts = await deps.carts.releaseGiftsOfOrder(trx, tenantId, order.id);
        for (const id of gifts) await deps.carts.attachGift(trx, tenantId, cart.id, id, now);
        await deps.carts.setInfos(trx, cart.id, order.infos, now);
        await deps.carts.setEditingOrder(trx, cart.id, order.id, now);
        await deps.checkout.cancelInside(trx, tenantId, order, now, true);
      });
      return deps.carts.view(tenantId, userId);
    },

    async reserve(tenantId, userId, orderId, distance) {
      const now = clock.now();
      await writeTransaction(db, async (trx) => {
        const order = await ownOrderLocked(trx, tenantId, userId, orderId);
        if (order.deliveryServiceId !== DELIVERY_SERVICE.PICK_UP || !isInPreparation(order.status)) {
          throw new DomainError('PARKING_NOT_AVAILABLE', PARKING_NOT_AVAILABLE_MESSAGE);
        }
        await repo.reserveParking(trx, order.id, distance ?? null, now);
      });
      return { order: await view(tenantId, userId, orderId), message: PARKING_RESERVED_MESSAGE };
    },

    async saveNote(tenantId, userId, note) {
      const now = clock.now();
      const id = await writeTransaction(db, async (trx) => {
        await ownOrderLocked(trx, tenantId, userId, note.orderId);
        const existing = (await repo.listNotes(trx, tenantId, userId, [note.orderId]))[0];
        if (note.noteId !== undefined && existing?.id !== note.noteId)
          throw new NotFoundError('La nota non esiste.');
        if (existing) {
          await repo.updateNote(trx, existing.id, note, now);
          return existing.id;
        }
        return repo.insertNote(trx, {
          tenantId,
          userId,
          orderId: note.orderId,
          rating: note.rating,
          text: note.text,
          now,
        });
      });
      const saved = (await repo.listNotes(db, tenantId, userId, [note.orderId])).find((n) => n.id === id)!;
      return toNote(saved);
    },

    async listNotes(tenantId, userId, orderId) {
      return (await repo.listNotes(db, tenantId, userId, orderId === undefined ? undefined : [orderId])).map(
        toNote,
      );
    },

    async invoicePdf(tenantId, brandName, userId, orderId) {
      const order = await view(tenantId, userId, orderId);
      if (!order.hasInvoice)
        throw new DomainError('INVOICE_NOT_AVAILABLE', 'La fattura di questo ordine non è disponibile.');
      const billing = await deps.shoppers.billing(db, tenantId, userId);
      return renderInvoicePdf({ brandName, order, billing: billing ?? null });
    },

    async dueDates(tenantId, userId) {
      const today = romeDateIso(clock.now());
      return (await repo.listDueDates(db, tenantId, userId)).map((d) => {
        const status = dueStatusOf(d, today);
        return {
          paymentDueDateId: d.id,
          orderId: d.orderId,
          docNumber: d.docNumber,
          dueDate: d.dueDate,
          amount: centsToEuro(d.amountCents),
          status,
          statusDescr: dueDateStatusLabel(status),
        };
      });
    },

    async changeStatus(tenantId, orderId, statusId, executedByAgent) {
      if (!ORDER_STATUS_LABELS[statusId])
        throw new DomainError('ORDER_STATUS_UNKNOWN', `Stato ordine ${statusId} sconosciuto.`, 400, 400);
      const now = clock.now();
      const userId = await writeTransaction(db, async (trx) => {
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
        // Deferred and summary-invoice payments fall due 30 days after delivery (spec §1 payment deadlines).
        const deferred: number[] = [PAYMENT_TYPE_IDS.deferred, PAYMENT_TYPE_IDS.summaryInvoice];
        if (
          statusId === ORDER_STATUS.DELIVERED &&
          order.status !== ORDER_STATUS.DELIVERED &&
          deferred.includes(order.paymentTypeId)
        ) {
          await repo.insertDueDate(trx, {
            tenantId,
            userId: order.userId,
            orderId: order.id,
            docNumber: `FT-${romeDateIso(now).slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
            dueDate: addDays(romeDateIso(now), 30),
            amountCents: order.grossCents,
          });
        }
        return order.userId;
      });
      return view(tenantId, userId, orderId);
    },

    hasOrderInDelivery(tenantId, userId) {
      return repo.hasOrderWithStatus(db, tenantId, userId, IN_DELIVERY_STATUS_IDS);
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
