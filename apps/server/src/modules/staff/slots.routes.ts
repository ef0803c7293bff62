import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  slotBoardQuerySchema,
  slotBoardRowSchema,
  slotBoardSchema,
  slotCapacityBodySchema,
  slotClosedBodySchema,
  slotCutoffBodySchema,
  slotDayClosedBodySchema,
  slotFeeBodySchema,
} from '@spesa/shared/admin/slots.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { TimeslotAdminService } from '../delivery/timeslot-admin.service.js';
import { assertChainStore, assertStoreInScope, requireStaff } from './staff-guard.js';
import type { StaffService } from './staff.service.js';

export interface SlotRoutesOptions {
  staff: StaffService;
  slots: TimeslotAdminService;
  isStoreOfTenant: (tenantId: string, storeId: number) => Promise<boolean>;
}

const slotAnswer = { 200: envelopeSchema(z.object({ slot: slotBoardRowSchema })) };

/** README "Back-office", Slots: the store manager of the store and the chain admin shape its slots. */
export const slotRoutes: FastifyPluginAsync<SlotRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back-office'];
  const { slots, staff } = options;

  /** The slot's store, checked against the member's; another chain's slot is not found. */
  async function slotInScope(request: Parameters<typeof requireStaff>[0], timeslotId: number) {
    const principal = requireStaff(request);
    assertStoreInScope(principal, await slots.storeOf(principal.tenantId, timeslotId));
    return principal;
  }

  r.get(
    '/admin/slots',
    {
      schema: { tags, querystring: slotBoardQuerySchema, response: { 200: envelopeSchema(slotBoardSchema) } },
    },
    async (request) => {
      const principal = requireStaff(request);
      await assertChainStore(options.isStoreOfTenant, principal, request.query.store_id);
      return envelope({ slots: await slots.board(principal.tenantId, request.query) }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/slots/capacity',
    { schema: { tags, body: slotCapacityBodySchema, response: slotAnswer } },
    async (request) => {
      const principal = await slotInScope(request, request.body.timeslotId);
      const slot = await slots.setCapacity(principal.tenantId, request.body);
      await staff.audit(principal, 'slot.capacity', `timeslot:${slot.timeslotId}`, {
        capacity: request.body.capacity,
      });
      return envelope({ slot }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/slots/closed',
    { schema: { tags, body: slotClosedBodySchema, response: slotAnswer } },
    async (request) => {
      const principal = await slotInScope(request, request.body.timeslotId);
      const slot = await slots.setClosed(principal.tenantId, request.body);
      await staff.audit(
        principal,
        request.body.closed ? 'slot.close' : 'slot.reopen',
        `timeslot:${slot.timeslotId}`,
      );
      return envelope({ slot }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/slots/day',
    { schema: { tags, body: slotDayClosedBodySchema, response: { 200: envelopeSchema(slotBoardSchema) } } },
    async (request) => {
      const principal = requireStaff(request);
      const { storeId, deliveryServiceId, date, closed } = request.body;
      await assertChainStore(options.isStoreOfTenant, principal, storeId);
      const day = await slots.setDayClosed(principal.tenantId, request.body);
      await staff.audit(principal, closed ? 'slot.day.close' : 'slot.day.reopen', `store:${storeId}`, {
        deliveryServiceId,
        date,
      });
      return envelope({ slots: day }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/slots/cutoff',
    { schema: { tags, body: slotCutoffBodySchema, response: slotAnswer } },
    async (request) => {
      const principal = await slotInScope(request, request.body.timeslotId);
      const slot = await slots.setCutoff(principal.tenantId, request.body);
      await staff.audit(principal, 'slot.cutoff', `timeslot:${slot.timeslotId}`, {
        cutoffMinutes: request.body.cutoffMinutes,
      });
      return envelope({ slot }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/slots/fee',
    { schema: { tags, body: slotFeeBodySchema, response: slotAnswer } },
    async (request) => {
      const principal = await slotInScope(request, request.body.timeslotId);
      const slot = await slots.setDeliveryFee(principal.tenantId, request.body);
      await staff.audit(principal, 'slot.fee', `timeslot:${slot.timeslotId}`, {
        deliveryFee: request.body.deliveryFee,
      });
      return envelope({ slot }, ANONYMOUS);
    },
  );
};
