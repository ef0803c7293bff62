import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import {
  CART_EMPTY_MESSAGE,
  CART_NOT_PREPARED_MESSAGE,
  CHECKOUT_ADDRESS_REQUIRED_MESSAGE,
  type CheckoutBuyData,
} from '@spesa/shared/orders/order.contract';
import { isAwaitingPayment, PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import { headroomPctOf, preAuthorisedCents } from '@spesa/shared/rules/pre-authorisation';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CartService } from '../cart/cart.service.js';
import { checkoutAnswer } from './checkout-answer.js';
import { confirmModification } from './checkout-modify.js';
import type { BuyRequest, CheckoutDeps } from './checkout-deps.js';
import { enqueueOrderConfirmed } from './order-mail-events.js';
import { buildOrderSnapshot } from './order-snapshot.js';
import { openCardPayment, runPaymentAttempt } from './payment-attempt.js';
import {
  checkPaymentTypeEnabled,
  isOnlinePaymentType,
  paymentMethodOf,
  saveCardOf,
  savedCard,
} from './payment-types.js';
import { insertOrder, insertOrderItems } from './order-write.repository.js';
import { findOrder, newestOrderSince } from './order.repository.js';
import { latestTransactions } from './payment-transaction.repository.js';
import { redeemGiftsOrRefuse } from './gift-redemption.js';

/** A confirmation without an idempotency key replays the order the same shopper made this recently. */
const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

type CurrentCart = NonNullable<Awaited<ReturnType<CartService['findCurrent']>>>;

/** spec §5: the prepared (locked) cart becomes an order, once per idempotency key. */
export async function checkoutBuy(
  deps: CheckoutDeps,
  actor: Actor,
  tenant: TenantDefinition,
  request: BuyRequest,
): Promise<CheckoutBuyData> {
  const { tenantId, userId } = actor;
  checkPaymentTypeEnabled(tenant, request.paymentTypeId);
  const saveCard = saveCardOf(request.paymentData);
  const isCard = isOnlinePaymentType(request.paymentTypeId);
  const now = deps.clock.now();
  const scope = request.idempotencyKey ? `buy:u${userId}:${request.idempotencyKey}` : null;
  const answer = await runPaymentAttempt(deps, {
    tenantId,
    userId,
    scope,
    now,
    lock: (trx) => deps.carts.findCurrent(trx, tenantId, userId, { lock: true }),
    attempt: async (trx, cart) => {
      if (!cart || cart.status !== CART_STATUS.LOCKED) {
        return { replay: await recentOrderAnswer(deps, trx, tenantId, userId, scope, now) };
      }
      // spec §4 'Modifica ordine': the cart modifies an order, which it updates instead of placing another.
      // A cart reopened before modifications had a cut-off replaced its (cancelled) order: it places a new one.
      const { editingOrderId } = cart;
      if (editingOrderId !== null && cart.editingUntil !== null) {
        return confirmModification(deps, trx, tenant, userId, { ...cart, editingOrderId }, request, now);
      }
      const auth = isCard
        ? await savedCard(trx, tenantId, userId, request.userPaymentAuthId, request.paymentTypeId)
        : undefined;
      const placed = await placeOrder(deps, trx, tenant, userId, cart, request.paymentTypeId, now);
      if (!isCard) {
        // Confirmed at once (paid on delivery or offline): the shopper's e-mail is owed now; the loyalty
        // points wait for the delivery (change-order-status.ts).
        const order = await findOrder(trx, tenantId, placed.orderId);
        await enqueueOrderConfirmed(deps.carts, trx, order!, now);
        return { orderId: placed.orderId, paymentUrl: null, pending: null };
      }
      const { pending, paymentUrl } = await openCardPayment(trx, deps.gateway, {
        tenantId,
        orderId: placed.orderId,
        userId,
        paymentTypeId: request.paymentTypeId,
        amountCents: placed.prebilledCents ?? placed.grossCents,
        auth,
        saveCard,
        now,
      });
      return { orderId: placed.orderId, paymentUrl, pending };
    },
  });
  deps.orderMails.afterCommit(answer.orderId);
  return answer;
}

