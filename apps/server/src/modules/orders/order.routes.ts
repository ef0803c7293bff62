import { ORDER_MODIFICATION_CANCELLED_MESSAGE } from '@spesa/shared/rules/order-modification';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartDataSchema } from '@spesa/shared/cart/cart.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import {
  checkoutBuyDataSchema,
  checkoutBuyQuerySchema,
  checkoutPrepareDataSchema,
  checkoutPrepareParamsSchema,
  IDEMPOTENCY_KEY_HEADER,
  modifyPaymentTypeQuerySchema,
  noteListBodySchema,
  noteListDataSchema,
  orderIdParamsSchema,
  orderListAllQuerySchema,
  orderListDataSchema,
  orderListQuerySchema,
  orderNoteBodySchema,
  orderNoteDataSchema,
  orderStatusChangeBodySchema,
  orderViewDataSchema,
  orderViewQuerySchema,
  parkingReservationDataSchema,
  parkingReserveQuerySchema,
  paymentAuthListDataSchema,
  paymentAuthListQuerySchema,
  paymentDueDateListDataSchema,
  paymentTypeListDataSchema,
  prebilledAmountDataSchema,
  prebilledAmountQuerySchema,
} from '@spesa/shared/orders/order.contract';
import { DomainError } from '../../lib/domain-error.js';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrderListOptions, OrderService } from './order.service.js';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,120}$/;

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new DomainError('IDEMPOTENCY_KEY', 'Chiave di idempotenza non valida.', 400, 400);
  }
  return value;
}

/** The saved card, payment data and idempotency key that buy and both payment retries read alike. */
function paymentFields(
  request: FastifyRequest,
  query: { user_payment_auth_id?: number | undefined; payment_data?: string | undefined },
) {
  return {
    userPaymentAuthId: query.user_payment_auth_id || undefined,
    paymentData: query.payment_data,
    idempotencyKey: idempotencyKey(request),
  };
}

/** The one answer of a route: its data inside the envelope. */
function answers<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}

function listOptions(q: z.output<typeof orderListAllQuerySchema>): OrderListOptions {
  return {
    page: q.page,
    pageSize: q.page_size,
    detail: q.fetch_detail ?? false,
    showPending: q.show_pending ?? true,
    showReplaced: q.show_replaced ?? false,
    fromDate: q.from_date ?? q.order_from_date_filter,
    toDate: q.to_date ?? q.order_to_date_filter,
    fromGross: q.from_gross_total,
    toGross: q.to_gross_total,
    orderId: q.order_id_filter ?? q.suborder_id_filter,
    warehouseId: q.suborder_warehouseid_filter,
    fromDeliveryDate: q.suborder_delivery_from_date_filter,
    toDeliveryDate: q.suborder_delivery_to_date_filter,
    shippingAddressId: q.shipping_address_id_filter,
  };
}

