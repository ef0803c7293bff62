import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.js';

const brand = {
  brandName: 'Castoro & Figli',
  contactLine: 'Servizio clienti 800 000 000',
  legalFooter: 'Castoro S.p.A. – P.IVA 01234567890',
  colour: '#2e7d32',
};

describe('renderMail', () => {
  it('escapes every interpolated value in the HTML body', () => {
    const { html } = renderMail(brand, {
      subject: 'Ciao <b>',
      greeting: 'Ciao <script>alert(1)</script>,',
      paragraphs: ['"virgolette" & \'apici\''],
      action: { label: 'Apri', url: 'https://castoro.localhost/x?a=1&b="2"' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ciao &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('&quot;virgolette&quot; &amp; &#39;apici&#39;');
    expect(html).toContain('href="https://castoro.localhost/x?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('Castoro &amp; Figli');
  });

  it('writes a plain text body with the link, the contacts and the legal footer', () => {
    const { text } = renderMail(brand, {
      subject: 'Oggetto',
      greeting: 'Ciao Mario,',
      paragraphs: ['Primo paragrafo.'],
      action: { label: 'Conferma', url: 'https://castoro.localhost/conferma' },
      afterAction: ['Codice: 123'],
    });
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Ciao Mario,',
        'Primo paragrafo.',
        'Conferma: https://castoro.localhost/conferma',
        'Codice: 123',
        brand.contactLine,
        brand.legalFooter,
      ]),
    );
  });
});
