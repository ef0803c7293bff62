import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderBoardDetailSchema,
  orderBoardQuerySchema,
  orderBoardSchema,
  orderBoardStatusBodySchema,
} from '@spesa/shared/admin/order-board.contract';
import { orderSchema } from '@spesa/shared/orders/order.contract';
import {
  ADMIN_API_PATH,
  STAFF_COOKIE,
  STAFF_ROLE_LABELS,
  auditPageSchema,
  auditQuerySchema,
  staffAccountSchema,
  staffDisabledBodySchema,
  staffTotpResetBodySchema,
  staffCreateBodySchema,
  staffCreatedSchema,
  staffLoginAnswerSchema,
  staffLoginBodySchema,
  staffMemberSchema,
  staffTotpBodySchema,
} from '@spesa/shared/admin/staff.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { TimeslotAdminService } from '../delivery/timeslot-admin.service.js';
import type { OrderBoardService } from '../orders/order-board.service.js';
import type { OrderService } from '../orders/order.service.js';
import type { PickingService } from '../orders/picking.service.js';
import { pickingRoutes } from './picking.routes.js';
import type { RefundService } from '../orders/refund-order.js';
import { ADMIN_PUBLIC_ROUTES, CONTACT_ROLES } from './admin-access.js';
import { orderRefundRoutes } from './order-refund.routes.js';
import { STAFF_PENDING_TTL_MS, STAFF_SESSION_TTL_MS } from './staff-auth.service.js';
import {
  assertChainStore,
  assertStoreInScope,
  guardAdminRoute,
  presentedStaffToken,
  requireStaff,
  routeKeyOf,
} from './staff-guard.js';
import type { StaffPrincipal } from './staff-principal.js';
import type { StaffService } from './staff.service.js';
import { slotRoutes } from './slots.routes.js';
import { catalogueAdminRoutes, type CatalogueAdminRoutesOptions } from './catalogue-admin.routes.js';
import { contentAdminRoutes } from '../content/content-admin.routes.js';
import type { ContentAdminService } from '../content/content-admin.service.js';

export interface AdminRoutesOptions {
  staff: StaffService;
  orderBoard: OrderBoardService;
  /** The order state machine's one entry point, shared with the operator endpoint and the command line. */
  orders: Pick<OrderService, 'changeStatus' | 'view'>;
  /** README "Refunds": a delivered order given back in whole or in part. */
  refunds: RefundService;
  isStoreOfTenant: (tenantId: string, storeId: number) => Promise<boolean>;
  slots: TimeslotAdminService;
  catalogue: CatalogueAdminRoutesOptions['catalogue'];
  backInStock: CatalogueAdminRoutesOptions['backInStock'];
  giftCodes: CatalogueAdminRoutesOptions['giftCodes'];
  shopperIdByEmail: CatalogueAdminRoutesOptions['shopperIdByEmail'];
  /** README "Picking". */
  picking: PickingService;
  /** README "Back-office", Content. */
  contentAdmin: ContentAdminService;
}

function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs: number): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: ADMIN_API_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

function memberOf(principal: StaffPrincipal) {
  return {
    staffId: principal.staffId,
    email: principal.email,
    role: principal.role,
    roleLabel: STAFF_ROLE_LABELS[principal.role],
    storeId: principal.storeId,
  };
}

const memberAnswer = { 200: envelopeSchema(z.object({ staff: staffMemberSchema })) };

