import type { Generated } from 'kysely';

/** One storefront event of the built-in first-party analytics: no time of day, no IP, no personal data. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  tenant_id: string;
  /** Italian calendar day, YYYY-MM-DD. */
  day: string;
  name: string;
  path: string;
  /** 0 or 1: the first page of a visit. */
  entrance: number;
  product_id: number | null;
  category_id: number | null;
  order_id: number | null;
  quantity: number | null;
  amount_cents: number | null;
  item_count: number | null;
  /** Only when the shopper accepted analytics. */
  visitor_id: string | null;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
}
