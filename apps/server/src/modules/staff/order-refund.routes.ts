import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderRefundBodySchema } from '@spesa/shared/admin/order-refund.contract';
import { orderSchema } from '@spesa/shared/orders/order.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { OrderBoardService } from '../orders/order-board.service.js';
import type { OrderService } from '../orders/order.service.js';
import type { RefundService } from '../orders/refund-order.js';
import { assertStoreInScope, requireStaff } from './staff-guard.js';
import type { StaffService } from './staff.service.js';

export interface OrderRefundRoutesOptions {
  staff: Pick<StaffService, 'audit'>;
  orderBoard: Pick<OrderBoardService, 'storeOf'>;
  orders: Pick<OrderService, 'view'>;
  refunds: RefundService;
}

/**
 * README "Back-office" (Refunds): a delivered order refunded in whole or in part, with a reason, audited; the
 * guard has checked the role (ADMIN_ROUTE_ACCESS), the handler checks the order's store.
 */
export const orderRefundRoutes: FastifyPluginAsync<OrderRefundRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/admin/orders/refund',
    {
      schema: {
        tags: ['back-office'],
        body: orderRefundBodySchema,
        response: { 200: envelopeSchema(z.object({ order: orderSchema })) },
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { orderId, amountCents, reason, requestId } = request.body;
      assertStoreInScope(principal, await options.orderBoard.storeOf(principal.tenantId, orderId));
      const { userId } = await options.refunds.refund(principal.tenantId, request.body, principal.staffId);
      await options.staff.audit(principal, 'order.refund', `order:${orderId}`, {
        amountCents,
        reason,
        requestId,
      });
      const order = await options.orders.view({ tenantId: principal.tenantId, userId }, orderId);
      return envelope({ order }, ANONYMOUS);
    },
  );
};
