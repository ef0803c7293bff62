import type { AnalyticsEvent } from '@spesa/shared/analytics/analytics-events';

/** Where events go once the shopper has chosen (the analytics feature sets it from the chain's setting). */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** Events of the page before a choice: kept in memory only, never written or sent. */
const MAX_WAITING = 50;
let sink: AnalyticsSink | null = null;
let waiting: AnalyticsEvent[] = [];
let isFirstPageView = true;

/**
 * spec §1 "analytics chosen by configuration": the one call the features make. Until a sink is set (no
 * cookie choice yet) an event only waits in memory; nothing non-technical is sent before consent.
 */
export function track(event: Omit<AnalyticsEvent, 'entrance'>): void {
  const tracked: AnalyticsEvent =
    event.name === 'page_view' ? { ...event, entrance: isFirstPageView } : { ...event };
  if (event.name === 'page_view') isFirstPageView = false;
  if (sink) sink(tracked);
  else if (waiting.length < MAX_WAITING) waiting.push(tracked);
}

/** Sets the sink (or removes it): the events waiting go to the new one. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (!next) return;
  const pending = waiting;
  waiting = [];
  for (const event of pending) next(event);
}

/** The route's path without its query or fragment: a query may carry an e-mail or a search text. */
export function currentPath(): string {
  return window.location.pathname;
}
