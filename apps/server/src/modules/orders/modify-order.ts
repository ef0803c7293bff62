import type { Cart } from '@spesa/shared/cart/cart.contract';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import { lockModifiableOrder } from './lock-own-order.js';
import type { OrderDeps } from './order-deps.js';
import { listItems } from './order.repository.js';

/**
 * spec §4: reopens the order as the shopper's cart (lines, delivery, slot, gift codes and infos) and cancels
 * it as replaced, in one transaction; the cart remembers which order it edits.
 */
export async function modifyOrder(deps: OrderDeps, actor: Actor, orderId: number): Promise<Cart> {
  const { tenantId, userId } = actor;
  const now = deps.clock.now();
  await writeTransaction(deps.db, async (trx) => {
    const order = await lockModifiableOrder(trx, tenantId, userId, orderId);
    const cart = await deps.carts.lockCurrent(trx, tenantId, userId, now);
    await deps.delivery.timeslots.releaseCartHold(trx, cart.id);
    await addItemsToCart(deps, trx, tenantId, cart.id, order.id, now);
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
    await deps.checkout.cancelInside(trx, tenantId, order, now, 'replaced');
  });
  await deps.checkout.releaseGivenUp(orderId);
  return deps.carts.view(actor);
}

/** The order's lines join the cart: a line already there (same product and options) adds up its quantity. */
async function addItemsToCart(
  deps: OrderDeps,
  trx: Db,
  tenantId: string,
  cartId: number,
  orderId: number,
  now: number,
): Promise<void> {
  const lines = await deps.carts.listItems(trx, cartId);
  for (const item of await listItems(trx, [orderId])) {
    const { infos } = item;
    const params = infos.params ?? '';
    const existing = lines.find((l) => l.productId === item.productId && l.params === params);
    if (existing) {
      await deps.carts.updateItem(
        trx,
        cartId,
        existing.id,
        { quantity: existing.quantity + item.quantity },
        now,
      );
    } else {
      await deps.carts.insertItem(
        trx,
        tenantId,
        cartId,
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
}
