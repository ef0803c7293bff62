import { describe, expect, it } from 'vitest';
import { analyticsOrigins } from './analytics-origins.js';

describe('analyticsOrigins (spec §1: analytics by configuration)', () => {
  it('allows nothing more for chains on no analytics or on the first-party collector', () => {
    expect(analyticsOrigins([{ provider: 'none' }, { provider: 'first-party' }])).toEqual({
      script: [],
      connect: [],
      img: [],
    });
  });

  it('allows Google’s script and collectors for GA4 or GTM, and a Matomo instance’s own origin', () => {
    const origins = analyticsOrigins([
      { provider: 'ga4', id: 'G-ABC1234' },
      { provider: 'gtm', id: 'GTM-ABCD12' },
      { provider: 'matomo', url: 'https://stats.example.it/matomo/', id: '3' },
    ]);
    expect(origins.script).toEqual(['https://www.googletagmanager.com', 'https://stats.example.it']);
    expect(origins.connect).toContain('https://www.google-analytics.com');
    expect(origins.connect).toContain('https://stats.example.it');
    expect(origins.img).toContain('https://stats.example.it');
  });
});
