import { describe, expect, it } from 'vitest';
import { renderBannerSvg } from './banner-image.js';

const banner = {
  headline: 'Frutta & verdura <di stagione>',
  subline: 'Raccolte "ogni" giorno',
  icons: ['red-apple', 'missing-icon'],
  background: '#123456',
  foreground: '#ffffff',
  accent: '#ffffff',
  accentText: 'not-a-colour',
};

describe('renderBannerSvg', () => {
  it('draws a standalone SVG of the size of each variant', () => {
    const desktop = renderBannerSvg(banner, 'Scopri', 'desktop', () => '<path d="M0 0h32v32z"/>');
    expect(desktop).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="400"/);
    const mobile = renderBannerSvg(banner, null, 'mobile', () => undefined);
    expect(mobile).toMatch(/width="800" height="600"/);
    expect(mobile).not.toContain('Scopri');
  });

  it('escapes every text and keeps only valid colours', () => {
    const svg = renderBannerSvg(banner, 'Vai <ora>', 'desktop', (name) =>
      name === 'red-apple' ? '<path/>' : undefined,
    );
    expect(svg).toContain('Frutta &#38; verdura &#60;di stagione&#62;');
    expect(svg).toContain('Raccolte &#34;ogni&#34; giorno');
    expect(svg).toContain('Vai &#60;ora&#62;');
    expect(svg).not.toContain('not-a-colour');
    expect(svg.match(/viewBox="0 0 32 32"/g)).toHaveLength(1);
    expect(svg).toMatch(/role="img" aria-label="/);
  });
});
