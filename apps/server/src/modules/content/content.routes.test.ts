import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentPostListSchema,
  contentSearchListSchema,
  faqCategoryListSchema,
  menuLocationSchema,
  searchResultListSchema,
  wpErrorSchema,
} from '@spesa/shared/content/content.contract';
import {
  CONTENT_UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  fileUploadAnswerSchema,
  formSubmitAnswerSchema,
  mailParsSchema,
} from '@spesa/shared/content/content-form.contract';
import { tenantPublicConfigSchema } from '@spesa/shared/tenant/tenant-config.contract';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----spesa${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(DIALECTS)('content API on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-content-'));
    t = await buildTestApp(dialect, {
      config: { DATA_DIR: dataDir, CONTENT_URLS: 'dem=https://wp.dem.example.it' },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, tenant: 'castoro' | 'dem' = 'castoro') =>
    t.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant) } });

  async function mailPars(tenant: 'castoro' | 'dem' = 'castoro') {
    const res = await get('/p/wp-json/wp/v2/get_mail_pars?form_id=5', tenant);
    expect(res.statusCode).toBe(200);
    return mailParsSchema.parse(res.json());
  }

  const ajax = (parts: Part[], tenant: 'castoro' | 'dem' = 'castoro') => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { host: hostOf(tenant), ...body.headers },
      payload: body.payload,
    });
  };

  const upload = async (file: Buffer, filename: string, type: string, nonce?: string) => {
    const pars = await mailPars();
    return ajax([
      { name: 'action', value: 'nf_fu_upload' },
      { name: 'form_id', value: '5' },
      { name: 'field_id', value: '7' },
      { name: 'nonce', value: nonce ?? pars.nonce },
      { name: 'files', value: file, filename, type },
    ]);
  };

  it('answers every page the storefront links to, with SEO fields, for each chain', async () => {
    for (const tenant of ['castoro', 'dem'] as const) {
      for (const slug of [
        'consegna-a-casa',
        'ritiro-in-negozio',
        'chi-siamo',
        'condizioni-di-vendita',
        'privacy',
        'cookie-policy',
        'vantaggi',
      ]) {
        const res = await get(`/p/wp-json/wp/v2/pages?slug=${slug}`, tenant);
        expect(res.statusCode).toBe(200);
        const [page] = contentPostListSchema.parse(res.json());
        expect(page?.slug).toBe(slug);
        expect(page?.type).toBe('page');
        expect(page?.link).toBe(`/page/${slug}`);
        expect(page?.content.rendered.length).toBeGreaterThan(300);
        expect(page?.acf?.seo_title).toBeTruthy();
        expect(page?.acf?.seo_description).toBeTruthy();
      }
    }
    const terms = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/pages?slug=condizioni-di-vendita')).json(),
    )[0]!;
    expect(terms.content.rendered).toContain('Codice del Consumo');
    expect(terms.content.rendered).toContain('peso reale');
    expect(terms.content.rendered).toContain('Castoro Supermercati S.p.A.');
  });

  it('keeps each chain to its own content', async () => {
    const castoro = contentPostListSchema.parse((await get('/p/wp-json/wp/v2/pages?slug=chi-siamo')).json());
    const dem = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/pages?slug=chi-siamo', 'dem')).json(),
    );
    expect(castoro[0]!.id).not.toBe(dem[0]!.id);
    expect(castoro[0]!.content.rendered).toContain('Castoro');
    expect(dem[0]!.content.rendered).not.toContain('Castoro');
    const demIds = new Set(
      contentPostListSchema
        .parse((await get('/p/wp-json/wp/v2/faq?per_page=100', 'dem')).json())
        .map((p) => p.id),
    );
    const castoroFaq = contentPostListSchema.parse((await get('/p/wp-json/wp/v2/faq?per_page=100')).json());
    expect(castoroFaq.some((p) => demIds.has(p.id))).toBe(false);
    const other = await get(`/p/wp-json/wp/v2/faq?include=${[...demIds].join(',')}`);
    expect(other.json()).toEqual([]);
    expect(other.headers['x-wp-total']).toBe('0');
  });

  it('pages a typed list with per_page, page and the X-WP-Total / X-WP-TotalPages headers', async () => {
    const first = await get('/p/wp-json/wp/v2/faq');
    expect(first.statusCode).toBe(200);
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(12);
    expect(contentPostListSchema.parse(first.json())).toHaveLength(10);
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 10)));
    const paged = await get('/p/wp-json/wp/v2/faq?per_page=5&page=3&orderby=menu_order&order=asc');
    expect(paged.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 5)));
    const items = contentPostListSchema.parse(paged.json());
    expect(items.map((p) => p.menu_order)).toEqual([11, 12, 13, 14, 15].slice(0, items.length));
    const past = await get('/p/wp-json/wp/v2/faq?per_page=5&page=99');
    expect(past.statusCode).toBe(400);
    expect(wpErrorSchema.parse(past.json()).code).toBe('rest_post_invalid_page_number');
  });

  it('filters FAQ by category (slug or id) and lists the categories', async () => {
    const categories = faqCategoryListSchema.parse((await get('/p/wp-json/custom/v1/faq-categories')).json());
    expect(categories).toHaveLength(3);
    let sum = 0;
    for (const category of categories) {
      const bySlug = contentPostListSchema.parse(
        (await get(`/p/wp-json/wp/v2/faq?faq_category=${category.slug}&per_page=100`)).json(),
      );
      const byId = contentPostListSchema.parse(
        (await get(`/p/wp-json/wp/v2/faq?faq_category=${category.id}&per_page=100`)).json(),
      );
      expect(bySlug.length).toBe(category.count);
      expect(byId.map((p) => p.id)).toEqual(bySlug.map((p) => p.id));
      expect(bySlug.every((p) => p.acf?.faq_category === category.slug)).toBe(true);
      sum += category.count;
    }
    expect(sum).toBeGreaterThanOrEqual(12);
  });

  it('finds a post by slug and its next and previous by date', async () => {
    const flyers = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/flyer?orderby=date&order=asc')).json(),
    );
    expect(flyers).toHaveLength(3);
    const middle = flyers[1]!;
    const bySlug = contentPostListSchema.parse(
      (await get(`/p/wp-json/wp/v2/flyer?slug=${middle.slug}`)).json(),
    );
    expect(bySlug.map((p) => p.id)).toEqual([middle.id]);
    const next = contentPostListSchema.parse(
      (await get(`/p/wp-json/wp/v2/flyer?after=${middle.date}&orderby=date&order=asc&per_page=1`)).json(),
    );
    const previous = contentPostListSchema.parse(
      (await get(`/p/wp-json/wp/v2/flyer?before=${middle.date}&orderby=date&order=desc&per_page=1`)).json(),
    );
    expect(next[0]?.id).toBe(flyers[2]!.id);
    expect(previous[0]?.id).toBe(flyers[0]!.id);
  });

  it('serves three flyers with dates around the seed day, their page pictures and catalogue products', async () => {
    const flyers = contentPostListSchema.parse((await get('/p/wp-json/wp/v2/flyer')).json());
    expect(flyers).toHaveLength(3);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(flyers.some((f) => f.acf!.valid_from! <= today && f.acf!.valid_to! >= today)).toBe(true);
    for (const flyer of flyers) {
      const ids = flyer.acf!.flyer_product_ids!;
      const slugs = flyer.acf!.flyer_product_slugs!;
      expect(ids.length).toBeGreaterThan(0);
      expect(slugs).toHaveLength(ids.length);
      const product = await t.app.inject({
        method: 'GET',
        url: `/ebsn/api/products?slug=${encodeURIComponent(slugs[0]!)}`,
        headers: { host: hostOf('castoro') },
      });
      expect(product.statusCode).toBe(200);
      const found = product.json<{ data: { products: { productId: number }[] } }>().data.products;
      expect(found[0]?.productId).toBe(ids[0]);
      const page = await get(flyer.acf!.flyer_pages![0]!.image);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('image/svg+xml');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).not.toContain('<script');
    }
  });

  it('answers menus by location with the pages of the footer and links drawer', async () => {
    const footer = menuLocationSchema.parse(
      (await get('/p/wp-json/wp-api-menus/v2/menu-locations/footer')).json(),
    );
    const urls = footer.flatMap((column) => (column.children ?? []).map((i) => i.url));
    expect(urls).toEqual(
      expect.arrayContaining(['/page/condizioni-di-vendita', '/page/privacy', '/page/cookie-policy']),
    );
    const drawer = menuLocationSchema.parse(
      (await get('/p/wp-json/wp-api-menus/v2/menu-locations/links-drawer')).json(),
    );
    expect(drawer.length).toBe(footer.length);
    const column = menuLocationSchema.parse(
      (await get('/p/wp-json/wp-api-menus/v2/menu-locations/footer-1')).json(),
    );
    expect(column.length).toBeGreaterThan(0);
    expect((await get('/p/wp-json/wp-api-menus/v2/menu-locations/nessuna')).json()).toEqual([]);
  });

  it('answers slides by slider, noon timestamp and delivery service, and by id', async () => {
    const noon = Math.floor(t.clock.now() / 1000);
    const all = contentPostListSchema.parse((await get(`/p/wp-json/wp/v2/new_slides/1/${noon}/0`)).json());
    const home = contentPostListSchema.parse(
      (await get(`/p/wp-json/wp/v2/new_slides/1/${noon}/0?deliveryServiceId=2`)).json(),
    );
    const pickUp = contentPostListSchema.parse(
      (await get(`/p/wp-json/wp/v2/new_slides/1/${noon}/0?deliveryServiceId=1`)).json(),
    );
    expect(all.length).toBe(4);
    expect(home.map((s) => s.slug)).toContain('consegna-gratuita');
    expect(home.map((s) => s.slug)).not.toContain('ritiro-gratuito');
    expect(pickUp.map((s) => s.slug)).toContain('ritiro-gratuito');
    const longAgo = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/new_slides/1/946728000/0')).json(),
    );
    expect(longAgo).toEqual([]);
    const byId = contentPostListSchema.parse((await get('/p/wp-json/wp/v2/slides_by_id/1')).json());
    expect(byId.length).toBe(4);
    const image = await get(byId[0]!.acf!.slide_image_mobile!);
    expect(image.statusCode).toBe(200);
  });

  it('answers ux-blocks by term or slug, awards with points', async () => {
    const byTerm = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/ux-blocks?term=home-header')).json(),
    );
    expect(byTerm.map((b) => b.slug)).toEqual(['home-servizi']);
    const bySlug = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/ux-blocks?slug=checkout-assistenza')).json(),
    );
    expect(bySlug[0]?.type).toBe('ux-block');
    const awards = contentPostListSchema.parse((await get('/p/wp-json/wp/v2/award?per_page=20')).json());
    expect(awards.length).toBeGreaterThanOrEqual(6);
    expect(awards.every((a) => typeof a.acf?.points === 'number' && a.acf.points > 0)).toBe(true);
  });

  it('searches content with /custom/ali/search and /wp/v2/search', async () => {
    const ali = contentSearchListSchema.parse((await get('/p/wp-json/custom/ali/search?q=recesso')).json());
    expect(ali.map((i) => i.url)).toContain('/page/condizioni-di-vendita');
    const accented = contentSearchListSchema.parse(
      (await get('/p/wp-json/custom/ali/search?q=perche')).json(),
    );
    expect(accented.length).toBeGreaterThan(0);
    const search = await get(
      '/p/wp-json/wp/v2/search?search=consegna&type=post&subtype=faq&per_page=2&page=1',
    );
    expect(search.statusCode).toBe(200);
    const hits = searchResultListSchema.parse(search.json());
    expect(hits.length).toBeLessThanOrEqual(2);
    expect(hits.every((h) => h.subtype === 'faq')).toBe(true);
    expect(Number(search.headers['x-wp-total'])).toBeGreaterThanOrEqual(hits.length);
    expect(search.headers['x-wp-totalpages']).toBeDefined();
  });

  it('refuses garbage parameters with an Italian 400, never a 5xx', async () => {
    for (const url of [
      '/p/wp-json/wp/v2/faq?per_page=0',
      '/p/wp-json/wp/v2/faq?per_page=101',
      '/p/wp-json/wp/v2/faq?page=-1',
      '/p/wp-json/wp/v2/faq?page=abc',
      '/p/wp-json/wp/v2/faq?orderby=password',
      '/p/wp-json/wp/v2/faq?order=sideways',
      '/p/wp-json/wp/v2/faq?before=ieri',
      '/p/wp-json/wp/v2/faq?include=1,due',
      '/p/wp-json/wp/v2/pages?slug=%00',
      '/p/wp-json/wp/v2/pages?slug=a&slug=b',
      '/p/wp-json/wp/v2/faq?search=%00%01',
      '/p/wp-json/wp/v2/new_slides/1/nonè/0',
      '/p/wp-json/wp/v2/new_slides/abc/1700000000/0',
      '/p/wp-json/wp/v2/new_slides/1/1700000000/0?deliveryServiceId=%00',
      '/p/wp-json/wp/v2/slides_by_id/1%00',
      '/p/wp-json/wp/v2/get_mail_pars',
      '/p/wp-json/wp/v2/get_mail_pars?form_id=%00',
      '/p/wp-json/wp/v2/search?search=x&type=term',
      '/p/wp-json/wp/v2/search?search=x&subtype=users',
      '/p/wp-json/custom/ali/search?q=%00',
      '/p/wp-json/wp-api-menus/v2/menu-locations/..%2F..',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const error = wpErrorSchema.parse(res.json());
      expect(error.message, url).toMatch(/non valid/);
    }
    const unknown = await get('/p/wp-json/wp/v2/users');
    expect(unknown.statusCode).toBe(404);
    expect(wpErrorSchema.parse(unknown.json()).code).toBe('rest_no_route');
    expect((await get('/p/wp-json/wp/v2/get_mail_pars?form_id=99')).statusCode).toBe(404);
    expect((await get('/p/wp-json/custom/v1/segreti')).statusCode).toBe(404);
  });

  it('shows a page change at once: the content version invalidates cached answers', async () => {
    const before = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/pages?slug=chi-siamo')).json(),
    )[0]!;
    const beforeDem = (await get('/p/wp-json/wp/v2/pages?slug=chi-siamo', 'dem')).body;
    expect(
      contentSearchListSchema.parse((await get('/p/wp-json/custom/ali/search?q=ristrutturato')).json()),
    ).toEqual([]);
    const { createContentService } = await import('./content.service.js');
    const writer = createContentService({ db: t.testDb.db, clock: t.clock });
    await writer.updatePage('castoro', 'chi-siamo', {
      content: '<p>Il negozio di Trento centro è stato ristrutturato.</p>',
    });
    // Another process's write: this app learns the new version once its version check is due.
    t.clock.advance(6_000);
    const after = contentPostListSchema.parse(
      (await get('/p/wp-json/wp/v2/pages?slug=chi-siamo')).json(),
    )[0]!;
    expect(after.id).toBe(before.id);
    expect(after.content.rendered).toContain('ristrutturato');
    expect(after.modified >= before.modified).toBe(true);
    const found = contentSearchListSchema.parse(
      (await get('/p/wp-json/custom/ali/search?q=ristrutturato')).json(),
    );
    expect(found.map((i) => i.slug)).toContain('chi-siamo');
    expect((await get('/p/wp-json/wp/v2/pages?slug=chi-siamo', 'dem')).body).toBe(beforeDem);
    await expect(writer.updatePage('castoro', 'non-esiste', { title: 'x' })).rejects.toThrow(
      'Pagina non trovata.',
    );
  });

  it('sees its own page change without waiting for the version check', async () => {
    const { createContentService } = await import('./content.service.js');
    const service = createContentService({ db: t.testDb.db, clock: t.clock });
    const read = async () =>
      contentPostListSchema.parse(
        JSON.parse((await service.list('castoro', 'pages', { slug: 'privacy' })).body),
      )[0]!;
    expect((await read()).title.rendered).toBe('Informativa sulla privacy');
    await service.updatePage('castoro', 'privacy', { title: 'Informativa privacy aggiornata' });
    expect((await read()).title.rendered).toBe('Informativa privacy aggiornata');
  });

  it('uploads a picture and a PDF recognised by their bytes, stored outside the web root', async () => {
    for (const [file, name, type, mime] of [
      [PNG, 'scontrino.png', 'image/png', 'image/png'],
      [PDF, 'fattura.pdf', 'application/pdf', 'application/pdf'],
      [PNG, 'foto-senza-estensione', 'application/octet-stream', 'image/png'],
      [
        Buffer.concat([PNG, Buffer.alloc(CONTENT_UPLOAD_MAX_BYTES - PNG.length)]),
        'foto-grande.png',
        'image/png',
        'image/png',
      ],
    ] as const) {
      const res = await upload(file, name, type);
      expect(res.statusCode, name).toBe(200);
      const answer = fileUploadAnswerSchema.parse(res.json());
      expect(answer.errors).toEqual([]);
      expect(answer.data.files?.[0]?.type).toBe(mime);
    }
    const stored = fs.readdirSync(path.join(dataDir, 'content-uploads', 'castoro'));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(stored.every((f) => /^[0-9a-f]{32}$/.test(f))).toBe(true);
  });

  it('refuses every bad upload with its Italian message', async () => {
    const cases: [Buffer, string, string, number, string][] = [
      [
        Buffer.alloc(CONTENT_UPLOAD_MAX_BYTES + 1, 0xff),
        'grande.jpg',
        'image/jpeg',
        413,
        UPLOAD_MESSAGES.tooBig,
      ],
      [
        Buffer.from('<script>alert(document.cookie)</script>'),
        'foto.jpg',
        'image/jpeg',
        415,
        UPLOAD_MESSAGES.disguised,
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'disegno.svg',
        'image/svg+xml',
        415,
        UPLOAD_MESSAGES.wrongType,
      ],
      [
        Buffer.from('<!doctype html><html><body onload="alert(1)"></body></html>'),
        'pagina.html',
        'text/html',
        415,
        UPLOAD_MESSAGES.wrongType,
      ],
      [
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        'animazione.gif',
        'image/gif',
        415,
        UPLOAD_MESSAGES.wrongType,
      ],
      [
        Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'),
        'documento.pdf',
        'application/pdf',
        415,
        UPLOAD_MESSAGES.disguised,
      ],
      [Buffer.alloc(0), 'vuoto.png', 'image/png', 415, UPLOAD_MESSAGES.empty],
    ];
    for (const [file, name, type, status, message] of cases) {
      const res = await upload(file, name, type);
      expect(res.statusCode, name).toBe(status);
      expect(fileUploadAnswerSchema.parse(res.json()).errors, name).toEqual([message]);
    }
    const pars = await mailPars();
    const two = await ajax([
      { name: 'action', value: 'nf_fu_upload' },
      { name: 'form_id', value: '5' },
      { name: 'field_id', value: '7' },
      { name: 'nonce', value: pars.nonce },
      { name: 'files', value: PNG, filename: 'a.png', type: 'image/png' },
      { name: 'files', value: PNG, filename: 'b.png', type: 'image/png' },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual([UPLOAD_MESSAGES.tooMany]);
    const noFile = await ajax([
      { name: 'action', value: 'nf_fu_upload' },
      { name: 'form_id', value: '5' },
      { name: 'field_id', value: '7' },
      { name: 'nonce', value: pars.nonce },
    ]);
    expect(noFile.json().errors).toEqual([UPLOAD_MESSAGES.missing]);
    const wrongField = await ajax([
      { name: 'action', value: 'nf_fu_upload' },
      { name: 'form_id', value: '5' },
      { name: 'field_id', value: '6' },
      { name: 'nonce', value: pars.nonce },
      { name: 'files', value: PNG, filename: 'a.png', type: 'image/png' },
    ]);
    expect(wrongField.json().errors).toEqual([UPLOAD_MESSAGES.badField]);
  });

  it('refuses an upload or a submission without a valid nonce', async () => {
    const pars = await mailPars();
    const forged = `${pars.nonce.split('.')[0]}.${'A'.repeat(43)}`;
    const demNonce = (await mailPars('dem')).nonce;
    for (const nonce of ['', 'abc', forged, demNonce]) {
      const res = await upload(PNG, 'a.png', 'image/png', nonce);
      expect(res.statusCode, nonce).toBe(403);
      expect(res.json().errors).toEqual([UPLOAD_MESSAGES.badNonce]);
    }
    const formData = JSON.stringify({ id: 5, fields: {}, settings: {}, extra: {} });
    for (const security of [undefined, forged, demNonce]) {
      const res = await ajax([
        { name: 'action', value: 'nf_ajax_submit' },
        ...(security === undefined ? [] : [{ name: 'security', value: security }]),
        { name: 'formData', value: formData },
      ]);
      expect(res.statusCode).toBe(403);
      expect(formSubmitAnswerSchema.parse(res.json()).errors).toMatchObject({
        form: { nonce: UPLOAD_MESSAGES.badNonce },
      });
    }
  });

  it('stores a valid submission with its attachment and mails customer service and the shopper', async () => {
    const pars = await mailPars();
    const uploaded = fileUploadAnswerSchema.parse((await upload(PNG, 'prodotto.png', 'image/png')).json());
    const fileId = uploaded.data.files![0]!.id;
    const value = (key: string, v: unknown) => {
      const field = pars.fields.find((f) => f.key === key)!;
      return [String(field.id), { id: field.id, value: v }] as const;
    };
    const fields = Object.fromEntries([
      value('name', 'Anna Bianchi'),
      value('email', 'anna.bianchi@example.it'),
      value('phone', '+39 347 123 4567'),
      value('order_number', '10234'),
      value('topic', 'prodotto'),
      value('message', 'Lo yogurt consegnato ieri era scaduto.'),
      value('attachment', [fileId]),
    ]);
    const res = await ajax([
      { name: 'action', value: 'nf_ajax_submit' },
      { name: 'security', value: pars.nonce },
      { name: 'formData', value: JSON.stringify({ id: 5, fields, settings: {}, extra: {} }) },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = formSubmitAnswerSchema.parse(res.json());
    expect(answer.errors).toEqual([]);
    expect(answer.data.actions?.success_message).toBe(pars.settings.success_message);
    const submissionId = answer.data.submission_id!;

    const db = t.testDb.db;
    const stored = await db
      .selectFrom('content_form_submissions')
      .selectAll()
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(stored.tenant_id).toBe('castoro');
    expect(stored.reply_to).toBe('anna.bianchi@example.it');
    expect(stored.answers).toContain('Lo yogurt consegnato ieri era scaduto.');
    const attachment = await db
      .selectFrom('content_uploads')
      .select(['submission_id', 'storage_name'])
      .where('token', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(attachment.submission_id).toBe(submissionId);
    expect(fs.existsSync(path.join(dataDir, 'content-uploads', attachment.storage_name))).toBe(true);

    const mails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'kind', 'subject', 'text_body'])
      .where('tenant_id', '=', 'castoro')
      .where('kind', 'in', ['content-form', 'content-form-ack'])
      .execute();
    const toService = mails.find((m) => m.kind === 'content-form')!;
    expect(toService.recipient).toBe('servizioclienti@castorosupermercati.it');
    expect(toService.subject).toContain(String(submissionId));
    expect(toService.text_body).toContain('Anna Bianchi');
    expect(toService.text_body).toContain('Qualità di un prodotto');
    expect(toService.text_body).toContain('prodotto.png');
    const ack = mails.find((m) => m.kind === 'content-form-ack')!;
    expect(ack.recipient).toBe('anna.bianchi@example.it');
    expect(ack.text_body).toContain('Ciao Anna');

    const again = await ajax([
      { name: 'action', value: 'nf_ajax_submit' },
      { name: 'security', value: pars.nonce },
      { name: 'formData', value: JSON.stringify({ id: 5, fields, settings: {}, extra: {} }) },
    ]);
    expect(again.statusCode).toBe(400);
    expect(formSubmitAnswerSchema.parse(again.json()).errors).toMatchObject({
      fields: { '7': "L'allegato indicato non è stato trovato: caricalo di nuovo." },
    });
  });

  it('refuses a submission with missing or malformed fields with the spec §5 messages', async () => {
    const pars = await mailPars();
    const id = (key: string) => String(pars.fields.find((f) => f.key === key)!.id);
    const res = await ajax([
      { name: 'action', value: 'nf_ajax_submit' },
      { name: 'security', value: pars.nonce },
      {
        name: 'formData',
        value: JSON.stringify({
          id: 5,
          fields: {
            [id('email')]: { id: Number(id('email')), value: 'non-una-email' },
            [id('phone')]: { id: Number(id('phone')), value: '12' },
            [id('topic')]: { id: Number(id('topic')), value: 'inventato' },
          },
        }),
      },
    ]);
    expect(res.statusCode).toBe(400);
    const errors = formSubmitAnswerSchema.parse(res.json()).errors as { fields: Record<string, string> };
    expect(errors.fields[id('name')]).toBe('Campo obbligatorio');
    expect(errors.fields[id('message')]).toBe('Campo obbligatorio');
    expect(errors.fields[id('email')]).toBe('Digitare una e-mail valida');
    expect(errors.fields[id('phone')]).toBe('Digitare un numero di telefono valido');
    expect(errors.fields[id('topic')]).toBe("Scegli un'opzione dall'elenco.");
    for (const formData of ['{', '"x"', JSON.stringify({ id: 'cinque', fields: {} }), '\u0000']) {
      const bad = await ajax([
        { name: 'action', value: 'nf_ajax_submit' },
        { name: 'security', value: pars.nonce },
        { name: 'formData', value: formData },
      ]);
      expect(bad.statusCode, formData).toBe(400);
    }
    const unknownForm = await ajax([
      { name: 'action', value: 'nf_ajax_submit' },
      { name: 'security', value: pars.nonce },
      { name: 'formData', value: JSON.stringify({ id: 77, fields: {} }) },
    ]);
    expect(unknownForm.statusCode).toBe(400);
    const noAction = await ajax([{ name: 'action', value: 'delete_everything' }]);
    expect(noAction.statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { host: hostOf('castoro'), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '\u0000\u0001garbage',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('tells the web app which chains read a real WordPress', async () => {
    const res = (tenant: 'castoro' | 'dem') =>
      t.app.inject({ method: 'GET', url: '/ebsn/api/tenant/config', headers: { host: hostOf(tenant) } });
    const dem = tenantPublicConfigSchema.parse((await res('dem')).json().data);
    const castoro = tenantPublicConfigSchema.parse((await res('castoro')).json().data);
    expect(dem.contentUrl).toBe('https://wp.dem.example.it');
    expect(castoro.contentUrl).toBeUndefined();
    // spec §9: links inside content to the chain's own sites (its WordPress here) stay in the app.
    expect(dem.domainWhitelist).toContain('wp.dem.example.it');
    expect(castoro.domainWhitelist ?? []).not.toContain('wp.dem.example.it');
  });
});
