import { centsToEuro } from '@spesa/shared/common/money';
import {
  ORDER_NOT_FOUND_MESSAGE,
  type CheckoutBuyData,
  type CheckoutPrepareData,
  type PaymentAuth,
  type PaymentType,
  type PrebilledAmountData,
} from '@spesa/shared/orders/order.contract';
import { headroomPctOf, preAuthorisedCents } from '@spesa/shared/rules/pre-authorisation';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { NotFoundError } from '../../lib/domain-error.js';
import type { PaymentRef } from '../payment/payment-gateway.js';
import { cancelOrderInside, type CancelCause } from './cancel-order-inside.js';
import { checkoutBuy } from './checkout-buy.js';
import type { BuyRequest, CheckoutDeps, PrepareParams, RetryRequest } from './checkout-deps.js';
import { prepareCheckout } from './checkout-prepare.js';
import { releaseGivenUpPayments, settlePayment } from './payment-outcome.js';
import { retryPayment } from './payment-retry.js';
import { paymentTypesOf } from './payment-types.js';
import { sweepUnpaidOrders } from './unpaid-sweep.js';
import { type OrderRecord, findOrder } from './order.repository.js';
import { listPaymentAuths } from './payment-auth.repository.js';

export interface CheckoutService {
  prepare(actor: Actor, params: PrepareParams): Promise<CheckoutPrepareData>;
  /** `tenant` is the actor's chain, read for its settings. */
  buy(actor: Actor, tenant: TenantDefinition, request: BuyRequest): Promise<CheckoutBuyData>;
  /** The gateway named an attempt (feedback, return): records what the gateway says became of it, once. */
  settlePayment(ref: PaymentRef): Promise<{ orderId: number; approved: boolean } | undefined>;
  /** After a commit that gave attempts up (an order cancelled): tells the gateway to close or void them. */
  releaseGivenUp(orderId: number): Promise<void>;
  retryPayment(
    actor: Actor,
    tenant: TenantDefinition,
    orderId: number,
    request: RetryRequest,
  ): Promise<CheckoutBuyData>;
  prebilledAmount(
    actor: Actor,
    tenant: TenantDefinition,
    orderId: number | undefined,
  ): Promise<PrebilledAmountData>;
  paymentTypes(tenant: TenantDefinition): PaymentType[];
  paymentAuths(actor: Actor, paymentTypeId: number | undefined): Promise<PaymentAuth[]>;
  /** Cancels the orders whose payment did not arrive in time (spec §4). Answers how many. */
  sweepUnpaid(): Promise<number>;
  /** Cancels an order inside the caller's transaction: slot, codes, points, payments given back, e-mail owed. */
  cancelInside(trx: Db, tenantId: string, order: OrderRecord, now: number, cause: CancelCause): Promise<void>;
}

export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  const { db, clock, carts } = deps;
  return {
    prepare: (actor, params) => prepareCheckout(deps, actor, params),
    buy: (actor, tenant, request) => checkoutBuy(deps, actor, tenant, request),
    settlePayment: (ref) => settlePayment(deps, ref),
    releaseGivenUp: (orderId) => releaseGivenUpPayments(deps, { orderId }),
    retryPayment: (actor, tenant, orderId, request) => retryPayment(deps, actor, tenant, orderId, request),
    paymentTypes: paymentTypesOf,
    sweepUnpaid: () => sweepUnpaidOrders(deps),
    cancelInside: (trx, tenantId, order, now, cause) =>
      cancelOrderInside(deps, trx, tenantId, order, now, cause),

    async prebilledAmount(actor, tenant, orderId) {
      const { tenantId, userId } = actor;
      const headroomPct = headroomPctOf(tenant.settings);
      let goods: number;
      let variable: number;
      let gross: number;
      if (orderId !== undefined) {
        const order = await findOrder(db, tenantId, orderId, { userId });
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
        [goods, variable, gross] = [order.goodsCents, order.variableCents, order.grossCents];
      } else {
        const cart = await carts.view(actor);
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

    async paymentAuths(actor, paymentTypeId) {
      const { tenantId, userId } = actor;
      const now = new Date(clock.now());
      const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
      return (await listPaymentAuths(db, tenantId, userId))
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
  };
}
