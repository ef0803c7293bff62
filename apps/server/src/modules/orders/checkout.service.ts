import {
  GIFT_CODE_ALREADY_USED_MESSAGE,
  INVOICE_NOT_AVAILABLE_MESSAGE,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_TOO_LONG_MESSAGE,
} from '@spesa/shared/cart/cart.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import {
  BILLING_REQUIRED_MESSAGE,
  CART_EMPTY_MESSAGE,
  CART_NOT_PREPARED_MESSAGE,
  CHECKOUT_ADDRESS_REQUIRED_MESSAGE,
  CHECKOUT_TIMESLOT_REQUIRED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PAYABLE_MESSAGE,
  PAYMENT_AUTH_NOT_FOUND_MESSAGE,
  PAYMENT_TYPE_NOT_ENABLED_MESSAGE,
  PROFILE_INCOMPLETE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  type CheckoutBuyData,
  type CheckoutPrepareData,
  type PaymentAuth,
  type PaymentType,
  type PrebilledAmountData,
} from '@spesa/shared/orders/order.contract';
import { COMPLETE_PROFILE_LEVEL } from '@spesa/shared/account/user-detail.contract';
import {
  AWAITING_PAYMENT_STATUS_IDS,
  isAwaitingPayment,
  isMealVoucherPaymentType,
  ORDER_STATUS,
  PAYMENT_TRANSACTION_STATUSES as TX,
  PAYMENT_TYPE_IDS,
  paymentTypeLabel,
} from '@spesa/shared/rules/order-status';
import { headroomPctOf, preAuthorisedCents } from '@spesa/shared/rules/pre-authorisation';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartService } from '../cart/cart.service.js';
import { INVOICE_WAREHOUSE_ID } from '../cart/cart.service.js';
import type { DeliveryServices } from '../delivery/delivery.service.js';
import type { PaymentGateway, PaymentOutcome } from '../payment/payment-gateway.js';
import { loadOrders } from './order-mapper.js';
import * as repo from './order.repository.js';

/** spec §9: the types paid on a card page; every other type confirms the order at once. */
const CARD_TYPES: readonly number[] = [PAYMENT_TYPE_IDS.card];
const DEFAULT_PAYMENT_TYPES = [PAYMENT_TYPE_IDS.card, PAYMENT_TYPE_IDS.onDelivery];
/** A confirmation without an idempotency key replays the order the same shopper made this recently. */
const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

export interface CheckoutService {
  prepare(tenant: TenantDefinition, userId: number, params: PrepareParams): Promise<CheckoutPrepareData>;
  buy(tenant: TenantDefinition, userId: number, request: BuyRequest): Promise<CheckoutBuyData>;
  /** Records a gateway verdict once, however many times it arrives (feedback, return, token charge). */
  applyOutcome(outcome: PaymentOutcome): Promise<{ orderId: number; approved: boolean } | undefined>;
  retryPayment(
    tenant: TenantDefinition,
    userId: number,
    orderId: number,
    request: Omit<BuyRequest, 'paymentTypeId'> & { paymentTypeId?: number },
  ): Promise<CheckoutBuyData>;
  prebilledAmount(
    tenant: TenantDefinition,
    userId: number,
    orderId: number | undefined,
  ): Promise<PrebilledAmountData>;
  paymentTypes(tenant: TenantDefinition): PaymentType[];
  paymentAuths(tenantId: string, userId: number, paymentTypeId: number | undefined): Promise<PaymentAuth[]>;
  /** Cancels the orders whose payment did not arrive in time (spec §4). Answers how many. */
  sweepUnpaid(): Promise<number>;
  /** Cancels an order inside the caller's transaction: slot, codes, points and payments given back. */
  cancelInside(
    trx: Db,
    tenantId: string,
    order: repo.OrderRecord,
    now: number,
    replaced: boolean,
  ): Promise<void>;
}

export interface PrepareParams {
  terms_accepted?: boolean | undefined;
  order_comment?: string | undefined;
  need_invoice?: boolean | undefined;
  accept_alternatives?: boolean | undefined;
}

export interface BuyRequest {
  paymentTypeId: number;
  userPaymentAuthId?: number | undefined;
  paymentData?: string | undefined;
  idempotencyKey?: string | undefined;
}