/** Writes the order snapshot, books the slot, redeems the gift codes and closes the cart. */
async function placeOrder(
  deps: CheckoutDeps,
  trx: Db,
  tenant: TenantDefinition,
  userId: number,
  cart: CurrentCart,
  paymentTypeId: number,
  now: number,
): Promise<{ orderId: number; prebilledCents: number | null; grossCents: number }> {
  const tenantId = tenant.code;
  const isCard = isOnlinePaymentType(paymentTypeId);
  const extra = await deps.carts.findExtra(trx, tenantId, cart.id);
  const priced = await deps.carts.priceForCheckout(trx, tenantId, cart.id, cart.warehouseId ?? 0);
  if (!extra || priced.lines.length === 0) throw new DomainError('CART_EMPTY', CART_EMPTY_MESSAGE);
  const slot = await deps.delivery.timeslots.confirmHold(trx, tenantId, cart.id);
  const address = await deps.delivery.addresses.snapshot(trx, tenantId, cart.shippingAddressId ?? 0);
  if (!address) throw new DomainError('ADDRESS_REQUIRED', CHECKOUT_ADDRESS_REQUIRED_MESSAGE);
  const prebilledCents = isCard
    ? preAuthorisedCents(priced.grossCents, priced.variableCents, headroomPctOf(tenant.settings))
    : null;
  const snapshot = buildOrderSnapshot({
    tenantId,
    userId,
    cart: { id: cart.id, zoneId: cart.zoneId, infos: extra.infos },
    priced,
    slot,
    address,
    paymentTypeId,
    isCard,
    prebilledCents,
    paymentExpiresAt: isCard ? now + deps.paymentTimeoutMs : null,
    now,
  });
  const orderId = await insertOrder(trx, snapshot.order);
  await insertOrderItems(
    trx,
    snapshot.items.map((item) => ({ ...item, orderId })),
  );
  await redeemGiftsOrRefuse(deps.carts, trx, tenantId, priced.gifts, orderId, now);
  await deps.carts.setStatus(trx, cart.id, CART_STATUS.ORDERED, now);
  return { orderId, prebilledCents, grossCents: priced.grossCents };
}

/** A doubled click without a key: the order this shopper has just made answers again. */
async function recentOrderAnswer(
  deps: CheckoutDeps,
  trx: Db,
  tenantId: string,
  userId: number,
  scope: string | null,
  now: number,
): Promise<CheckoutBuyData> {
  const recent = scope
    ? undefined
    : await newestOrderSince(trx, tenantId, userId, now - DOUBLE_SUBMIT_WINDOW_MS);
  if (!recent) throw new DomainError('CART_NOT_PREPARED', CART_NOT_PREPARED_MESSAGE);
  const paymentUrl =
    isAwaitingPayment(recent.status) && isOnlinePaymentType(recent.paymentTypeId)
      ? await pendingUrl(deps, trx, tenantId, recent.id)
      : null;
  return checkoutAnswer(trx, tenantId, userId, recent.id, paymentUrl);
}

/** The page of the card payment still in progress, when it is paid on the page (not a saved card). */
async function pendingUrl(deps: CheckoutDeps, trx: Db, tenantId: string, orderId: number) {
  const latest = (await latestTransactions(trx, [orderId])).get(orderId);
  if (!latest || latest.status !== TX.inProgress || latest.userPaymentAuthId !== null) return null;
  return deps.gateway.paymentUrl({
    tenantId,
    orderId,
    transactionId: latest.id,
    method: paymentMethodOf(latest.paymentTypeId),
    amountCents: latest.amountCents,
    saveCard: latest.saveCard,
  });
}