/** The staff's login in two steps (password, then the TOTP code) and their session. */
const staffAuthRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { staff }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back-office'];
  r.post(
    '/admin/auth/login',
    {
      schema: { tags, body: staffLoginBodySchema, response: { 200: envelopeSchema(staffLoginAnswerSchema) } },
    },
    async (request, reply) => {
      const token = await staff.auth.login(request.tenant.code, request.body);
      setStaffCookie(request, reply, token, STAFF_PENDING_TTL_MS);
      return envelope({ totpRequired: true as const }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/auth/totp',
    { schema: { tags, body: staffTotpBodySchema, response: memberAnswer } },
    async (request, reply) => {
      const token = presentedStaffToken(request);
      const principal = await staff.auth.confirmTotp(request.tenant.code, token, request.body.code);
      if (token) setStaffCookie(request, reply, token, STAFF_SESSION_TTL_MS);
      return envelope({ staff: memberOf(principal) }, ANONYMOUS);
    },
  );
  r.post('/admin/auth/logout', { schema: { tags } }, async (request, reply) => {
    await staff.auth.logout(request.tenant.code, presentedStaffToken(request));
    reply.clearCookie(STAFF_COOKIE, { path: ADMIN_API_PATH, httpOnly: true, sameSite: 'strict' });
    return envelope({}, ANONYMOUS);
  });
  r.get('/admin/auth/me', { schema: { tags, response: memberAnswer } }, async (request) =>
    envelope({ staff: memberOf(requireStaff(request)) }, ANONYMOUS),
  );
};

/** The chain admin's staff accounts ('Personale') and audit log ('Registro attività'). */
const staffAdminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { staff }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back-office'];
  const created = { 200: envelopeSchema(staffCreatedSchema) };
  r.get(
    '/admin/staff',
    { schema: { tags, response: { 200: envelopeSchema(z.object({ staff: z.array(staffAccountSchema) })) } } },
    async (request) => envelope({ staff: await staff.list(request.tenant.code) }, ANONYMOUS),
  );
  r.post(
    '/admin/staff',
    { schema: { tags, body: staffCreateBodySchema, response: created } },
    async (request) =>
      envelope(await staff.create(request.tenant.code, request.body, requireStaff(request)), ANONYMOUS),
  );
  r.post(
    '/admin/staff/disabled',
    {
      schema: {
        tags,
        body: staffDisabledBodySchema,
        response: { 200: envelopeSchema(z.object({ staff: staffAccountSchema })) },
      },
    },
    async (request) => {
      const { staffId, disabled } = request.body;
      return envelope(
        { staff: await staff.setDisabled(requireStaff(request), staffId, disabled) },
        ANONYMOUS,
      );
    },
  );
  r.post(
    '/admin/staff/totp-reset',
    { schema: { tags, body: staffTotpResetBodySchema, response: created } },
    async (request) =>
      envelope(await staff.resetTotp(requireStaff(request), request.body.staffId), ANONYMOUS),
  );
  r.get(
    '/admin/audit',
    { schema: { tags, querystring: auditQuerySchema, response: { 200: envelopeSchema(auditPageSchema) } } },
    async (request) => envelope(await staff.auditLog(request.tenant.code, request.query), ANONYMOUS),
  );
};

/** The orders board (README "Back-office"). */
const orderBoardRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/orders',
    {
      schema: {
        tags: ['back-office'],
        querystring: orderBoardQuerySchema,
        response: { 200: envelopeSchema(orderBoardSchema) },
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { store_id: storeId, date, timeslot_id: timeslotId, status, q } = request.query;
      await assertChainStore(options.isStoreOfTenant, principal, storeId);
      const orders = await options.orderBoard.list(request.tenant.code, {
        storeId,
        date,
        timeslotId,
        statusIds: status?.split(',').map(Number),
        search: q,
      });
      return envelope({ orders }, ANONYMOUS);
    },
  );
  r.get(
    '/admin/orders/:orderId',
    {
      schema: {
        tags: ['back-office'],
        params: z.object({ orderId: z.coerce.number().int().positive() }),
        response: { 200: envelopeSchema(orderBoardDetailSchema) },
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { orderId } = request.params;
      assertStoreInScope(principal, await options.orderBoard.storeOf(principal.tenantId, orderId));
      const withContact = CONTACT_ROLES.includes(principal.role);
      return envelope(await options.orderBoard.detail(principal.tenantId, orderId, withContact), ANONYMOUS);
    },
  );
  r.post(
    '/admin/orders/status',
    {
      schema: {
        tags: ['back-office'],
        body: orderBoardStatusBodySchema,
        response: { 200: envelopeSchema(z.object({ order: orderSchema })) },
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { orderId, orderStatusId } = request.body;
      assertStoreInScope(principal, await options.orderBoard.storeOf(principal.tenantId, orderId));
      const order = await options.orders.changeStatus(principal.tenantId, orderId, orderStatusId);
      await options.staff.audit(principal, 'order.status', `order:${orderId}`, { orderStatusId });
      return envelope({ order }, ANONYMOUS);
    },
  );
};

/**
 * Every back-office call under /ebsn/api/admin: before its input is even read, the guard checks the staff
 * session of the request's chain and the role (ADMIN_ROUTE_ACCESS); the handler then checks the store.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  app.decorateRequest('staff', null);
  app.addHook('preValidation', async (request) => {
    if (ADMIN_PUBLIC_ROUTES.includes(routeKeyOf(request))) return;
    await guardAdminRoute(request, options.staff);
  });
  await app.register(staffAuthRoutes, options);
  await app.register(staffAdminRoutes, options);
  await app.register(orderBoardRoutes, options);
  await app.register(slotRoutes, options);
  await app.register(catalogueAdminRoutes, options);
  await app.register(pickingRoutes, options);
  await app.register(orderRefundRoutes, options);
  await app.register(contentAdminRoutes, options);
};
