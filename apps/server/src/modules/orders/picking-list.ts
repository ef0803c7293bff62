import {
  shownCaptureState,
  type PickingLine,
  type PickingList,
  type PickingOrder,
} from '@spesa/shared/admin/picking.contract';
import type { CategoryRecord, ProductRecord } from '../cart/catalogue-records.js';
import type { PickingDeps } from './picking-deps.js';
import {
  findPickedOrders,
  listPickingLines,
  listSlotOrders,
  type PickingLineRecord,
} from './picking.repository.js';
import { listItems, type OrderItemRecord } from './order.repository.js';

/** A line sold by weight: quantity in kg (or l), priced per unit of weight (spec §3 TIPOLOGIA Sfuso). */
export function isWeighedLine(item: Pick<OrderItemRecord, 'product' | 'weight'>): boolean {
  return item.product.sellingType === 'Sfuso' || item.weight !== null;
}

/** The department of a category: its root (spec §3 categories). */
function rootOf(categoryId: number, byId: ReadonlyMap<number, CategoryRecord>): CategoryRecord | undefined {
  let category = byId.get(categoryId);
  for (let depth = 0; category?.parentId != null && depth < 10; depth++) {
    const parent = byId.get(category.parentId);
    if (!parent) break;
    category = parent;
  }
  return category;
}

function lineOf(
  item: OrderItemRecord,
  picked: PickingLineRecord | undefined,
  products: ReadonlyMap<number, ProductRecord>,
): PickingLine {
  const weighed = isWeighedLine(item);
  const substituteId = picked?.substituteProductId ?? null;
  return {
    orderItemId: item.id,
    productId: item.productId,
    name: item.product.name,
    quantity: item.quantity,
    weighed,
    expectedWeightGrams: weighed ? Math.round(item.quantity * 1000) : null,
    acceptAlternatives: item.infos.accept_alternatives !== 'false',
    userNotes: item.infos.user_notes ?? null,
    picked: picked
      ? {
          outcome: picked.outcome,
          weightGrams: picked.weightGrams,
          substitute:
            substituteId === null
              ? null
              : {
                  productId: substituteId,
                  name: products.get(substituteId)?.name ?? '',
                  quantity: picked.substituteQuantity ?? 0,
                },
        }
      : null,
  };
}

/** README "Picking": the orders of one slot of a store with their lines by department. */
export async function pickingList(
  deps: PickingDeps,
  tenantId: string,
  slot: { warehouseId: number; date: string; timeslotId: number },
): Promise<PickingList> {
  const { db } = deps;
  const orders = await listSlotOrders(db, tenantId, slot);
  const ids = orders.map((o) => o.id);
  const [items, picks, finished, categories] = await Promise.all([
    listItems(db, ids),
    listPickingLines(db, ids),
    findPickedOrders(db, tenantId, ids),
    deps.catalogue.categoryRecords(db, tenantId),
  ]);
  const productIds = new Set([
    ...items.map((i) => i.productId),
    ...picks.flatMap((p) => (p.substituteProductId === null ? [] : [p.substituteProductId])),
  ]);
  const products = new Map(
    (await deps.catalogue.productRecordsByIds(db, tenantId, [...productIds])).map((p) => [p.id, p]),
  );
  const categoriesById = new Map(categories.map((c) => [c.id, c]));
  const pickOf = new Map(picks.map((p) => [p.orderItemId, p]));
  const now = deps.clock.now();
  return {
    orders: orders.map((order): PickingOrder => {
      const departments = new Map<number, PickingOrder['departments'][number] & { position: number }>();
      for (const item of items.filter((i) => i.orderId === order.id)) {
        const categoryId = products.get(item.productId)?.categoryId ?? 0;
        const root = rootOf(categoryId, categoriesById);
        const key = root?.id ?? 0;
        if (!departments.has(key))
          departments.set(key, {
            categoryId: key,
            name: root?.name ?? 'Altro',
            lines: [],
            position: root?.position ?? 1e6,
          });
        departments.get(key)!.lines.push(lineOf(item, pickOf.get(item.id), products));
      }
      const picked = finished.get(order.id);
      return {
        orderId: order.id,
        orderNumber: order.number,
        orderStatusId: order.status,
        finished: picked !== undefined,
        captureState: picked ? shownCaptureState(picked.captureState, picked.captureClaimedAt, now) : null,
        departments: [...departments.values()]
          .sort((a, b) => a.position - b.position)
          .map(({ position: _position, ...department }) => department),
      };
    }),
  };
}
