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
import {
  canModifyOrCancel,
  dueDateStatusLabel,
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

/** spec §4: statuses 7 and 18 are "out for delivery". */
const OUT_FOR_DELIVERY: readonly number[] = [7, 18];
const PICK_UP_READY: readonly number[] = [4, 5, 6];
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
        productId: i.product_id,
        quantity: i.quantity,
        params: (JSON.parse(i.infos) as { params?: string }).params ?? '',
      }));
    },

    orderedSince: repo.orderedSince,
  };
}

function dueStatusOf(due: { due_date: string; paid_at: number | null }, today: string): DueDateStatus {
  if (due.paid_at !== null) return 'paid';
  if (due.due_date < today) return 'expired';
  if (due.due_date <= addDays(today, EXPIRING_DAYS)) return 'expiring';
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
    const row = await repo.findOrder(trx, tenantId, orderId, { userId });
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    const [order] = await loadOrders(trx, tenantId, userId, [row], true);
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
        ...(o.retryPaymentOnly ? { statusIds: [1, 2], showPending: true } : {}),
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
      const { total, rows } = await repo.listOrders(db, filter, {
        offset: (o.page - 1) * pageSize,
        limit: pageSize,
      });
      const orders = await loadOrders(db, tenantId, userId, rows, o.detail);
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
          const infos = JSON.parse(item.infos) as {
            params?: string;
            use_wpid?: string;
            accept_alternatives?: string;
          };
          const params = infos.params ?? '';
          const existing = lines.find((l) => l.productId === item.product_id && l.params === params);
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
                productId: item.product_id,
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
            deliveryServiceId: order.delivery_service_id,
            shippingAddressId: order.shipping_address_id,
            zoneId: order.zone_id ?? 0,
            warehouseId: order.warehouse_id,
            clearTimeslot: false,
          },
          now,
        );
        await deps.carts.setTimeslot(
          trx,
          cart.id,
          { timeslotId: order.timeslot_id, date: order.timeslot_date },
          now,
        );
        // The order's booked place moves to the reopened cart as a hold: the slot is kept, capacity unchanged.
        await deps.delivery.timeslots.moveBookingToCart(trx, {
          tenantId,
          userId,
          fromCartId: order.cart_id,
          toCartId: cart.id,
          now,
          expiresAt: now + deps.holdMs,
        });
        const gifts = await deps.carts.releaseGiftsOfOrder(trx, tenantId, order.id);
        for (const id of gifts) await deps.carts.attachGift(trx, tenantId, cart.id, id, now);
        await deps.carts.setInfos(trx, cart.id, JSON.parse(order.infos) as Record<string, string>, now);
        await deps.carts.setEditingOrder(trx, cart.id, order.id, now);
        await deps.checkout.cancelInside(trx, tenantId, order, now, true);
      });
      return deps.carts.view(tenantId, userId);
    },

    async reserve(tenantId, userId, orderId, distance) {
      const now = clock.now();
      await writeTransaction(db, async (trx) => {
        const order = await ownOrderLocked(trx, tenantId, userId, orderId);
        if (order.delivery_service_id !== 1 || !PICK_UP_READY.includes(order.status)) {
          throw new DomainError('PARKING_NOT_AVAILABLE', PARKING_NOT_AVAILABLE_MESSAGE);
        }
        await repo.setParkingReserved(trx, order.id, distance ?? null, now);
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
        return repo.insertNote(
          trx,
          { tenantId, userId, orderId: note.orderId, rating: note.rating, text: note.text },
          now,
        );
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
          orderId: d.order_id,
          docNumber: d.doc_number,
          dueDate: d.due_date,
          amount: centsToEuro(d.amount_cents),
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
        if (statusId === 10 && order.status !== 10) {
          await deps.checkout.cancelInside(trx, tenantId, order, now, false);
        } else {
          await repo.setOrderStatus(trx, order.id, statusId, now, {
            ...(executedByAgent !== undefined ? { executed_by_agent: executedByAgent ? 1 : 0 } : {}),
            ...(statusId >= 3 ? { payment_expires_at: null } : {}),
          });
        }
        if (executedByAgent !== undefined && statusId === 10) {
          await repo.setOrderStatus(trx, order.id, 10, now, { executed_by_agent: executedByAgent ? 1 : 0 });
        }
        // Deferred and summary-invoice payments fall due 30 days after delivery (spec §1 payment deadlines).
        const deferred: number[] = [PAYMENT_TYPE_IDS.deferred, PAYMENT_TYPE_IDS.summaryInvoice];
        if (statusId === 8 && order.status !== 8 && deferred.includes(order.payment_type_id)) {
          await repo.insertDueDate(trx, {
            tenantId,
            userId: order.user_id,
            orderId: order.id,
            docNumber: `FT-${romeDateIso(now).slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
            dueDate: addDays(romeDateIso(now), 30),
            amountCents: order.gross_cents,
          });
        }
        return order.user_id;
      });
      return view(tenantId, userId, orderId);
    },

    hasOrderInDelivery(tenantId, userId) {
      return repo.hasOrderWithStatus(db, tenantId, userId, OUT_FOR_DELIVERY);
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