function enabledTypes(tenant: TenantDefinition): number[] {
  return tenant.settings.paymentTypeIds ?? DEFAULT_PAYMENT_TYPES;
}

function saveCardOf(paymentData: string | undefined): boolean {
  if (!paymentData) return false;
  try {
    const parsed = JSON.parse(paymentData) as { save_card?: unknown; saveCard?: unknown };
    return parsed.save_card === true || parsed.saveCard === true || parsed.save_card === 'true';
  } catch {
    throw new DomainError('PAYMENT_DATA', 'Dati di pagamento non validi.', 400, 400);
  }
}

export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  carts: CartService;
  delivery: DeliveryServices;
  shoppers: ShopperService;
  gateway: PaymentGateway;
  paymentTimeoutMs: number;
  log: (error: unknown, message: string) => void;
}): CheckoutService {
  const { db, clock, carts, delivery, shoppers, gateway } = deps;

  async function answerOf(
    trx: Db,
    tenantId: string,
    userId: number,
    orderId: number,
    paymentUrl: string | null,
  ): Promise<CheckoutBuyData> {
    const record = await repo.findOrder(trx, tenantId, orderId, { userId });
    if (!record) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    const [order] = await loadOrders(trx, tenantId, userId, [record], true);
    return { orderId, orderStatusId: record.status, paymentUrl, order: order! };
  }

  async function creditPoints(trx: Db, tenantId: string, order: repo.OrderRecord, now: number) {
    if (order.loyaltyPoints > 0 && (await repo.flipPointsCredited(trx, order.id, 1))) {
      await shoppers.addLoyaltyPoints(trx, tenantId, order.userId, order.loyaltyPoints, now);
    }
  }

  async function cancelInside(
    trx: Db,
    tenantId: string,
    order: repo.OrderRecord,
    now: number,
    replaced: boolean,
  ) {
    await repo.setOrderStatus(trx, order.id, ORDER_STATUS.CANCELLED, now, {
      paymentExpiresAt: null,
      ...(replaced ? { replaced: true } : {}),
    });
    if (!replaced) await delivery.timeslots.releaseBooking(trx, tenantId, order.cartId);
    await carts.releaseGiftsOfOrder(trx, tenantId, order.id);
    await repo.setTransactionsStatus(trx, order.id, [TX.inProgress], TX.cancelled, now);
    await repo.setTransactionsStatus(trx, order.id, [TX.authorised, TX.confirmed], TX.reversed, now);
    if (order.loyaltyPoints > 0 && (await repo.flipPointsCredited(trx, order.id, 0))) {
      await shoppers.addLoyaltyPoints(trx, tenantId, order.userId, -order.loyaltyPoints, now);
    }
  }

  function checkPaymentType(tenant: TenantDefinition, paymentTypeId: number) {
    if (!enabledTypes(tenant).includes(paymentTypeId)) {
      throw new DomainError('PAYMENT_TYPE_NOT_ENABLED', PAYMENT_TYPE_NOT_ENABLED_MESSAGE);
    }
  }

  async function savedCard(trx: Db, tenantId: string, userId: number, authId: number | undefined) {
    if (!authId) return undefined;
    const auth = (await repo.listPaymentAuths(trx, tenantId, userId)).find((a) => a.id === authId);
    if (!auth) throw new DomainError('PAYMENT_AUTH_NOT_FOUND', PAYMENT_AUTH_NOT_FOUND_MESSAGE);
    return auth;
  }

  /** After the order is committed: open the gateway session or charge the saved card, never inside a transaction. */
  async function collect(
    tenantId: string,
    userId: number,
    pending: {
      orderId: number;
      transactionId: number;
      amountCents: number;
      saveCard: boolean;
      token: string | null;
    },
    scope: string | null,
  ): Promise<void> {
    const request = { tenantId, ...pending };
    try {
      if (pending.token) {
        const outcome = await gateway.chargeToken({ ...request, token: pending.token });
        await applyOutcome(outcome);
        if (scope) {
          const final = await answerOf(db, tenantId, userId, pending.orderId, null);
          await writeTransaction(db, (trx) =>
            repo.updateIdempotent(trx, tenantId, scope, JSON.stringify(final)),
          );
        }
      } else {
        await gateway.openSession(request);
      }
    } catch (error) {
      // The order waits for its payment; the shopper can retry it, or it is cancelled by the sweep.
      deps.log(error, 'payment gateway call failed');
    }
  }

  async function applyOutcome(outcome: PaymentOutcome) {
    const now = clock.now();
    return writeTransaction(db, async (trx) => {
      const order = await repo.findOrder(trx, outcome.tenantId, outcome.orderId, { lock: true });
      const transaction = await repo.findTransaction(trx, outcome.tenantId, outcome.transactionId);
      if (!order || !transaction || transaction.orderId !== order.id) return undefined;
      const card = { last4: outcome.cardLast4, type: outcome.cardType, reference: outcome.reference };
      if (!outcome.approved) {
        if (await repo.settleTransaction(trx, transaction.id, TX.error, card, now)) {
          // spec §4: the order stays suspended until paid (status 2), or is cancelled by the sweep.
          await repo.transitionOrder(
            trx,
            order.id,
            [ORDER_STATUS.AWAITING_PAYMENT],
            ORDER_STATUS.FINISH_PAYMENT,
            now,
          );
        }
        return { orderId: order.id, approved: false };
      }
      if (!(await repo.settleTransaction(trx, transaction.id, TX.authorised, card, now))) {
        return { orderId: order.id, approved: transaction.status === TX.authorised };
      }
      if (!isAwaitingPayment(order.status)) {
        // Paid after the order was cancelled: the authorisation is given back.
        await repo.setTransactionsStatus(trx, order.id, [TX.authorised], TX.reversed, now);
        return { orderId: order.id, approved: false };
      }
      await repo.setTransactionsStatus(trx, order.id, [TX.inProgress], TX.cancelled, now);
      await repo.transitionOrder(trx, order.id, AWAITING_PAYMENT_STATUS_IDS, ORDER_STATUS.ORDERED, now, {
        paymentExpiresAt: null,
      });
      await creditPoints(trx, outcome.tenantId, order, now);
      if (
        transaction.saveCard &&
        outcome.token &&
        outcome.cardLast4 &&
        outcome.expireMonth &&
        outcome.expireYear
      ) {
        await repo.insertPaymentAuth(trx, {
          tenantId: outcome.tenantId,
          userId: order.userId,
          paymentTypeId: transaction.paymentTypeId,
          last4: outcome.cardLast4,
          type: outcome.cardType ?? 'visa',
          month: outcome.expireMonth,
          year: outcome.expireYear,
          token: outcome.token,
          now,
        });
      }
      return { orderId: order.id, approved: true };
    });
  }

  return {
    applyOutcome,
    cancelInside,

    async prepare(tenant, userId, params) {
      const tenantId = tenant.code;
      const now = clock.now();
      return writeTransaction(db, async (trx) => {
        const cart = await carts.findCurrent(trx, tenantId, userId, { lock: true });
        if (!cart) throw new DomainError('CART_EMPTY', CART_EMPTY_MESSAGE);
        const extra = await carts.findExtra(trx, tenantId, cart.id);
        const items = await carts.listItems(trx, cart.id);
        if (!extra || items.length === 0) throw new DomainError('CART_EMPTY', CART_EMPTY_MESSAGE);
        if (cart.shippingAddressId === null || cart.warehouseId === null) {
          throw new DomainError('ADDRESS_REQUIRED', CHECKOUT_ADDRESS_REQUIRED_MESSAGE);
        }
        if (cart.timeslotId === null)
          throw new DomainError('TIMESLOT_REQUIRED', CHECKOUT_TIMESLOT_REQUIRED_MESSAGE);
        // spec §5 / §9 minProfileLevel 2.
        if ((await shoppers.profileLevel(trx, tenantId, userId)) < COMPLETE_PROFILE_LEVEL) {
          throw new DomainError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE_MESSAGE);
        }
        const infos = { ...extra.infos };
        if (params.order_comment !== undefined) infos.order_comment = params.order_comment;
        if (params.need_invoice !== undefined) infos.need_invoice = String(params.need_invoice);
        if (params.accept_alternatives !== undefined)
          infos.accept_alternatives = String(params.accept_alternatives);
        if (params.terms_accepted !== undefined) infos.terms_accepted = String(params.terms_accepted);
        if ((infos.order_comment ?? '').length > ORDER_NOTE_MAX_LENGTH) {
          throw new DomainError('ORDER_NOTE_TOO_LONG', ORDER_NOTE_TOO_LONG_MESSAGE);
        }
        if (infos.need_invoice === 'true') {
          // spec §9: only the special warehouse 89 offers the invoice; it needs the billing data (spec §5).
          if (cart.warehouseId !== INVOICE_WAREHOUSE_ID) {
            throw new DomainError('INVOICE_NOT_AVAILABLE', INVOICE_NOT_AVAILABLE_MESSAGE);
          }
          if (!(await shoppers.billing(trx, tenantId, userId))) {
            throw new DomainError('BILLING_REQUIRED', BILLING_REQUIRED_MESSAGE);
          }
        }
        if (infos.terms_accepted !== 'true') throw new DomainError('TERMS_REQUIRED', TERMS_REQUIRED_MESSAGE);
        await carts.setInfos(trx, cart.id, infos, now);
        await carts.setStatus(trx, cart.id, CART_STATUS.LOCKED, now);
        const priced = await carts.priceForCheckout(trx, tenantId, cart.id, cart.warehouseId);
        return {
          cartId: cart.id,
          cartStatusId: CART_STATUS.LOCKED,
          grossTotal: centsToEuro(priced.grossCents),
        };
      });
    },

    async buy(tenant, userId, request) {
      const tenantId = tenant.code;
      checkPaymentType(tenant, request.paymentTypeId);
      const saveCard = saveCardOf(request.paymentData);
      const isCard = CARD_TYPES.includes(request.paymentTypeId);
      const now = clock.now();
      type Outcome =
        | { replay: CheckoutBuyData }
        | {
            answer: CheckoutBuyData;
            scope: string | null;
            pending: {
              orderId: number;
              transactionId: number;
              amountCents: number;
              saveCard: boolean;
              token: string | null;
            } | null;
          };
      const outcome = await writeTransaction(db, async (trx): Promise<Outcome> => {
        const cart = await carts.findCurrent(trx, tenantId, userId, { lock: true });
        const scope = request.idempotencyKey ? `buy:u${userId}:${request.idempotencyKey}` : null;
        if (scope) {
          const seen = await repo.findIdempotent(trx, tenantId, scope);
          if (seen?.response) return { replay: JSON.parse(seen.response) as CheckoutBuyData };
        }
        if (!cart || cart.status !== CART_STATUS.LOCKED) {
          // A doubled click without a key: the order this shopper has just made answers again.
          const recent = scope
            ? undefined
            : await repo.newestOrderSince(trx, tenantId, userId, now - DOUBLE_SUBMIT_WINDOW_MS);
          if (recent) {
            const paymentUrl =
              isAwaitingPayment(recent.status) && CARD_TYPES.includes(recent.paymentTypeId)
                ? await pendingUrl(trx, tenantId, recent.id)
                : null;
            return { replay: await answerOf(trx, tenantId, userId, recent.id, paymentUrl) };
          }
          throw new DomainError('CART_NOT_PREPARED', CART_NOT_PREPARED_MESSAGE);
        }
        const auth = isCard ? await savedCard(trx, tenantId, userId, request.userPaymentAuthId) : undefined;
        const extra = await carts.findExtra(trx, tenantId, cart.id);
        const priced = await carts.priceForCheckout(trx, tenantId, cart.id, cart.warehouseId ?? 0);
        if (!extra || priced.lines.length === 0) throw new DomainError('CART_EMPTY', CART_EMPTY_MESSAGE);
        const slot = await delivery.timeslots.confirmHold(trx, tenantId, cart.id);
        const address = await delivery.addresses.snapshot(trx, tenantId, cart.shippingAddressId ?? 0);
        if (!address) throw new DomainError('ADDRESS_REQUIRED', CHECKOUT_ADDRESS_REQUIRED_MESSAGE);
        const prebilledCents = isCard
          ? preAuthorisedCents(priced.grossCents, priced.variableCents, headroomPctOf(tenant.settings))
          : null;
        const orderId = await repo.insertOrder(trx, {
          tenantId,
          userId,
          cartId: cart.id,
          status: isCard ? ORDER_STATUS.AWAITING_PAYMENT : ORDER_STATUS.ORDERED,
          createdAt: now,
          updatedAt: now,
          deliveryServiceId: slot.deliveryServiceId,
          warehouseId: slot.warehouseId,
          zoneId: cart.zoneId,
          shippingAddressId: address.id,
          address: {
            addressId: address.id,
            addressName: address.addressName,
            addressTypeId: address.addressTypeId,
            address1: address.address1,
            addressNumber: address.addressNumber,
            city: address.city,
            province: address.province,
            postalcode: address.postalCode,
          },
          timeslotId: slot.timeslotId,
          timeslotDate: slot.date,
          beginTime: slot.beginTime,
          endTime: slot.endTime,
          goodsCents: priced.goodsCents,
          variableCents: priced.variableCents,
          giftCents: priced.giftCents,
          packageCents: priced.bagCents + priced.otherPackageCents,
          deliveryFeeCents: priced.feeCents,
          grossCents: priced.grossCents,
          prebilledCents,
          paymentTypeId: request.paymentTypeId,
          infos: extra.infos,
          adjustments: priced.gifts.map((g) => ({
            orderItemId: null,
            userGiftCertificateId: g.gift.userGiftCertificateId,
            giftCertificate: {
              giftCertificateId: g.gift.giftCertificateId,
              code: g.gift.code,
              description: g.gift.description,
            },
            amount: centsToEuro(g.amountCents),
            note: g.note,
          })),
          packages: priced.packages.map((p) => ({
            orderPackageId: p.type.id,
            quantity: p.quantity,
            totalPrice: centsToEuro(p.totalCents),
            package: {
              packagingTypeId: p.type.id,
              descr: p.type.descr,
              cost: centsToEuro(p.type.costCents),
              kind: p.type.kind,
            },
          })),
          loyaltyPoints: priced.loyaltyPoints,
          paymentExpiresAt: isCard ? now + deps.paymentTimeoutMs : null,
        });
        await repo.insertOrderItems(
          trx,
          priced.lines.map((line, position) => {
            const snapshot: repo.ProductSnapshot = {
              productId: line.product.productId,
              name: line.product.name,
              shortDescr: line.product.shortDescr,
              description: line.product.description,
              slug: line.product.slug,
              mediaURL: line.product.mediaURL,
              priceUnitDisplay: line.product.priceUnitDisplay,
              sellingType: line.rule.sellingType,
            };
            return {
              tenantId,
              orderId,
              productId: line.item.productId,
              product: snapshot,
              quantity: line.item.quantity,
              weight: line.rule.sellingType === 'Sfuso' ? line.item.quantity : null,
              unitPriceCents: line.unitCents,
              grossCents: line.grossCents,
              infos: {
                accept_alternatives: String(line.item.acceptAlternatives),
                ...(line.item.params ? { params: line.item.params } : {}),
                ...(line.item.useWpid !== null ? { use_wpid: String(line.item.useWpid) } : {}),
                quantityDisplay:
                  line.rule.sellingType === 'Sfuso'
                    ? `${line.item.quantity.toLocaleString('it-IT', { minimumFractionDigits: 3 })} ${line.rule.unit}`
                    : `${line.item.quantity} pz`,
              },
              position,
            };
          }),
        );
        for (const gift of priced.gifts) {
          if (!(await carts.redeemGift(trx, tenantId, gift.gift.userGiftCertificateId, orderId, now))) {
            throw new DomainError('GIFT_CODE_USED', GIFT_CODE_ALREADY_USED_MESSAGE);
          }
        }
        await carts.setStatus(trx, cart.id, CART_STATUS.ORDERED, now);
        let pending = null;
        let paymentUrl: string | null = null;
        if (isCard) {
          const transactionId = await repo.insertTransaction(trx, {
            tenantId,
            orderId,
            userId,
            paymentTypeId: request.paymentTypeId,
            status: TX.inProgress,
            amountCents: prebilledCents ?? priced.grossCents,
            userPaymentAuthId: auth?.id ?? null,
            saveCard: saveCard && !auth,
            now,
          });
          pending = {
            orderId,
            transactionId,
            amountCents: prebilledCents ?? priced.grossCents,
            saveCard: saveCard && !auth,
            token: auth?.gatewayToken ?? null,
          };
          paymentUrl = auth ? null : gateway.paymentUrl({ tenantId, ...pending });
        } else {
          const order = await repo.findOrder(trx, tenantId, orderId);
          await creditPoints(trx, tenantId, order!, now);
        }
        const answer = await answerOf(trx, tenantId, userId, orderId, paymentUrl);
        if (scope) {
          await repo.insertIdempotent(trx, {
            tenantId,
            scope,
            userId,
            orderId,
            response: JSON.stringify(answer),
            now,
          });
        }
        return { answer, scope, pending };
      });
      if ('replay' in outcome) return outcome.replay;
      if (outcome.pending) {
        await collect(tenantId, userId, outcome.pending, outcome.scope);
        if (outcome.pending.token) return answerOf(db, tenantId, userId, outcome.answer.orderId, null);
      }
      return outcome.answer;
    },

    async retryPayment(tenant, userId, orderId, request) {
      const tenantId = tenant.code;
      const now = clock.now();
      const saveCard = saveCardOf(request.paymentData);
      type Pending = {
        orderId: number;
        transactionId: number;
        amountCents: number;
        saveCard: boolean;
        token: string | null;
      };
      type Result =
        | { replay: CheckoutBuyData }
        | { answer: CheckoutBuyData; pending: Pending | null; scope: string | null };
      const result = await writeTransaction(db, async (trx): Promise<Result> => {
        const order = await repo.findOrder(trx, tenantId, orderId, { userId, lock: true });
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
        const scope = request.idempotencyKey ? `pay:o${orderId}:${request.idempotencyKey}` : null;
        if (scope) {
          const seen = await repo.findIdempotent(trx, tenantId, scope);
          if (seen?.response) return { replay: JSON.parse(seen.response) as CheckoutBuyData };
        }
        const paymentTypeId = request.paymentTypeId ?? order.paymentTypeId;
        checkPaymentType(tenant, paymentTypeId);
        const changing = paymentTypeId !== order.paymentTypeId;
        // A failed or unfinished payment can be retried; an order not yet in charge can change its type.
        if (
          !isAwaitingPayment(order.status) &&
          !(changing && order.status === ORDER_STATUS.ORDERED && !CARD_TYPES.includes(order.paymentTypeId))
        ) {
          throw new DomainError('ORDER_NOT_PAYABLE', ORDER_NOT_PAYABLE_MESSAGE);
        }
        await repo.setTransactionsStatus(trx, order.id, [TX.inProgress], TX.cancelled, now);
        const isCard = CARD_TYPES.includes(paymentTypeId);
        if (!isCard) {
          await repo.setOrderStatus(trx, order.id, ORDER_STATUS.ORDERED, now, {
            paymentTypeId,
            paymentExpiresAt: null,
            prebilledCents: null,
          });
          await creditPoints(trx, tenantId, order, now);
          const answer = await answerOf(trx, tenantId, userId, order.id, null);
          if (scope)
            await repo.insertIdempotent(trx, {
              tenantId,
              scope,
              userId,
              orderId,
              response: JSON.stringify(answer),
              now,
            });
          return { answer, pending: null, scope };
        }
        const auth = await savedCard(trx, tenantId, userId, request.userPaymentAuthId);
        const amountCents = preAuthorisedCents(
          order.grossCents,
          order.variableCents,
          headroomPctOf(tenant.settings),
        );
        const status = isAwaitingPayment(order.status) ? order.status : ORDER_STATUS.AWAITING_PAYMENT;
        await repo.setOrderStatus(trx, order.id, status, now, {
          paymentTypeId,
          prebilledCents: amountCents,
          paymentExpiresAt: order.paymentExpiresAt ?? now + deps.paymentTimeoutMs,
        });
        const transactionId = await repo.insertTransaction(trx, {
          tenantId,
          orderId,
          userId,
          paymentTypeId,
          status: TX.inProgress,
          amountCents,
          userPaymentAuthId: auth?.id ?? null,
          saveCard: saveCard && !auth,
          now,
        });
        const pending = {
          orderId,
          transactionId,
          amountCents,
          saveCard: saveCard && !auth,
          token: auth?.gatewayToken ?? null,
        };
        const answer = await answerOf(
          trx,
          tenantId,
          userId,
          order.id,
          auth ? null : gateway.paymentUrl({ tenantId, ...pending }),
        );
        if (scope)
          await repo.insertIdempotent(trx, {
            tenantId,
            scope,
            userId,
            orderId,
            response: JSON.stringify(answer),
            now,
          });
        return { answer, pending, scope };
      });
      if ('replay' in result) return result.replay;
      if (result.pending) {
        await collect(tenantId, userId, result.pending, result.scope);
        if (result.pending.token) return answerOf(db, tenantId, userId, orderId, null);
      }
      return result.answer;
    },

    async prebilledAmount(tenant, userId, orderId) {
      const headroomPct = headroomPctOf(tenant.settings);
      let goods: number;
      let variable: number;
      let gross: number;
      if (orderId !== undefined) {
        const order = await repo.findOrder(db, tenant.code, orderId, { userId });
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
        [goods, variable, gross] = [order.goodsCents, order.variableCents, order.grossCents];
      } else {
        const cart = await carts.view(tenant.code, userId);
        [goods, variable, gross] = [
          Math.round(cart.totalPrice * 100),
          Math.round(cart.totalPriceVariable * 100),
          Math.round(cart.grossTotal * 100),
        ];
      }
      return {
        prebilledAmount: centsToEuro(preAuthorisedCents(gross, variable, headroomPct)),
        goodsTotal: centsToEuro(goods),
        variableWeightTotal: centsToEuro(variable),
        headroomPct,
        grossTotal: centsToEuro(gross),
      };
    },

    paymentTypes(tenant) {
      return enabledTypes(tenant).map((paymentTypeId) => ({
        paymentTypeId,
        name: paymentTypeLabel(paymentTypeId) ?? String(paymentTypeId),
        descr:
          paymentTypeId === PAYMENT_TYPE_IDS.card
            ? 'Paga con carta di credito o di debito: blocchiamo l’importo e addebitiamo solo il peso effettivo.'
            : (paymentTypeLabel(paymentTypeId) ?? ''),
        paymentMode: CARD_TYPES.includes(paymentTypeId) ? 'card' : 'offline',
        prebilled: CARD_TYPES.includes(paymentTypeId),
        isMealVoucher: isMealVoucherPaymentType(paymentTypeId),
        allowsSavedAuth: CARD_TYPES.includes(paymentTypeId),
      }));
    },

    async paymentAuths(tenantId, userId, paymentTypeId) {
      const now = new Date(clock.now());
      const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
      return (await repo.listPaymentAuths(db, tenantId, userId))
        .filter((a) => paymentTypeId === undefined || a.paymentTypeId === paymentTypeId)
        .map((a) => ({
          userPaymentAuthId: a.id,
          paymentTypeId: a.paymentTypeId,
          creditCard: `•••• ${a.cardLast4}`,
          cardType: a.cardType,
          expireDate: `${String(a.expireMonth).padStart(2, '0')}/${String(a.expireYear % 100).padStart(2, '0')}`,
          isExpired: a.expireYear < year || (a.expireYear === year && a.expireMonth < month),
        }));
    },

    async sweepUnpaid() {
      const now = clock.now();
      let cancelled = 0;
      for (const due of await repo.listExpiredUnpaid(db, now, 100)) {
        const done = await writeTransaction(db, async (trx) => {
          const order = await repo.findOrder(trx, due.tenantId, due.id, { lock: true });
          if (!order || !isAwaitingPayment(order.status) || (order.paymentExpiresAt ?? Infinity) > now)
            return false;
          await cancelInside(trx, due.tenantId, order, now, false);
          return true;
        });
        if (done) cancelled += 1;
      }
      return cancelled;
    },
  };

  async function pendingUrl(trx: Db, tenantId: string, orderId: number): Promise<string | null> {
    const latest = (await repo.latestTransactions(trx, [orderId])).get(orderId);
    if (!latest || latest.status !== TX.inProgress || latest.userPaymentAuthId !== null) return null;
    return gateway.paymentUrl({
      tenantId,
      orderId,
      transactionId: latest.id,
      amountCents: latest.amountCents,
      saveCard: latest.saveCard,
    });
  }
}
