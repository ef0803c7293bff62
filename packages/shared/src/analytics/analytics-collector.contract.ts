import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_MAX_BATCH } from './analytics-events';

/**
 * POST /ebsn/api/analytics/events: the built-in first-party collector (spec §1 "analytics chosen by
 * configuration"). Strict objects: an unknown key (an e-mail, a name) refuses the whole batch rather than
 * being dropped silently. The search text is not accepted: the collector never stores what a shopper typed.
 */
const id = z.number().int().positive().max(2_147_483_647);

export const analyticsCollectedEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^?#\s]*$/, 'un percorso senza query'),
  entrance: z.boolean().optional(),
  productId: id.optional(),
  categoryId: id.optional(),
  orderId: id.optional(),
  quantity: z.number().positive().max(9_999).optional(),
  value: z.number().min(0).max(1_000_000).optional(),
  itemCount: z.number().int().min(0).max(10_000).optional(),
});
export type AnalyticsCollectedEvent = z.infer<typeof analyticsCollectedEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  /** spec §3 "visitor fingerprint id": present only when the shopper accepted analytics. */
  visitorId: z.uuid().optional(),
  events: z.array(analyticsCollectedEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchDataSchema = z.object({ accepted: z.number().int() });
export type AnalyticsBatchData = z.infer<typeof analyticsBatchDataSchema>;
