import type { AnalyticsSink } from '../../../lib/analytics';
import { loadScript } from './load-script';

declare global {
  interface Window {
    _paq?: unknown[][];
  }
}

export const MATOMO_COOKIE_PREFIXES = ['_pk_', 'mtm_'];

/** Matomo at `url` (ending in '/') for site `siteId`, loaded after analytics consent. */
export function matomoSink(url: string, siteId: string): AnalyticsSink {
  const paq = (window._paq ??= []);
  paq.push(['setTrackerUrl', `${url}matomo.php`], ['setSiteId', siteId], ['enableLinkTracking']);
  loadScript(`${url}matomo.js`);
  return (event) => {
    const product = event.productId === undefined ? undefined : String(event.productId);
    switch (event.name) {
      case 'page_view':
        paq.push(['setCustomUrl', window.location.origin + event.path], ['trackPageView']);
        break;
      case 'view_item':
        paq.push(['setEcommerceView', product], ['trackPageView']);
        break;
      case 'search':
        paq.push(['trackSiteSearch', event.searchTerm ?? '', false, event.itemCount ?? false]);
        break;
      case 'add_to_cart':
      case 'remove_from_cart':
        paq.push(['trackEvent', 'Carrello', event.name, product, event.quantity]);
        break;
      case 'purchase':
        paq.push(['trackEcommerceOrder', String(event.orderId), event.value ?? 0]);
        break;
      default:
        paq.push(['trackEvent', 'Spesa', event.name, product ?? event.path, event.value]);
    }
  };
}
