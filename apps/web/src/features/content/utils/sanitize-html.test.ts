// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeHtml', () => {
  it('removes script elements and keeps the text around them', () => {
    const clean = parse(sanitizeHtml('<p>Prima</p><script>window.hacked = true</script><p>Dopo</p>'));
    expect(clean.querySelector('script')).toBeNull();
    expect(clean.textContent).toBe('PrimaDopo');
  });

  it('removes every event handler attribute', () => {
    const clean = parse(
      sanitizeHtml(
        '<img src="/media/a.png" onerror="alert(1)" onload="alert(2)"><a href="/faq" onclick="alert(3)">FAQ</a>' +
          '<p onmouseover="alert(4)">testo</p><svg onload="alert(5)"><circle r="1"/></svg>',
      ),
    );
    const attributes = [...clean.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.name),
    );
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(clean.querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
  });

  it('drops javascript:, vbscript: and data:text/html link targets, whatever their case or padding', () => {
    const clean = parse(
      sanitizeHtml(
        '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(2)">b</a>' +
          '<a href="vbscript:msgbox(3)">c</a><a href="data:text/html;base64,PHNjcmlwdD4=">d</a>' +
          '<a href="jav&#x09;ascript:alert(4)">e</a>',
      ),
    );
    const hrefs = [...clean.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toEqual([null, null, null, null, null]);
    expect(clean.textContent).toBe('abcde');
  });

  it('removes iframes of unknown hosts and keeps the YouTube and Vimeo players, sandboxed', () => {
    const clean = parse(
      sanitizeHtml(
        '<iframe src="https://evil.example/phish"></iframe>' +
          '<iframe src="javascript:alert(1)"></iframe>' +
          '<iframe srcdoc="<script>alert(1)</script>"></iframe>' +
          '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' +
          '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
      ),
    );
    const frames = [...clean.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
    ]);
    for (const frame of frames) {
      expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
      expect(frame.hasAttribute('srcdoc')).toBe(false);
    }
  });

  it('removes forms, styles, objects and base elements', () => {
    const clean = parse(
      sanitizeHtml(
        '<style>body{display:none}</style><form action="https://evil.example"><input name="card"></form>' +
          '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/"><p style="position:fixed">ok</p>',
      ),
    );
    expect(clean.querySelector('style, form, input, object, embed, base')).toBeNull();
    expect(clean.querySelector('p')?.hasAttribute('style')).toBe(false);
  });

  it('makes a link that opens a new window unable to reach back to the shop', () => {
    const clean = parse(sanitizeHtml('<a href="https://example.org" target="_top">fuori</a>'));
    const anchor = clean.querySelector('a')!;
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('htmlToText', () => {
  it('reads a WordPress rendered title with entities and markup as plain text, running nothing', () => {
    expect(htmlToText('L&#8217;offerta <em>della</em> settimana<img src=x onerror="window.hacked=1">')).toBe(
      'L’offerta della settimana',
    );
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });
});
