import type { OrderBoardDetail, OrderBoardRow } from '@spesa/shared/admin/order-board.contract';
import { ORDER_NOT_FOUND_MESSAGE } from '@spesa/shared/orders/order.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import { orderStatusLabel } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../lib/domain-error.js';
import type { ShopperService } from '../account/shopper.service.js';
import { listBoardOrders, type BoardFilter } from './order-board.repository.js';
import { loadOrders } from './order-mapper.js';
import { findOrder } from './order.repository.js';
import { findPickedOrders } from './picking.repository.js';

const MAX_SHOPPERS_SEARCHED = 200;

export interface BoardQuery {
  storeId: number;
  date?: string | undefined;
  timeslotId?: number | undefined;
  statusIds?: readonly number[] | undefined;
  /** An order number, or part of the shopper's e-mail or name. */
  search?: string | undefined;
}

export interface OrderBoardService {
  /** README "Back-office": the orders of one store of the chain, by day, slot and status, searched. */
  list(tenantId: string, query: BoardQuery): Promise<OrderBoardRow[]>;
  /** The store that serves an order of the chain (its warehouse); 404 for another chain's order. */
  storeOf(tenantId: string, orderId: number): Promise<number>;
  /**
   * The order as its shopper sees it (lines, their substitution choice, note), with the shopper's contacts
   * when the caller may see them.
   */
  detail(tenantId: string, orderId: number, withContact: boolean): Promise<OrderBoardDetail>;
}

export function createOrderBoardService(deps: {
  db: Db;
  shoppers: Pick<ShopperService, 'searchIds' | 'contact'>;
}): OrderBoardService {
  const { db } = deps;
  return {
    async list(tenantId, query) {
      const filter: BoardFilter = {
        tenantId,
        warehouseId: query.storeId,
        date: query.date,
        timeslotId: query.timeslotId,
        statusIds: query.statusIds,
      };
      const search = query.search?.trim();
      if (search) {
        const number = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
        filter.orderNumber = number;
        filter.userIds = await deps.shoppers.searchIds(db, tenantId, search, MAX_SHOPPERS_SEARCHED);
      }
      const records = await listBoardOrders(db, filter);
      const picked = await findPickedOrders(
        db,
        tenantId,
        records.map((r) => r.id),
      );
      return records.map((r) => ({
        orderId: r.id,
        orderNumber: r.number,
        orderStatusId: r.status,
        orderStatusDescr: orderStatusLabel(r.status) ?? String(r.status),
        storeId: r.warehouseId,
        deliveryServiceId: r.deliveryServiceId,
        timeslotId: r.timeslotId,
        timeslotDate: r.timeslotDate,
        beginTime: r.beginTime,
        endTime: r.endTime,
        grossTotal: centsToEuro(r.grossCents),
        // README "Picking": the final amount once the order is picked.
        finalTotal: picked.has(r.id) ? centsToEuro(picked.get(r.id)!.finalCents) : null,
        createdAt: r.createdAt,
      }));
    },

    async storeOf(tenantId, orderId) {
      const record = await findOrder(db, tenantId, orderId);
      if (!record) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
      return record.warehouseId;
    },

    async detail(tenantId, orderId, withContact) {
      const record = await findOrder(db, tenantId, orderId);
      if (!record) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
      const [order] = await loadOrders(db, tenantId, record.userId, [record], true);
      const contact = withContact ? await deps.shoppers.contact(db, tenantId, record.userId) : undefined;
      return {
        storeId: record.warehouseId,
        order: order!,
        contact: contact ?? null,
      };
    },
  };
}
