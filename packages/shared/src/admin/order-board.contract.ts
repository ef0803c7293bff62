import { z } from 'zod';
import { orderSchema } from '../orders/order.contract';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida (aaaa-mm-gg).');

/** README "Back-office": the orders board of one store, by day and slot, filtered and searched. */
export const orderBoardQuerySchema = z.object({
  store_id: z.coerce.number({ error: 'Indica il punto vendita.' }).int().positive('Indica il punto vendita.'),
  date: isoDay.optional(),
  timeslot_id: z.coerce.number().int().positive().optional(),
  /** Comma-separated status ids. */
  status: z
    .string()
    .regex(/^\d{1,2}(,\d{1,2})*$/, 'Stati non validi.')
    .optional(),
  /** An order number, or part of the shopper's e-mail or name. */
  q: z.string().trim().max(100).optional(),
});
export type OrderBoardQuery = z.infer<typeof orderBoardQuerySchema>;

export const orderBoardRowSchema = z.object({
  orderId: z.number().int(),
  /** The chain's own order number (spec §3 "Order"), the one staff and shoppers read. */
  orderNumber: z.number().int(),
  orderStatusId: z.number().int(),
  orderStatusDescr: z.string(),
  storeId: z.number().int(),
  deliveryServiceId: z.number().int(),
  timeslotId: z.number().int(),
  timeslotDate: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  grossTotal: z.number(),
  finalTotal: z.number().nullable(),
  createdAt: z.number().int(),
});
export type OrderBoardRow = z.infer<typeof orderBoardRowSchema>;

export const orderBoardSchema = z.object({ orders: z.array(orderBoardRowSchema) });

export const shopperContactSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
});

/** The order as its shopper sees it, the store serving it, and the shopper's contacts for the roles allowed. */
export const orderBoardDetailSchema = z.object({
  storeId: z.number().int(),
  order: orderSchema,
  contact: shopperContactSchema.nullable(),
});
export type OrderBoardDetail = z.infer<typeof orderBoardDetailSchema>;

export const orderBoardStatusBodySchema = z.object({
  orderId: z.number().int().positive(),
  orderStatusId: z.number().int().positive(),
});
