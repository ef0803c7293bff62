import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pickingLineBodySchema,
  pickingListQuerySchema,
  pickingListSchema,
  pickingOrderBodySchema,
  pickingOutcomeSchema,
} from '@spesa/shared/admin/picking.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { OrderBoardService } from '../orders/order-board.service.js';
import type { PickingService } from '../orders/picking.service.js';
import { assertStoreInScope, requireStaff, StoreForbiddenError } from './staff-guard.js';
import type { StaffPrincipal } from './staff-principal.js';
import type { StaffService } from './staff.service.js';

export interface PickingRoutesOptions {
  staff: StaffService;
  orderBoard: Pick<OrderBoardService, 'storeOf'>;
  picking: PickingService;
  isStoreOfTenant: (tenantId: string, storeId: number) => Promise<boolean>;
}

/** README "Picking": the picking of a store's orders, slot by slot, each action in the audit log. */
export const pickingRoutes: FastifyPluginAsync<PickingRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back-office'];
  /** The member may act on the order's store (404 for another chain's order). */
  const orderInScope = async (principal: StaffPrincipal, orderId: number) =>
    assertStoreInScope(principal, await options.orderBoard.storeOf(principal.tenantId, orderId));
  const pickerOf = (principal: StaffPrincipal) => ({
    tenantId: principal.tenantId,
    staffId: principal.staffId,
  });
  r.get(
    '/admin/picking',
    {
      schema: {
        tags,
        querystring: pickingListQuerySchema,
        response: { 200: envelopeSchema(pickingListSchema) },
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { store_id: storeId, date, timeslot_id: timeslotId } = request.query;
      assertStoreInScope(principal, storeId);
      if (!(await options.isStoreOfTenant(principal.tenantId, storeId))) throw new StoreForbiddenError();
      const list = await options.picking.list(principal.tenantId, { warehouseId: storeId, date, timeslotId });
      return envelope(list, ANONYMOUS);
    },
  );
  r.post(
    '/admin/picking/line',
    { schema: { tags, body: pickingLineBodySchema, response: { 200: envelopeSchema(z.object({})) } } },
    async (request) => {
      const principal = requireStaff(request);
      const body = request.body;
      await orderInScope(principal, body.orderId);
      await options.picking.recordLine(pickerOf(principal), body);
      const { orderId, orderItemId, action, ...details } = body;
      await options.staff.audit(principal, `picking.${action}`, `order:${orderId}`, {
        orderItemId,
        ...details,
      });
      return envelope({}, ANONYMOUS);
    },
  );
  r.post(
    '/admin/picking/finish',
    {
      schema: { tags, body: pickingOrderBodySchema, response: { 200: envelopeSchema(pickingOutcomeSchema) } },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { orderId } = request.body;
      await orderInScope(principal, orderId);
      const outcome = await options.picking.finish(pickerOf(principal), orderId);
      await options.staff.audit(principal, 'picking.finish', `order:${orderId}`, {
        finalTotal: outcome.finalTotal,
        captureState: outcome.captureState,
      });
      return envelope(outcome, ANONYMOUS);
    },
  );
  r.post(
    '/admin/picking/capture-retry',
    {
      schema: { tags, body: pickingOrderBodySchema, response: { 200: envelopeSchema(pickingOutcomeSchema) } },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { orderId } = request.body;
      await orderInScope(principal, orderId);
      const outcome = await options.picking.retryCapture(pickerOf(principal), orderId);
      await options.staff.audit(principal, 'picking.capture-retry', `order:${orderId}`, {
        captureState: outcome.captureState,
      });
      return envelope(outcome, ANONYMOUS);
    },
  );
};
