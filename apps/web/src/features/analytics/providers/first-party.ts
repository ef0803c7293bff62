import type { AnalyticsEvent } from '@spesa/shared/analytics/analytics-events';
import { ANALYTICS_MAX_BATCH } from '@spesa/shared/analytics/analytics-events';
import { API_BASE_PATH } from '../../../config/env';
import type { AnalyticsSink } from '../../../lib/analytics';

const FLUSH_DELAY_MS = 3_000;
export const COLLECTOR_URL = `${API_BASE_PATH}/analytics/events`;

/** What the built-in collector accepts: no search text (spec §1: no personal data is stored). */
function collected(event: AnalyticsEvent): Omit<AnalyticsEvent, 'searchTerm'> {
  const { searchTerm: _searchTerm, ...rest } = event;
  return rest;
}

/** A keep-alive fetch: like sendBeacon it outlives the page it leaves, and its body is the plain JSON sent. */
function send(body: string): void {
  void fetch(COLLECTOR_URL, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The built-in first-party analytics: events are batched and sent with a keep-alive request to the chain's own server,
 * which keeps them without IP or personal data. `visitorId` only when the shopper accepted analytics.
 */
export function firstPartySink(visitorId: string | undefined): { sink: AnalyticsSink; stop: () => void } {
  let batch: AnalyticsEvent[] = [];
  let timer: number | undefined;
  const flush = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    const events = batch.map(collected);
    batch = [];
    send(JSON.stringify(visitorId ? { visitorId, events } : { events }));
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  return {
    sink: (event) => {
      batch.push(event);
      if (batch.length >= ANALYTICS_MAX_BATCH || event.name === 'purchase') flush();
      else timer ??= window.setTimeout(flush, FLUSH_DELAY_MS);
    },
    stop: () => {
      flush();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    },
  };
}
