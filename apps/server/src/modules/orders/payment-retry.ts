import {
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PAYABLE_MESSAGE,
  type CheckoutBuyData,
} from '@spesa/shared/orders/order.contract';
import {
  isAwaitingPayment,
  ORDER_STATUS,
  PAYMENT_TRANSACTION_STATUSES as TX,
} from '@spesa/shared/rules/order-status';
import { headroomPctOf, preAuthorisedCents } from '@spesa/shared/rules/pre-authorisation';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Actor } from '../../lib/actor.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import type { CheckoutDeps, RetryRequest } from './checkout-deps.js';
import { enqueueOrderConfirmed } from './order-mail-events.js';
import { openCardPayment, runPaymentAttempt } from './payment-attempt.js';
import { checkPaymentTypeEnabled, isOnlinePaymentType, saveCardOf, savedCard } from './payment-types.js';
import { setOrderStatus } from './order-write.repository.js';
import { findOrder } from './order.repository.js';
import { giveUpTransactions } from './payment-transaction.repository.js';

/** Pays again an order whose payment failed or is unfinished, or pays it with another type; once per key. */
export async function retryPayment(
  deps: CheckoutDeps,
  actor: Actor,
  tenant: TenantDefinition,
  orderId: number,
  request: RetryRequest,
): Promise<CheckoutBuyData> {
  const { tenantId, userId } = actor;
  const now = deps.clock.now();
  const saveCard = saveCardOf(request.paymentData);
  const answer = await runPaymentAttempt(deps, {
    tenantId,
    userId,
    scope: request.idempotencyKey ? `pay:o${orderId}:${request.idempotencyKey}` : null,
    now,
    lock: async (trx) => {
      const order = await findOrder(trx, tenantId, orderId, { userId, lock: true });
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
      return order;
    },
    attempt: async (trx, order) => {
      const paymentTypeId = request.paymentTypeId ?? order.paymentTypeId;
      checkPaymentTypeEnabled(tenant, paymentTypeId);
      const changing = paymentTypeId !== order.paymentTypeId;
      const confirmedChange =
        changing && order.status === ORDER_STATUS.ORDERED && !isOnlinePaymentType(order.paymentTypeId);
      // A failed or unfinished payment can be retried; an order not yet in charge can change its type.
      if (!isAwaitingPayment(order.status) && !confirmedChange) {
        throw new DomainError('ORDER_NOT_PAYABLE', ORDER_NOT_PAYABLE_MESSAGE);
      }
      await giveUpTransactions(trx, order.id, [TX.inProgress], TX.cancelled, now);
      if (!isOnlinePaymentType(paymentTypeId)) {
        await setOrderStatus(trx, order.id, ORDER_STATUS.ORDERED, now, {
          paymentTypeId,
          paymentExpiresAt: null,
          prebilledCents: null,
        });
        await enqueueOrderConfirmed(deps.carts, trx, order, now);
        return { orderId: order.id, paymentUrl: null, pending: null };
      }
      const auth = await savedCard(trx, tenantId, userId, request.userPaymentAuthId, paymentTypeId);
      const amountCents = preAuthorisedCents(
        order.grossCents,
        order.variableCents,
        headroomPctOf(tenant.settings),
      );
      // spec §4: a confirmed order changing to card stays confirmed on its own payment type until the card is
      // approved (payment-outcome.ts); a shopper who leaves the card page leaves the order as it was.
      if (isAwaitingPayment(order.status)) {
        await setOrderStatus(trx, order.id, order.status, now, {
          paymentTypeId,
          prebilledCents: amountCents,
          paymentExpiresAt: order.paymentExpiresAt ?? now + deps.paymentTimeoutMs,
        });
      }
      const { pending, paymentUrl } = await openCardPayment(trx, deps.gateway, {
        tenantId,
        orderId,
        userId,
        paymentTypeId,
        amountCents,
        auth,
        saveCard,
        now,
      });
      return { orderId: order.id, paymentUrl, pending };
    },
  });
  deps.orderMails.afterCommit(answer.orderId);
  return answer;
}
