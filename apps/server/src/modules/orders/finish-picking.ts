import type { FinalOrderLine } from '@spesa/shared/orders/order.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import { canTransition, ORDER_STATUS } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { DomainError } from '../../lib/domain-error.js';
import { moveOrderInside } from './change-order-status.js';
import { enqueueOrderMail, ORDER_MAIL_EVENT } from './order-mail-events.js';
import { listItems, type OrderItemRecord, type OrderRecord } from './order.repository.js';
import { findAuthorisedTransaction } from './payment-transaction.repository.js';
import { isOnlinePaymentType } from './payment-types.js';
import type { Picker, PickingDeps } from './picking-deps.js';
import { lockPickableOrder, takeInCharge } from './picking-lines.js';
import {
  insertPickedOrder,
  listPickingLines,
  type PickingChange,
  type PickingLineRecord,
} from './picking.repository.js';

type PricedCart = Awaited<ReturnType<PickingDeps['carts']['pricePickedLines']>>;
type CartItemRecord = Parameters<PickingDeps['carts']['pricePickedLines']>[2][number];

/** The line a picked line is priced as: the order's own (real weight) or its substitute; none when missing. */
function cartItemOf(item: OrderItemRecord, picked: PickingLineRecord): CartItemRecord | undefined {
  if (picked.outcome === 'missing') return undefined;
  const useWpid = item.infos.use_wpid === undefined ? null : Number(item.infos.use_wpid);
  const base: CartItemRecord = {
    id: item.id,
    productId: item.productId,
    quantity: item.quantity,
    params: item.infos.params ?? '',
    useWpid,
    acceptAlternatives: item.infos.accept_alternatives !== 'false',
    customWeight: null,
    pieces: null,
    userNotes: item.infos.user_notes ?? null,
    createdAt: 0,
  };
  if (picked.outcome === 'weighed') return { ...base, quantity: (picked.weightGrams ?? 0) / 1000 };
  if (picked.outcome === 'substituted')
    // A substitute is priced from the catalogue: a line id the order does not have (no agreed price).
    return {
      ...base,
      id: -item.id,
      productId: picked.substituteProductId!,
      quantity: picked.substituteQuantity!,
      params: '',
      useWpid: null,
    };
  return base;
}

function changeOf(
  item: OrderItemRecord,
  picked: PickingLineRecord,
  priced: PricedCart,
): PickingChange | undefined {
  const base = { orderItemId: item.id, name: item.product.name };
  if (picked.outcome === 'missing') return { ...base, outcome: 'missing' };
  if (picked.outcome === 'weighed')
    return {
      ...base,
      outcome: 'weighed',
      expectedGrams: Math.round(item.quantity * 1000),
      weightGrams: picked.weightGrams ?? 0,
    };
  if (picked.outcome === 'substituted') {
    const line = priced.lines.find((l) => l.item.id === -item.id);
    return {
      ...base,
      outcome: 'substituted',
      substituteName: line?.product.name ?? '',
      substituteQuantity: picked.substituteQuantity ?? 0,
    };
  }
  return undefined;
}

function finalLinesOf(
  priced: PricedCart,
  outcomes: ReadonlyMap<number, PickingLineRecord>,
): FinalOrderLine[] {
  return priced.lines.map((line) => {
    const orderItemId = Math.abs(line.item.id);
    const outcome = outcomes.get(orderItemId)?.outcome ?? 'confirmed';
    const weighed = line.rule.sellingType === 'Sfuso';
    return {
      orderItemId,
      productId: line.item.productId,
      name: line.product.name,
      outcome,
      quantity: line.item.quantity,
      weight: weighed ? line.item.quantity : null,
      unitPrice: centsToEuro(line.unitCents),
      grossTotal: centsToEuro(line.grossCents),
      vatPct: line.record.vatPct,
    };
  });
}

/** The order's lines as picked, priced by the cart's rules; refused while a line is not picked yet. */
async function pricePicked(deps: PickingDeps, trx: Db, order: OrderRecord) {
  const [items, picks] = await Promise.all([listItems(trx, [order.id]), listPickingLines(trx, [order.id])]);
  const outcomes = new Map(picks.map((p) => [p.orderItemId, p]));
  const open = items.filter((i) => !outcomes.has(i.id));
  if (open.length)
    throw new DomainError(
      'PICKING_LINES_OPEN',
      `Restano da prelevare ${open.length} righe: ${open.map((i) => i.product.name).join(', ')}.`,
      409,
      409,
    );
  const cartItems = items.flatMap((i) => cartItemOf(i, outcomes.get(i.id)!) ?? []);
  const agreed = new Map(items.map((i) => [i.id, i.unitPriceCents]));
  const priced = await deps.carts.pricePickedLines(trx, order, cartItems, agreed);
  const changes = items.flatMap((i) => changeOf(i, outcomes.get(i.id)!, priced) ?? []);
  return { priced, changes, finalLines: finalLinesOf(priced, outcomes) };
}

/**
 * README "Picking": the picking is finished. In one transaction, under the order's lock: the final lines and
 * amount priced by the cart's rules are stored (once: the lines are frozen), the capture is set up (pending
 * for an authorised online payment, not needed otherwise), the order moves to 'Quasi pronto' (6) along the
 * state machine and the shopper's e-mail of what changed is written to the outbox.
 */
export async function finishPickingInside(deps: PickingDeps, picker: Picker, orderId: number): Promise<void> {
  const now = deps.clock.now();
  await writeTransaction(deps.db, async (trx) => {
    const order = await lockPickableOrder(trx, picker.tenantId, orderId);
    const { priced, changes, finalLines } = await pricePicked(deps, trx, order);
    const transaction = isOnlinePaymentType(order.paymentTypeId)
      ? await findAuthorisedTransaction(trx, order.tenantId, order.id)
      : undefined;
    await insertPickedOrder(trx, {
      orderId: order.id,
      tenantId: order.tenantId,
      finalLines,
      changes,
      goodsCents: priced.goodsCents,
      giftCents: priced.giftCents,
      packageCents: priced.bagCents + priced.otherPackageCents,
      deliveryFeeCents: priced.feeCents,
      finalCents: priced.grossCents,
      authorisedCents: transaction?.amountCents ?? null,
      captureState: transaction ? 'pending' : 'not_needed',
      captureClaimedAt: null,
      capturedCents: null,
      captureError: null,
      finishedAt: now,
    });
    await takeInCharge(deps, trx, order, now);
    const inPreparation = order.status === ORDER_STATUS.ORDERED ? ORDER_STATUS.IN_PREPARATION : order.status;
    if (!canTransition(inPreparation, ORDER_STATUS.ALMOST_READY))
      throw new DomainError(
        'ORDER_STATUS_NOT_ALLOWED',
        'L’ordine non può passare a «Quasi pronto».',
        409,
        409,
      );
    await moveOrderInside(deps, trx, order, ORDER_STATUS.ALMOST_READY, now);
    await enqueueOrderMail(trx, order, ORDER_MAIL_EVENT.PICKED, now, {
      finalCents: priced.grossCents,
      changes: JSON.stringify(changes),
    });
  });
  deps.orderMails.afterCommit(orderId);
}
