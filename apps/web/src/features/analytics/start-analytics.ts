import type { ConsentRecord } from '@spesa/shared/consent/consent-record';
import type { AnalyticsSetting, TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import type { AnalyticsSink } from '../../lib/analytics';
import { firstPartySink } from './providers/first-party';
import { GOOGLE_COOKIE_PREFIXES, ga4Sink, gtmSink } from './providers/google';
import { deleteCookies } from './providers/load-script';
import { MATOMO_COOKIE_PREFIXES, matomoSink } from './providers/matomo';
import { forgetAnalyticsStorage, visitorId } from './utils/analytics-storage';
import { sentOrders } from './utils/sent-orders';

export interface RunningAnalytics {
  sink: AnalyticsSink;
  stop(): void;
  /** A third party's script is in the page: only a reload removes it. */
  hasThirdPartyScript: boolean;
}

/** A purchase goes out once per order (spec §9: the last 20 orders sent are remembered). */
function oncePerOrder(tenant: TenantCode, isPersistent: boolean, sink: AnalyticsSink): AnalyticsSink {
  const orders = sentOrders(tenant, isPersistent);
  return (event) => {
    if (event.name === 'purchase' && (event.orderId === undefined || !orders.claim(event.orderId))) return;
    sink(event);
  };
}

/**
 * The chain's analytics for the shopper's choice (spec §1). Third parties load only with analytics accepted;
 * the built-in collector also measures, anonymously (no identifier, nothing written in the browser), a
 * shopper who refused, and adds the visitor id of spec §3 only with analytics accepted.
 */
export function startAnalytics(
  tenant: TenantCode,
  setting: AnalyticsSetting,
  consent: ConsentRecord,
): RunningAnalytics {
  if (!consent.analytics) {
    forgetAnalyticsStorage(tenant);
    deleteCookies([...GOOGLE_COOKIE_PREFIXES, ...MATOMO_COOKIE_PREFIXES]);
  }
  const none: RunningAnalytics = { sink: () => undefined, stop: () => undefined, hasThirdPartyScript: false };
  if (setting.provider === 'none') return none;
  if (setting.provider === 'first-party') {
    const collector = firstPartySink(consent.analytics ? visitorId(tenant) : undefined);
    return {
      sink: oncePerOrder(tenant, consent.analytics, collector.sink),
      stop: collector.stop,
      hasThirdPartyScript: false,
    };
  }
  if (!consent.analytics) return none;
  let sink: AnalyticsSink;
  if (setting.provider === 'ga4') sink = ga4Sink(setting.id, consent.profilation);
  else if (setting.provider === 'gtm') sink = gtmSink(setting.id, consent.profilation);
  else sink = matomoSink(setting.url, setting.id);
  return { sink: oncePerOrder(tenant, true, sink), stop: () => undefined, hasThirdPartyScript: true };
}
