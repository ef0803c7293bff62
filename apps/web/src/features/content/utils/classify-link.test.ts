import { describe, expect, it } from 'vitest';
import { classifyLink, type LinkContext } from './classify-link';

const context: LinkContext = {
  origin: 'https://castoro.localhost:8080',
  whitelist: ['www.castorosupermercati.it', 'spesa.castoro.it'],
};

describe('classifyLink', () => {
  it('keeps links of the shop itself inside the app', () => {
    expect(classifyLink('/page/chi-siamo', context)).toEqual({ kind: 'internal', to: '/page/chi-siamo' });
    expect(classifyLink('https://castoro.localhost:8080/faq?q=resi#top', context)).toEqual({
      kind: 'internal',
      to: '/faq?q=resi#top',
    });
  });

  it('navigates inside the app for a whitelisted host, with or without www, stripping the /shop prefix', () => {
    expect(classifyLink('https://www.castorosupermercati.it/shop/page/consegna-a-casa', context)).toEqual({
      kind: 'internal',
      to: '/page/consegna-a-casa',
    });
    expect(classifyLink('https://castorosupermercati.it/shop', context)).toEqual({
      kind: 'internal',
      to: '/',
    });
    expect(classifyLink('https://SPESA.castoro.it/volantini', context)).toEqual({
      kind: 'internal',
      to: '/volantini',
    });
    // Only a whole "/shop" segment is a prefix.
    expect(classifyLink('https://spesa.castoro.it/shopping-list', context)).toEqual({
      kind: 'internal',
      to: '/shopping-list',
    });
  });

  it('opens pictures and documents of a whitelisted host in a new window instead', () => {
    for (const href of [
      'https://www.castorosupermercati.it/photo/volantino-1.jpg',
      'https://www.castorosupermercati.it/wp-content/uploads/2026/11/regolamento.pdf',
      '/media/flyers/castoro/1.png',
    ]) {
      expect(classifyLink(href, context).kind).toBe('external');
    }
  });

  it('opens YouTube and Vimeo links in the video dialog with the embedded player', () => {
    const cases: [string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ];
    for (const [href, embed] of cases) {
      const link = classifyLink(href, context);
      expect(link.kind, href).toBe('video');
      if (link.kind === 'video') expect(link.video.embedUrl.startsWith(embed), href).toBe(true);
    }
  });

  it('sends other hosts to a new window, and a YouTube page that is no video too', () => {
    expect(classifyLink('https://www.garanteprivacy.it/', context)).toEqual({
      kind: 'external',
      href: 'https://www.garanteprivacy.it/',
    });
    expect(classifyLink('https://www.youtube.com/@castoro', context).kind).toBe('external');
    // A look-alike host is not the whitelisted one.
    expect(classifyLink('https://www.castorosupermercati.it.evil.example/shop', context).kind).toBe(
      'external',
    );
  });

  it('leaves anchors, mail and phone links to the browser and blocks script schemes', () => {
    expect(classifyLink('#sezione', context)).toEqual({ kind: 'native' });
    expect(classifyLink('mailto:clienti@castoro.it', context)).toEqual({ kind: 'native' });
    expect(classifyLink('tel:800123456', context)).toEqual({ kind: 'native' });
    expect(classifyLink('javascript:alert(1)', context)).toEqual({ kind: 'blocked' });
    expect(classifyLink('data:text/html,<script>alert(1)</script>', context)).toEqual({ kind: 'blocked' });
  });
});
