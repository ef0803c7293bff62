/**
 * spec §1 "analytics (chosen by configuration)": the events the storefront measures, in GA4's names so every
 * provider reads them alike. No zod here: the web app's tracking calls stay out of the home route's budget.
 */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'view_item_list',
  'view_item',
  'search',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** What a storefront event carries: ids and amounts, never a name, an address or anything typed by a shopper. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** The route's path without its query (a query may carry an e-mail or a search text). */
  path: string;
  /** page_view: the first page of a visit (the app was loaded or reloaded). */
  entrance?: boolean;
  productId?: number;
  categoryId?: number;
  orderId?: number;
  /** add_to_cart / remove_from_cart: pieces, or kg for products sold by weight. */
  quantity?: number;
  /** Euro: the line's value, the cart's total at checkout, the order's total at purchase. */
  value?: number;
  /** search: the words searched, given only to a third-party provider (never stored by the built-in one). */
  searchTerm?: string;
  /** view_item_list: how many products the list shows. */
  itemCount?: number;
}

/** Events in one batch of the built-in collector; the web app flushes well before. */
export const ANALYTICS_MAX_BATCH = 50;
