import type { AnalyticsEvent } from '@spesa/shared/analytics/analytics-events';
import type { AnalyticsSink } from '../../../lib/analytics';
import { loadScript } from './load-script';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GOOGLE_COOKIE_PREFIXES = ['_ga', '_gid', '_gcl'];

/** GA4's recommended e-commerce parameters for one of the storefront's events. */
function ecommerce(event: AnalyticsEvent): Record<string, unknown> {
  const params: Record<string, unknown> = { currency: 'EUR' };
  if (event.value !== undefined) params.value = event.value;
  if (event.productId !== undefined)
    params.items = [{ item_id: String(event.productId), quantity: event.quantity ?? 1 }];
  if (event.categoryId !== undefined) params.item_list_id = String(event.categoryId);
  if (event.orderId !== undefined) params.transaction_id = String(event.orderId);
  if (event.searchTerm !== undefined) params.search_term = event.searchTerm;
  return params;
}

/** Google's consent mode: analytics granted (the sink exists only then), ads only with profiling. */
function consentMode(profilation: boolean) {
  const ads = profilation ? 'granted' : 'denied';
  return { analytics_storage: 'granted', ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
}

/** Google Analytics 4 through gtag.js, loaded after analytics consent. */
export function ga4Sink(measurementId: string, profilation: boolean): AnalyticsSink {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the `arguments` objects it was given, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js recognises its commands by the arguments object
    dataLayer.push(arguments);
  }
  gtag('consent', 'default', consentMode(profilation));
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return (event) => {
    if (event.name === 'page_view') {
      gtag('event', 'page_view', {
        page_path: event.path,
        page_location: window.location.origin + event.path,
      });
    } else {
      gtag('event', event.name, ecommerce(event));
    }
  };
}

/** Google Tag Manager: the container gets each event on the data layer, with GA4's e-commerce shape. */
export function gtmSink(containerId: string, profilation: boolean): AnalyticsSink {
  const dataLayer = (window.dataLayer ??= []);
  dataLayer.push({ event: 'consent_default', ...consentMode(profilation) });
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
  return (event) => {
    if (event.name === 'page_view') dataLayer.push({ event: 'page_view', page_path: event.path });
    else {
      dataLayer.push({ ecommerce: null });
      dataLayer.push({ event: event.name, ecommerce: ecommerce(event) });
    }
  };
}
