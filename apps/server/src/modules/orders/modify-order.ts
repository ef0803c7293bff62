import type { Cart } from '@spesa/shared/cart/cart.contract';
import {
  cutoffText,
  ORDER_MODIFY_CLOSED_MESSAGE,
  ORDER_NOT_BEING_MODIFIED_MESSAGE,
} from '@spesa/shared/rules/order-modification';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import { DomainError } from '../../lib/domain-error.js';
import { lockModifiableOrder } from './lock-own-order.js';
import { modifiableUntil } from './modification-cutoff.js';
import type { OrderDeps } from './order-deps.js';
import { listItems, type OrderRecord } from './order.repository.js';

/** spec §4: refused once the order's modification cut-off has passed, naming it. */
export function checkModifiable(order: OrderRecord, now: number): number {
  const until = modifiableUntil(order);
  if (until <= now) {
    throw new DomainError(
      'ORDER_MODIFY_CLOSED',
      ORDER_MODIFY_CLOSED_MESSAGE.replace('{until}', cutoffText(until)),
    );
  }
  return until;
}

/**
 * spec §4 'Modifica ordine': opens a cart holding the order's lines, delivery, slot and infos, the shopper's
 * own cart set aside meanwhile. The order itself stays as confirmed (status, lines, slot booking, payment)
 * until the modification is confirmed (checkout-modify.ts), given up, or its cut-off passes.
 */
export async function modifyOrder(deps: OrderDeps, actor: Actor, orderId: number): Promise<Cart> {
  const { tenantId, userId } = actor;
  const now = deps.clock.now();
  await writeTransaction(deps.db, async (trx) => {
    // The cart's row lock first, then the order's, as the checkout takes them.
    const current = await deps.carts.findCurrent(trx, tenantId, userId, { lock: true });
    const order = await lockModifiableOrder(trx, tenantId, userId, orderId);
    const until = checkModifiable(order, now);
    // Asked again while modifying it: the modification goes on as it is.
    if (current?.editingOrderId === order.id && (current.editingUntil ?? 0) > now) return;
    const cartId = await deps.carts.startModification(trx, {
      tenantId,
      userId,
      orderId: order.id,
      orderNumber: order.number,
      until,
      now,
    });
    await copyOrderToCart(deps, trx, order, cartId, now);
  });
  return deps.carts.view(actor);
}

/** 'Annulla modifiche': the modification is given up, the cart set aside comes back, the order is untouched. */
export async function cancelModification(deps: OrderDeps, actor: Actor): Promise<Cart> {
  const { tenantId, userId } = actor;
  const now = deps.clock.now();
  await writeTransaction(deps.db, async (trx) => {
    const ended = await deps.carts.endModification(trx, tenantId, userId, 'given-up', now);
    if (!ended) throw new DomainError('ORDER_NOT_BEING_MODIFIED', ORDER_NOT_BEING_MODIFIED_MESSAGE);
    // A slot the shopper chose meanwhile was only held for the modification's cart.
    await deps.delivery.timeslots.releaseCartHold(trx, ended.cartId);
  });
  return deps.carts.view(actor);
}

/** The order's lines, delivery, slot and infos in the modification's cart; the slot stays booked by the order. */
async function copyOrderToCart(
  deps: OrderDeps,
  trx: Db,
  order: OrderRecord,
  cartId: number,
  now: number,
): Promise<void> {
  const { tenantId } = order;
  for (const item of await listItems(trx, [order.id])) {
    const { infos } = item;
    await deps.carts.insertItem(
      trx,
      tenantId,
      cartId,
      {
        productId: item.productId,
        quantity: item.quantity,
        params: infos.params ?? '',
        useWpid: infos.use_wpid ? Number(infos.use_wpid) : null,
        acceptAlternatives: infos.accept_alternatives !== 'false',
        customWeight: infos.custom_weight ? Number(infos.custom_weight) : null,
        pieces: infos.pieces ? Number(infos.pieces) : null,
        userNotes: infos.user_notes || null,
      },
      now,
    );
  }
  await deps.carts.setDelivery(
    trx,
    cartId,
    {
      deliveryServiceId: order.deliveryServiceId,
      shippingAddressId: order.shippingAddressId,
      zoneId: order.zoneId ?? 0,
      warehouseId: order.warehouseId,
      clearTimeslot: false,
    },
    now,
  );
  await deps.carts.setTimeslot(trx, cartId, { timeslotId: order.timeslotId, date: order.timeslotDate }, now);
  await deps.carts.setInfos(trx, cartId, order.infos, now);
  // The order's codes show on the cart; they stay spent by the order until the modification is confirmed.
  for (const { userGiftCertificateId } of order.adjustments) {
    if (userGiftCertificateId) await deps.carts.attachGift(trx, tenantId, cartId, userGiftCertificateId, now);
  }
}