/** spec §7 "Checkout and payment" and "Orders". */
export const orderRoutes: FastifyPluginAsync<{ checkout: CheckoutService; orders: OrderService }> = async (
  app,
  { checkout, orders },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const buyAnswer = answers(checkoutBuyDataSchema);
  const viewAnswer = answers(orderViewDataSchema);

  /** The logged-in shopper (419 without a session): the actor services take and the envelope's user. */
  function shopper(request: FastifyRequest) {
    return { actor: app.requireActor(request), user: app.requireUser(request) };
  }

  r.post(
    '/checkout/prepare',
    {
      schema: {
        tags,
        summary: 'Checks the rules of spec §5 and locks the cart (status 7)',
        querystring: checkoutPrepareParamsSchema,
        body: checkoutPrepareParamsSchema.nullish(),
        response: answers(checkoutPrepareDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      const params = { ...request.query, ...(request.body ?? {}) };
      return envelope(await checkout.prepare(actor, params), user);
    },
  );

  r.post(
    '/checkout/buy',
    {
      schema: {
        tags,
        summary: 'Confirms the prepared cart as an order; idempotent per Idempotency-Key',
        querystring: checkoutBuyQuerySchema,
        response: buyAnswer,
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      const data = await checkout.buy(actor, request.tenant, {
        paymentTypeId: request.query.payment_type_id,
        ...paymentFields(request, request.query),
      });
      return envelope(data, user);
    },
  );

  r.get(
    '/checkout/prebilled-amount',
    {
      schema: {
        tags,
        summary: 'The card pre-authorisation: total plus the tenant’s headroom on variable weight',
        querystring: prebilledAmountQuerySchema,
        response: answers(prebilledAmountDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope(await checkout.prebilledAmount(actor, request.tenant, request.query.order_id), user);
    },
  );

  r.get(
    '/payment-type/list',
    {
      schema: {
        tags,
        summary: 'Payment types the chain enables',
        response: answers(paymentTypeListDataSchema),
      },
    },
    async (request) =>
      envelope({ paymentTypes: checkout.paymentTypes(request.tenant) }, request.sessionUser ?? ANONYMOUS),
  );

  r.get(
    '/payment-type/list-auth',
    {
      schema: {
        tags,
        summary: 'The shopper’s saved cards',
        querystring: paymentAuthListQuerySchema,
        response: answers(paymentAuthListDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      const paymentAuths = await checkout.paymentAuths(actor, request.query.payment_type_id);
      return envelope({ paymentAuths }, user);
    },
  );

  r.get(
    '/order/list',
    {
      schema: {
        tags,
        summary: 'The shopper’s orders, 12 a page',
        querystring: orderListQuerySchema,
        response: answers(orderListDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope(await orders.list(actor, listOptions(request.query)), user);
    },
  );

  for (const path of ['/order/list-for-all-user-shipping-addresses', '/order/list-for-all-person-orders']) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary: 'The shopper’s orders with the suborder filters',
          querystring: orderListAllQuerySchema,
          response: answers(orderListDataSchema),
        },
      },
      async (request) => {
        const { actor, user } = shopper(request);
        return envelope(await orders.list(actor, listOptions(request.query)), user);
      },
    );
  }

  r.get(
    '/order/list-retry-payment',
    {
      schema: {
        tags,
        summary: 'Orders waiting for a payment',
        response: answers(orderListDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope(
        await orders.list(actor, {
          page: 1,
          pageSize: 100,
          detail: false,
          showPending: true,
          showReplaced: false,
          retryPaymentOnly: true,
        }),
        user,
      );
    },
  );

  r.get(
    '/order/view',
    {
      schema: {
        tags,
        summary: 'One order of the shopper',
        querystring: orderViewQuerySchema,
        response: viewAnswer,
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope({ data: await orders.view(actor, request.query.order_id) }, user);
    },
  );

  r.post(
    '/order/delete',
    {
      schema: {
        tags,
        summary: 'Cancels an order not yet taken in charge',
        querystring: orderIdParamsSchema,
        response: viewAnswer,
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      const { order, message } = await orders.cancel(actor, request.query.order_id);
      return envelope({ data: order }, user, [message]);
    },
  );

  r.post(
    '/order/modify',
    {
      schema: {
        tags,
        summary: 'Reopens the order as the cart',
        querystring: orderIdParamsSchema,
        response: answers(cartDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope({ cart: await orders.modify(actor, request.query.order_id) }, user);
    },
  );

  r.post(
    '/order/modify-cancel',
    {
      schema: {
        tags,
        summary: "'Annulla modifiche': gives up the modification; the order stays, the cart comes back",
        response: answers(cartDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope({ cart: await orders.cancelModification(actor) }, user, [
        ORDER_MODIFICATION_CANCELLED_MESSAGE,
      ]);
    },
  );

  r.post(
    '/order/payment',
    {
      schema: {
        tags,
        summary: 'Pays again an order whose payment failed or is unfinished',
        querystring: orderIdParamsSchema.extend({
          user_payment_auth_id: z.coerce.number().int().min(0).optional(),
          payment_data: z.string().max(4000).optional(),
        }),
        response: buyAnswer,
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      const data = await checkout.retryPayment(
        actor,
        request.tenant,
        request.query.order_id,
        paymentFields(request, request.query),
      );
      return envelope(data, user);
    },
  );

  r.post(
    '/order/modify-payment-type',
    {
      schema: {
        tags,
        summary: 'Pays an order with another payment type',
        querystring: modifyPaymentTypeQuerySchema,
        response: buyAnswer,
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      const data = await checkout.retryPayment(actor, request.tenant, request.query.order_id, {
        paymentTypeId: request.query.payment_type_id,
        ...paymentFields(request, request.query),
      });
      return envelope(data, user);
    },
  );

  r.post(
    '/order/reserve',
    {
      schema: {
        tags,
        summary: 'Reserves a parking place for a pick-up order',
        querystring: parkingReserveQuerySchema,
        response: answers(parkingReservationDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      const { order, message } = await orders.reserve(actor, request.query.order_id, request.query.distance);
      return envelope({ reservation: order.parkingReservation }, user, [message]);
    },
  );

  r.get(
    '/order/invoice',
    {
      schema: {
        tags,
        summary:
          'The invoice of a delivered order, or its documento commerciale when no invoice was asked (application/pdf)',
        querystring: orderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { actor } = shopper(request);
      const pdf = await orders.invoicePdf(actor, request.query.order_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="fattura-ordine-${request.query.order_id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  for (const path of ['/note/order/add', '/note/order/update']) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary: 'Saves the rating note of an order',
          body: orderNoteBodySchema,
          response: answers(orderNoteDataSchema),
        },
      },
      async (request) => {
        const { actor, user } = shopper(request);
        return envelope({ note: await orders.saveNote(actor, request.body) }, user);
      },
    );
  }

  r.post(
    '/note/list',
    {
      schema: {
        tags,
        summary: 'The shopper’s order notes',
        body: noteListBodySchema.nullish(),
        response: answers(noteListDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope({ notes: await orders.listNotes(actor, request.body?.orderId) }, user);
    },
  );

  r.get(
    '/payment-due-date/list',
    {
      schema: {
        tags,
        summary: 'Invoices due: paid, pending, expiring, expired',
        response: answers(paymentDueDateListDataSchema),
      },
    },
    async (request) => {
      const { actor, user } = shopper(request);
      return envelope({ dueDates: await orders.dueDates(actor) }, user);
    },
  );

  r.post(
    '/operator/order-status',
    {
      schema: {
        tags: ['operator'],
        summary: 'The store moves an order through its statuses (header X-Operator-Token)',
        body: orderStatusChangeBodySchema,
        response: viewAnswer,
      },
    },
    async (request) => {
      const token = request.headers['x-operator-token'];
      if (!orders.isOperatorToken(typeof token === 'string' ? token : undefined)) {
        throw new DomainError('OPERATOR_REFUSED', 'Operazione non consentita.', 403, 403);
      }
      const { tenant, orderId, orderStatusId, executedByAgent } = request.body;
      if (tenant !== undefined && tenant !== request.tenant.code) {
        throw new DomainError(
          'TENANT_MISMATCH',
          'La catena indicata non è quella dell’indirizzo chiamato.',
          400,
          400,
        );
      }
      const order = await orders.changeStatus(request.tenant.code, orderId, orderStatusId, executedByAgent);
      return envelope({ data: order }, ANONYMOUS);
    },
  );

  r.get(
    '/operator/order-invoice-xml',
    {
      schema: {
        tags: ['operator'],
        summary:
          "The FatturaPA XML of a delivered order's invoice (header X-Operator-Token; application/xml)",
        querystring: orderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const token = request.headers['x-operator-token'];
      if (!orders.isOperatorToken(typeof token === 'string' ? token : undefined)) {
        throw new DomainError('OPERATOR_REFUSED', 'Operazione non consentita.', 403, 403);
      }
      const xml = await orders.invoiceXml(request.tenant.code, request.query.order_id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="fattura-ordine-${request.query.order_id}.xml"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );
};
