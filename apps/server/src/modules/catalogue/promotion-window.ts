/**
 * When a product's promotion applies (API-COMPAT "Learned from clients": no promotion outside `validityDate` /
 * `expireDate`). A promotion is stored with its price already cut: `price_cents` is the promotional price and
 * `standard_price_cents` the list price it cuts. Outside the window the product is sold at the list price,
 * without the promotion, in listings, product pages, cart and checkout alike.
 */
export interface PromotionWindow {
  /** Inclusive; null: no start. */
  promoStartsAt: number | null;
  /** Exclusive; null: no end. */
  promoEndsAt: number | null;
}

export function isInsideWindow(window: PromotionWindow, nowMs: number): boolean {
  return (
    (window.promoStartsAt === null || window.promoStartsAt <= nowMs) &&
    (window.promoEndsAt === null || nowMs < window.promoEndsAt)
  );
}

interface PricedWithPromotion extends PromotionWindow {
  priceCents: number;
  standardPriceCents: number | null;
  promo: string | null;
}

/** The product as it sells at `nowMs`: with its promotion inside the window, at its list price outside it. */
export function pricedAt<T extends PricedWithPromotion>(record: T, nowMs: number): T {
  if (record.promo === null || isInsideWindow(record, nowMs)) return record;
  return {
    ...record,
    promo: null,
    priceCents: record.standardPriceCents ?? record.priceCents,
    standardPriceCents: null,
  };
}

/**
 * The period around `nowMs` in which no promotion starts or stops applying: from the last boundary at or before
 * it (null: none) to the first one after it (null: none). Every price computed at `nowMs` holds throughout, so
 * answers built from them may be kept that long, even by a clock set back.
 */
export function promotionPeriod(
  windows: Iterable<PromotionWindow>,
  nowMs: number,
): { from: number | null; until: number | null } {
  let from: number | null = null;
  let until: number | null = null;
  for (const { promoStartsAt, promoEndsAt } of windows) {
    for (const at of [promoStartsAt, promoEndsAt]) {
      if (at === null) continue;
      if (at > nowMs) {
        if (until === null || at < until) until = at;
      } else if (from === null || at > from) from = at;
    }
  }
  return { from, until };
}
