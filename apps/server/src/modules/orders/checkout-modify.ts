import { CART_EMPTY_MESSAGE } from '@spesa/shared/orders/order.contract';
import { ORDER_MODIFICATION_EXPIRED_MESSAGE } from '@spesa/shared/rules/order-modification';
import {
  isAwaitingPayment,
  ORDER_STATUS,
  PAYMENT_TRANSACTION_STATUSES as TX,
} from '@spesa/shared/rules/order-status';
import { headroomPctOf, preAuthorisedCents } from '@spesa/shared/rules/pre-authorisation';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CartService } from '../cart/cart.service.js';
import type { BuyRequest, CheckoutDeps } from './checkout-deps.js';
import { lockModifiableOrder } from './lock-own-order.js';
import { modifiableUntil } from './modification-cutoff.js';
import { enqueueOrderModified } from './order-mail-events.js';
import { pricedItemsOf, pricedTotalsOf } from './order-snapshot.js';
import { rewriteOrderContent, transitionOrder } from './order-write.repository.js';
import type { OrderRecord } from './order.repository.js';
import { openCardPayment, type PaymentAttempt } from './payment-attempt.js';
import { isOnlinePaymentType, saveCardOf, savedCard } from './payment-types.js';
import { giveUpTransactions, listTransactions } from './payment-transaction.repository.js';
import { redeemGiftsOrRefuse } from './gift-redemption.js';

type CurrentCart = NonNullable<Awaited<ReturnType<CartService['findCurrent']>>>;

/**
 * spec §4 'Modifica ordine': the prepared modification updates the SAME order (id, number, slot, address and
 * booking stay) with the cart's lines and totals, and the cart set aside comes back. The card is authorised
 * again only when needed: another payment type, an amount above the hold, or an order still waiting for its
 * payment; the hold already given stays until the new one is approved (payment-outcome.ts).
 */
export async function confirmModification(
  deps: CheckoutDeps,
  trx: Db,
  tenant: TenantDefinition,
  userId: number,
  cart: CurrentCart & { editingOrderId: number },
  request: BuyRequest,
  now: number,
): Promise<PaymentAttempt> {
  const tenantId = tenant.code;
  const order = await lockModifiableOrder(trx, tenantId, userId, cart.editingOrderId);
  if ((cart.editingUntil ?? 0) <= now || modifiableUntil(order) <= now) {
    throw new DomainError('ORDER_MODIFICATION_EXPIRED', ORDER_MODIFICATION_EXPIRED_MESSAGE);
  }
  const isCard = isOnlinePaymentType(request.paymentTypeId);
  const auth = isCard
    ? await savedCard(trx, tenantId, userId, request.userPaymentAuthId, request.paymentTypeId)
    : undefined;
  const extra = await deps.carts.findExtra(trx, tenantId, cart.id);
  // The order's codes are given back first, so the modification spends them again.
  await deps.carts.releaseGiftsOfOrder(trx, tenantId, order.id);
  const priced = await deps.carts.priceForCheckout(trx, tenantId, cart.id, order.warehouseId);
  if (!extra || priced.lines.length === 0) throw new DomainError('CART_EMPTY', CART_EMPTY_MESSAGE);
  await redeemGiftsOrRefuse(deps.carts, trx, tenantId, priced.gifts, order.id, now);
  const prebilledCents = isCard
    ? preAuthorisedCents(priced.grossCents, priced.variableCents, headroomPctOf(tenant.settings))
    : null;
  const reauthorise =
    isCard && (await needsAuthorisation(trx, order, request.paymentTypeId, prebilledCents!));
  // A confirmed order keeps its payment type and hold until a new authorisation is approved.
  const keepsPayment = reauthorise && !isAwaitingPayment(order.status);
  await rewriteOrderContent(
    trx,
    order.id,
    {
      ...pricedTotalsOf(priced),
      infos: extra.infos,
      paymentTypeId: keepsPayment ? order.paymentTypeId : request.paymentTypeId,
      prebilledCents: keepsPayment ? order.prebilledCents : prebilledCents,
    },
    pricedItemsOf(tenantId, priced).map((item) => ({ ...item, orderId: order.id })),
    now,
  );
  // A slot the shopper chose meanwhile was only held for this cart: the order keeps its booked one.
  await deps.delivery.timeslots.releaseCartHold(trx, cart.id);
  await deps.carts.endModification(trx, tenantId, userId, 'confirmed', now);
  await enqueueOrderModified(trx, order, now);
  if (!isCard) return settleWithoutCard(trx, order, now);
  if (!reauthorise) return { orderId: order.id, paymentUrl: null, pending: null };
  // Attempts of an order still waiting for its payment are superseded by the new amount.
  await giveUpTransactions(trx, order.id, [TX.inProgress], TX.cancelled, now);
  const { pending, paymentUrl } = await openCardPayment(trx, deps.gateway, {
    tenantId,
    orderId: order.id,
    userId,
    paymentTypeId: request.paymentTypeId,
    amountCents: prebilledCents!,
    auth,
    saveCard: saveCardOf(request.paymentData),
    now,
  });
  return { orderId: order.id, paymentUrl, pending };
}

/** The card already authorised covers the modification unless the type changed or the amount is above it. */
async function needsAuthorisation(
  trx: Db,
  order: OrderRecord,
  paymentTypeId: number,
  prebilledCents: number,
): Promise<boolean> {
  if (isAwaitingPayment(order.status) || order.paymentTypeId !== paymentTypeId) return true;
  const held = (await listTransactions(trx, order.id, [TX.authorised]))
    .filter((t) => t.paymentTypeId === paymentTypeId)
    .reduce((max, t) => Math.max(max, t.amountCents), 0);
  return prebilledCents > held;
}

/** Paid on delivery (or offline): a hold on a card is given back, an order waiting for a payment is confirmed. */
async function settleWithoutCard(trx: Db, order: OrderRecord, now: number): Promise<PaymentAttempt> {
  await giveUpTransactions(trx, order.id, [TX.inProgress], TX.cancelled, now);
  await giveUpTransactions(trx, order.id, [TX.authorised], TX.reversed, now);
  if (isAwaitingPayment(order.status)) {
    await transitionOrder(trx, order.id, [order.status], ORDER_STATUS.ORDERED, now, {
      paymentExpiresAt: null,
    });
  }
  return { orderId: order.id, paymentUrl: null, pending: null };
}
