import { consentRecord } from '@spesa/shared/consent/consent-record';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, track } from '../../lib/analytics';
import { startAnalytics } from './start-analytics';
import { sentOrdersKey, visitorIdKey } from './utils/analytics-storage';

const UUID = '0b7e6f5a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const NOW = new Date('2026-03-01T10:00:00Z');

let beacons: { url: string; body: { visitorId?: string; events: { name: string; orderId?: number }[] } }[];

beforeEach(() => {
  beacons = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      beacons.push({ url, body: JSON.parse(String(init.body)) as never });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});

afterEach(() => {
  // Drops what is still waiting for a choice, so each test starts before it.
  setAnalyticsSink(() => undefined);
  setAnalyticsSink(null);
  vi.useRealTimers();
  window.localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

/** Lets the blobs be read after the collector's batch is flushed. */
async function flushBeacons() {
  vi.advanceTimersByTime(5_000);
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('analytics before and after the cookie choice', () => {
  it('sends nothing, loads nothing and writes nothing before a choice', async () => {
    track({ name: 'page_view', path: '/' });
    track({ name: 'view_item', path: '/product/mele', productId: 4 });
    await flushBeacons();
    expect(beacons).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(window.localStorage.length).toBe(0);
  });

  it('after "Accetta tutti" sends the waiting events to the built-in collector with the visitor id', async () => {
    track({ name: 'page_view', path: '/' });
    const running = startAnalytics(
      'castoro',
      { provider: 'first-party' },
      consentRecord({ analytics: true, profilation: true }, NOW, UUID),
    );
    setAnalyticsSink(running.sink);
    track({ name: 'view_item', path: '/product/mele', productId: 4 });
    await flushBeacons();
    const visitorId = window.localStorage.getItem(visitorIdKey('castoro'));
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/ebsn/api/analytics/events');
    expect(beacons[0]!.body.visitorId).toBe(visitorId);
    expect(beacons[0]!.body.events.map((e) => e.name)).toEqual(['page_view', 'view_item']);
  });

  it('after "Rifiuta tutti" counts anonymously: no visitor id, nothing written in the browser', async () => {
    const running = startAnalytics(
      'castoro',
      { provider: 'first-party' },
      consentRecord({ analytics: false, profilation: false }, NOW, UUID),
    );
    setAnalyticsSink(running.sink);
    track({ name: 'search', path: '/search', searchTerm: 'latte' });
    await flushBeacons();
    expect(beacons[0]!.body).toEqual({ events: [{ name: 'search', path: '/search' }] });
    expect(window.localStorage.length).toBe(0);
  });

  it('loads a third party (GA4) only with analytics accepted', () => {
    const refused = startAnalytics(
      'castoro',
      { provider: 'ga4', id: 'G-AB12CD34' },
      consentRecord({ analytics: false, profilation: false }, NOW, UUID),
    );
    expect(refused.hasThirdPartyScript).toBe(false);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    const accepted = startAnalytics(
      'castoro',
      { provider: 'ga4', id: 'G-AB12CD34' },
      consentRecord({ analytics: true, profilation: false }, NOW, UUID),
    );
    expect(accepted.hasThirdPartyScript).toBe(true);
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34',
    );
  });
});

describe('purchase event', () => {
  const consent = consentRecord({ analytics: true, profilation: false }, NOW, UUID);

  it('is sent once per order, even after the confirmation page is reloaded', async () => {
    setAnalyticsSink(startAnalytics('castoro', { provider: 'first-party' }, consent).sink);
    track({ name: 'purchase', path: '/cart/payment-completed/70', orderId: 70, value: 12.5 });
    track({ name: 'purchase', path: '/cart/payment-completed/70', orderId: 70, value: 12.5 });
    // A reload: a new start of the analytics, reading the remembered orders back.
    setAnalyticsSink(startAnalytics('castoro', { provider: 'first-party' }, consent).sink);
    track({ name: 'purchase', path: '/cart/payment-completed/70', orderId: 70, value: 12.5 });
    track({ name: 'purchase', path: '/cart/payment-completed/71', orderId: 71, value: 8 });
    await flushBeacons();
    const purchases = beacons.flatMap((b) => b.body.events).filter((e) => e.name === 'purchase');
    expect(purchases.map((e) => e.orderId)).toEqual([70, 71]);
  });

  it('remembers the last 20 orders only', () => {
    setAnalyticsSink(startAnalytics('castoro', { provider: 'first-party' }, consent).sink);
    for (let orderId = 1; orderId <= 21; orderId++) track({ name: 'purchase', path: '/', orderId, value: 1 });
    const kept = JSON.parse(window.localStorage.getItem(sentOrdersKey('castoro'))!) as number[];
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe(2);
    expect(kept.at(-1)).toBe(21);
  });
});
