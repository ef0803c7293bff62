import type { AnalyticsSetting } from '@spesa/shared/tenant/tenant-config.contract';

/** Where a third-party analytics provider's script comes from and where it sends its hits. */
export interface AnalyticsOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

const GOOGLE = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
};

/**
 * spec §1 "analytics (chosen by configuration)": the origins the content-security policy must allow so that
 * the provider a chain configures can load once the shopper consents; none for `none` and `first-party`.
 */
export function analyticsOrigins(settings: readonly AnalyticsSetting[]): AnalyticsOrigins {
  const script = new Set<string>();
  const connect = new Set<string>();
  const img = new Set<string>();
  for (const setting of settings) {
    if (setting.provider === 'ga4' || setting.provider === 'gtm') {
      GOOGLE.script.forEach((origin) => script.add(origin));
      GOOGLE.connect.forEach((origin) => connect.add(origin));
      GOOGLE.img.forEach((origin) => img.add(origin));
    } else if (setting.provider === 'matomo') {
      const origin = new URL(setting.url).origin;
      script.add(origin);
      connect.add(origin);
      img.add(origin);
    }
  }
  return { script: [...script], connect: [...connect], img: [...img] };
}
