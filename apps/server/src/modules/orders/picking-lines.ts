import type { ErrorCode } from '@spesa/shared/common/error-codes';
import type { PickingLineBody } from '@spesa/shared/admin/picking.contract';
import { ORDER_NOT_FOUND_MESSAGE } from '@spesa/shared/orders/order.contract';
import { ORDER_STATUS, ORDER_STATUS_LABELS } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { moveOrderInside } from './change-order-status.js';
import { findOrder, listItems, type OrderItemRecord, type OrderRecord } from './order.repository.js';
import { isWeighedLine } from './picking-list.js';
import type { Picker, PickingDeps } from './picking-deps.js';
import { findPickedOrders, savePickingLine, type PickingLineRecord } from './picking.repository.js';

/** README "Picking": ordered, or taken in charge by the store (in preparation, late or not). */
export const PICKABLE_STATUSES: readonly number[] = [
  ORDER_STATUS.ORDERED,
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.IN_PREPARATION_LATE,
];

const conflict = (code: ErrorCode, message: string) => new DomainError(code, message, 409, 409);
const badInput = (code: ErrorCode, message: string) => new DomainError(code, message, 400, 400);

/**
 * The order, locked, still open to picking: in a pickable status and not finished picking (its lines frozen
 * once finished).
 */
export async function lockPickableOrder(trx: Db, tenantId: string, orderId: number): Promise<OrderRecord> {
  const order = await findOrder(trx, tenantId, orderId, { lock: true });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  if ((await findPickedOrders(trx, tenantId, [order.id])).has(order.id))
    throw conflict(
      'PICKING_FINISHED',
      `Il prelievo dell’ordine ${order.number} è già concluso: le righe non si modificano più.`,
    );
  if (!PICKABLE_STATUSES.includes(order.status)) {
    const label = ORDER_STATUS_LABELS[order.status] ?? String(order.status);
    throw conflict('ORDER_NOT_PICKABLE', `L’ordine ${order.number} è «${label}»: non si può preparare.`);
  }
  return order;
}

/** spec §4: the first line picked takes the order in charge (3 → 4): it can no longer be modified. */
export async function takeInCharge(
  deps: PickingDeps,
  trx: Db,
  order: OrderRecord,
  now: number,
): Promise<void> {
  if (order.status === ORDER_STATUS.ORDERED)
    await moveOrderInside(deps, trx, order, ORDER_STATUS.IN_PREPARATION, now);
}

async function pickedOf(
  deps: PickingDeps,
  trx: Db,
  order: OrderRecord,
  item: OrderItemRecord,
  body: PickingLineBody,
): Promise<Omit<PickingLineRecord, 'orderId' | 'orderItemId'>> {
  const none = { weightGrams: null, substituteProductId: null, substituteQuantity: null };
  switch (body.action) {
    case 'confirm':
      return { ...none, outcome: 'confirmed' };
    case 'missing':
      return { ...none, outcome: 'missing' };
    case 'weight':
      if (!isWeighedLine(item))
        throw badInput(
          'PICKING_NOT_WEIGHED',
          `«${item.product.name}» non è venduto a peso: confermalo o segnalalo mancante.`,
        );
      return { ...none, outcome: 'weighed', weightGrams: body.weightGrams };
    case 'substitute': {
      const [product] = await deps.catalogue.productRecordsByIds(trx, order.tenantId, [body.productId]);
      if (!product)
        throw badInput(
          'PICKING_SUBSTITUTE_UNKNOWN',
          'Il prodotto sostitutivo non è nel catalogo di questa catena.',
        );
      if (product.id === item.productId)
        throw badInput(
          'PICKING_SUBSTITUTE_SAME',
          'Il sostituto è lo stesso prodotto ordinato: conferma la riga.',
        );
      const weighed = product.sellingType === 'Sfuso';
      if (!weighed && !Number.isInteger(body.quantity))
        throw badInput(
          'PICKING_SUBSTITUTE_QUANTITY',
          `«${product.name}» si vende a pezzi: indica un numero intero.`,
        );
      return {
        ...none,
        outcome: 'substituted',
        substituteProductId: product.id,
        substituteQuantity: body.quantity,
      };
    }
  }
}

/** README "Picking": what the picker did with one line, while the order is open to picking. */
export async function recordPickingLine(
  deps: PickingDeps,
  picker: Picker,
  body: PickingLineBody,
): Promise<void> {
  const now = deps.clock.now();
  await writeTransaction(deps.db, async (trx) => {
    const order = await lockPickableOrder(trx, picker.tenantId, body.orderId);
    const item = (await listItems(trx, [order.id])).find((i) => i.id === body.orderItemId);
    if (!item)
      throw new NotFoundError(`La riga ${body.orderItemId} non fa parte dell’ordine ${order.number}.`);
    const picked = await pickedOf(deps, trx, order, item, body);
    await takeInCharge(deps, trx, order, now);
    await savePickingLine(trx, {
      ...picked,
      orderId: order.id,
      orderItemId: item.id,
      tenantId: order.tenantId,
      staffUserId: picker.staffId,
      now,
    });
  });
  deps.orderMails.afterCommit(body.orderId);
}
