import type { AnalyticsBatch } from '@spesa/shared/analytics/analytics-collector.contract';
import { euroToCents } from '@spesa/shared/common/money';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { romeDateIso } from '../../lib/italy/rome-time.js';
import { countEvents, insertEvents, type StoredAnalyticsEvent } from './analytics.repository.js';

/** One day of the funnel of spec §1: visits → product views → add to cart → checkout → purchase. */
export interface FunnelDay {
  day: string;
  visits: number;
  productViews: number;
  addsToCart: number;
  checkouts: number;
  purchases: number;
  revenueCents: number;
}

export interface AnalyticsService {
  /**
   * Stores a batch of the chain's storefront events; returns how many were kept. A chain whose analytics
   * setting is not the built-in collector keeps nothing.
   */
  collect(tenant: TenantDefinition, batch: AnalyticsBatch): Promise<number>;
  funnel(tenantId: string, fromDay: string, toDay: string): Promise<FunnelDay[]>;
}

function emptyDay(day: string): FunnelDay {
  return { day, visits: 0, productViews: 0, addsToCart: 0, checkouts: 0, purchases: 0, revenueCents: 0 };
}

/** The built-in first-party collector (spec §1 "analytics chosen by configuration"). */
export function createAnalyticsService(deps: { db: Db; clock: Clock }): AnalyticsService {
  const { db, clock } = deps;
  return {
    async collect(tenant, batch) {
      if (tenant.settings.analytics.provider !== 'first-party') return 0;
      // The day is the server's: the collector keeps no time of day and trusts no client clock.
      const day = romeDateIso(clock.now());
      const seenOrders = new Set<number>();
      const events: StoredAnalyticsEvent[] = [];
      for (const event of batch.events) {
        if (event.name === 'purchase') {
          if (event.orderId === undefined || seenOrders.has(event.orderId)) continue;
          seenOrders.add(event.orderId);
        }
        events.push({
          day,
          name: event.name,
          path: event.path,
          entrance: event.name === 'page_view' && event.entrance === true,
          productId: event.productId ?? null,
          categoryId: event.categoryId ?? null,
          orderId: event.orderId ?? null,
          quantity: event.quantity ?? null,
          amountCents: event.value === undefined ? null : euroToCents(event.value),
          itemCount: event.itemCount ?? null,
          visitorId: batch.visitorId ?? null,
        });
      }
      return insertEvents(db, tenant.code, events);
    },

    async funnel(tenantId, fromDay, toDay) {
      const days = new Map<string, FunnelDay>();
      for (const count of await countEvents(db, tenantId, fromDay, toDay)) {
        const day = days.get(count.day) ?? emptyDay(count.day);
        days.set(count.day, day);
        if (count.name === 'page_view' && count.entrance) day.visits += count.events;
        else if (count.name === 'view_item') day.productViews += count.events;
        else if (count.name === 'add_to_cart') day.addsToCart += count.events;
        else if (count.name === 'begin_checkout') day.checkouts += count.events;
        else if (count.name === 'purchase') {
          day.purchases += count.events;
          day.revenueCents += count.amountCents;
        }
      }
      return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    },
  };
}
