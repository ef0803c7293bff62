/*
 * README "Back-office", Content: the editors write the chain's built-in content store; drafts stay out of the
 * storefront's /p API, publishing and every later change show there at the next call, without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_REMOTE_MESSAGE,
  CONTENT_SLUG_TAKEN_MESSAGE,
  FLYER_ONLY_MESSAGE,
  adminPostSchema,
  type AdminPost,
} from '@spesa/shared/admin/content-admin.contract';
import { contentPostListSchema, menuLocationSchema } from '@spesa/shared/content/content.contract';
import { getTenant } from '@spesa/tenants/tenants';
import { createLocalChangeFeed } from '../../lib/change-feed.js';
import { addDays, romeDateIso } from '../../lib/italy/rome-time.js';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';
import { createCatalogueService } from '../catalogue/catalogue.service.js';
import { createContentAdminService } from './content-admin.service.js';
import { createContentCache } from './content-cache.js';
import { createContentService } from './content.service.js';

describe.each(DIALECTS)('back-office content on %s', (dialect) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    editor = await loginStaff(t, 'castoro', 'content_editor');
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (method: 'GET' | 'POST', url: string, json?: unknown) =>
    staffCall(t.app, method, `/ebsn/api/admin/content${url}`, { staffToken: editor, json });

  async function storefrontPage(slug: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/p/wp-json/wp/v2/pages?slug=${slug}`,
      headers: { host: hostOf('castoro') },
    });
    expect(res.statusCode).toBe(200);
    return contentPostListSchema.parse(res.json())[0];
  }

  async function createPage(slug: string, text: string): Promise<AdminPost> {
    const res = await admin('POST', '/posts', {
      type: 'page',
      title: 'Offerte di stagione',
      slug,
      content: `<p>${text}</p>`,
    });
    expect(res.status).toBe(200);
    return adminPostSchema.parse(res.body.data.post);
  }

  it('keeps a draft out of the storefront and shows it the moment it is published', async () => {
    const draft = await createPage('offerte-di-stagione', 'Le arance di Sicilia.');
    expect(draft.status).toBe('draft');
    expect(await storefrontPage('offerte-di-stagione')).toBeUndefined();

    const published = await admin('POST', '/posts/status', { id: draft.id, status: 'publish' });
    expect(published.body.data.post.status).toBe('publish');
    const page = await storefrontPage('offerte-di-stagione');
    expect(page?.content.rendered).toContain('Le arance di Sicilia.');

    await admin('POST', '/posts/status', { id: draft.id, status: 'draft' });
    expect(await storefrontPage('offerte-di-stagione')).toBeUndefined();
  });

  it('shows an edit of a published page at the next call', async () => {
    const before = await storefrontPage('chi-siamo');
    expect(before).toBeDefined();
    const list = await admin('GET', '/posts?type=page');
    const page = (list.body.data.posts as AdminPost[]).find((p) => p.slug === 'chi-siamo')!;
    const res = await admin('POST', '/posts/edit', {
      id: page.id,
      title: page.title,
      slug: page.slug,
      content: '<p>Siamo una catena trentina dal 1962.</p>',
    });
    expect(res.status).toBe(200);
    expect((await storefrontPage('chi-siamo'))?.content.rendered).toContain('dal 1962');
    const audit = await t.testDb.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'content.edit')
      .execute();
    expect(audit).toContainEqual({ action: 'content.edit', target: `content:${page.id}` });
  });

  it('refuses a slug another post of the type has, in Italian, changing nothing', async () => {
    const first = await createPage('volantino-estate', 'Prima');
    const second = await createPage('volantino-autunno', 'Seconda');
    const clash = await admin('POST', '/posts', {
      type: 'page',
      title: 'Doppia',
      slug: 'volantino-estate',
      content: '<p>x</p>',
    });
    expect(clash.status).toBe(400);
    expect(clash.body.response.errors[0].error).toBe(CONTENT_SLUG_TAKEN_MESSAGE);
    const edit = await admin('POST', '/posts/edit', { ...second, slug: first.slug });
    expect(edit.status).toBe(400);
    expect(edit.body.response.errors[0].error).toBe(CONTENT_SLUG_TAKEN_MESSAGE);
    const again = await admin('GET', `/posts/${second.id}`);
    expect(again.body.data.post.slug).toBe('volantino-autunno');
    // Another type may use the same slug.
    const faq = await admin('POST', '/posts', {
      type: 'faq',
      title: 'Doppia',
      slug: 'volantino-estate',
      content: '<p>x</p>',
    });
    expect(faq.status).toBe(200);
  });

  it('refuses a malformed slug in Italian', async () => {
    const res = await admin('POST', '/posts', { type: 'page', title: 'X', slug: 'Con Spazi', content: '' });
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].error).toMatch(/slug/i);
  });

  it('edits a menu item and the storefront menu follows', async () => {
    const menus = await admin('GET', '/menus');
    const footer = (
      menus.body.data.menus as { location: string; items: { id: number; parentId: number | null }[] }[]
    ).find((m) => m.location === 'footer')!;
    const parent = footer.items.find((i) => i.parentId === null)!;
    const added = await admin('POST', '/menus/item', {
      location: 'footer',
      parentId: parent.id,
      title: 'Offerte di stagione',
      url: '/page/offerte-di-stagione',
      position: 50,
    });
    expect(added.status).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/p/wp-json/wp-api-menus/v2/menu-locations/footer',
      headers: { host: hostOf('castoro') },
    });
    const tree = menuLocationSchema.parse(res.json());
    expect(JSON.stringify(tree)).toContain('Offerte di stagione');
    const bad = await admin('POST', '/menus/item', {
      location: 'footer-1',
      parentId: parent.id,
      title: 'Altrove',
      url: '/faq',
      position: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.response.errors[0].error).toMatch(/^La voce superiore/);
  });

  it('tells another process at once through the change feed', async () => {
    const db = t.testDb.db;
    const changes = createLocalChangeFeed();
    const reader = createContentService({ db, clock: t.clock, changes });
    const writerCache = createContentCache({ db, clock: t.clock });
    const writer = createContentAdminService({
      db,
      clock: t.clock,
      cache: writerCache,
      changes,
      isRemote: () => false,
      catalogue: createCatalogueService({ db, clock: t.clock }),
    });
    const slugs = async () =>
      contentPostListSchema
        .parse(JSON.parse((await reader.list('castoro', 'pages', {})).body))
        .map((p) => p.slug);
    expect(await slugs()).not.toContain('novita');
    const post = await writer.create('castoro', {
      type: 'page',
      title: 'Novità',
      slug: 'novita',
      content: '<p>Nuovo</p>',
    });
    await writer.setStatus('castoro', post.id, 'publish');
    // The reader's version is within its time to live: only the feed makes it look again.
    expect(await slugs()).toContain('novita');
  });
});

/*
 * README "Back-office", Content: a flyer's dates and products and a slide's link and dates, written by the
 * editor, are what the storefront's flyer pages and home slider read (spec §7 Content).
 */
describe.each(DIALECTS)('back-office flyers and slides on %s', (dialect) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    editor = await loginStaff(t, 'castoro', 'content_editor');
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (method: 'GET' | 'POST', url: string, json?: unknown) =>
    staffCall(t.app, method, `/ebsn/api/admin/content${url}`, { staffToken: editor, json });
  const storefront = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: hostOf('castoro') } });
  const today = () => romeDateIso(t.clock.now());

  async function storefrontFlyer(slug: string) {
    const res = await storefront(`/p/wp-json/wp/v2/flyer?slug=${slug}`);
    expect(res.statusCode).toBe(200);
    return contentPostListSchema.parse(res.json())[0];
  }

  /** Five products of the chain's catalogue, as the back-office's catalogue screens show them. */
  async function products() {
    return t.testDb.db
      .selectFrom('products')
      .select(['id', 'code', 'slug', 'name', 'price_cents'])
      .where('tenant_id', '=', 'castoro')
      .where('promo', 'is', null)
      .orderBy('id')
      .limit(5)
      .execute();
  }

  it('creates a flyer with dates and products and the storefront shows it once published', async () => {
    const picked = await products();
    // A code or, as the storefront's addresses show them, a slug.
    const productCodes = [...picked.slice(0, 4).map((p) => p.code), picked[4]!.slug];
    const res = await admin('POST', '/posts', {
      type: 'flyer',
      title: 'Speciale dicembre',
      slug: 'speciale-dicembre',
      content: '<p>Le offerte di dicembre.</p>',
      flyer: { validFrom: '2026-12-02', validTo: '2026-12-09', productCodes },
    });
    expect(res.status).toBe(200);
    const created = adminPostSchema.parse(res.body.data.post);
    expect(created.flyer).toEqual({
      validFrom: '2026-12-02',
      validTo: '2026-12-09',
      products: picked.map((p) => ({ code: p.code, name: p.name })),
    });
    expect(created.slide).toBeNull();
    expect(await storefrontFlyer('speciale-dicembre')).toBeUndefined();

    await admin('POST', '/posts/status', { id: created.id, status: 'publish' });
    const flyer = await storefrontFlyer('speciale-dicembre');
    const acf = flyer!.acf!;
    expect(acf.valid_from).toBe('2026-12-02');
    expect(acf.valid_to).toBe('2026-12-09');
    expect(acf.validity_text).toBe('Dal 2 dicembre al 9 dicembre 2026');
    expect(acf.seo_title).toBe(`Speciale dicembre – volantino ${getTenant('castoro').texts.brandName}`);
    expect(acf.flyer_product_ids).toEqual(picked.map((p) => p.id));
    expect(acf.flyer_product_slugs).toEqual(picked.map((p) => p.slug));
    const items = acf.flyer_items as { product_id: number; name: string; price_cents: number }[];
    expect(items.map((i) => [i.product_id, i.name, i.price_cents])).toEqual(
      picked.map((p) => [p.id, p.name, p.price_cents]),
    );
    // Four offers a page: five make two pages.
    const pages = acf.flyer_pages!;
    expect(pages.map((p) => p.image)).toEqual([
      '/p/wp-content/uploads/volantini/speciale-dicembre/pagina-1.svg',
      '/p/wp-content/uploads/volantini/speciale-dicembre/pagina-2.svg',
    ]);
    expect(acf.cover_image).toBe(pages[0]!.image);
    const picture = await storefront(pages[1]!.image);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('pagina 2 di 2');
    expect(picture.body).toContain('Dal 2 dicembre al 9 dicembre 2026');
  });

  it('changes the validity text with the dates and keeps the other custom fields', async () => {
    const list = await admin('GET', '/posts?type=flyer');
    const post = (list.body.data.posts as AdminPost[]).find((p) => p.slug === 'speciale-dicembre')!;
    const row = await t.testDb.db
      .selectFrom('content_posts')
      .select('acf')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    await t.testDb.db
      .updateTable('content_posts')
      .set({ acf: JSON.stringify({ ...JSON.parse(row.acf), campaign_code: 'DIC26' }) })
      .where('id', '=', post.id)
      .execute();

    const res = await admin('POST', '/posts/edit', {
      id: post.id,
      title: post.title,
      slug: post.slug,
      content: post.content,
      flyer: {
        validFrom: '2026-12-10',
        validTo: '2027-01-06',
        productCodes: post.flyer!.products.slice(0, 2).map((p) => p.code),
      },
    });
    expect(res.status).toBe(200);
    const acf = (await storefrontFlyer('speciale-dicembre'))!.acf!;
    expect(acf.validity_text).toBe('Dal 10 dicembre al 6 gennaio 2027');
    expect(acf.flyer_items).toHaveLength(2);
    expect(acf.flyer_pages).toHaveLength(1);
    expect(acf.campaign_code).toBe('DIC26');
  });

  it('refuses an unknown product, a flyer on a page and reversed dates in Italian, changing nothing', async () => {
    const list = await admin('GET', '/posts?type=flyer');
    const post = (list.body.data.posts as AdminPost[]).find((p) => p.slug === 'speciale-dicembre')!;
    const before = await storefrontFlyer('speciale-dicembre');
    const edit = (flyer: unknown, title = 'Cambiato') =>
      admin('POST', '/posts/edit', { id: post.id, title, slug: post.slug, content: post.content, flyer });

    const unknown = await edit({
      validFrom: '2026-12-11',
      validTo: '2026-12-20',
      productCodes: [post.flyer!.products[0]!.code, 'NON-ESISTE-42'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.response.errors[0].error).toBe(
      'Il prodotto NON-ESISTE-42 non è nel catalogo della catena.',
    );

    const reversed = await edit({ validFrom: '2026-12-20', validTo: '2026-12-11', productCodes: ['x'] });
    expect(reversed.status).toBe(400);
    expect(reversed.body.response.errors[0].error).toBe('Richiesta non valida: controlla flyer.validTo.');

    const page = (await admin('GET', '/posts?type=page')).body.data.posts[0] as AdminPost;
    const onPage = await admin('POST', '/posts/edit', {
      ...page,
      title: 'Cambiato',
      flyer: {
        validFrom: '2026-12-11',
        validTo: '2026-12-20',
        productCodes: [post.flyer!.products[0]!.code],
      },
    });
    expect(onPage.status).toBe(400);
    expect(onPage.body.response.errors[0].error).toBe(FLYER_ONLY_MESSAGE);
    expect((await admin('GET', `/posts/${page.id}`)).body.data.post.title).toBe(page.title);

    const after = (await admin('GET', `/posts/${post.id}`)).body.data.post as AdminPost;
    expect(after.title).toBe(post.title);
    expect(after.flyer).toEqual(post.flyer);
    expect(await storefrontFlyer('speciale-dicembre')).toEqual(before);
  });

  it('shows a slide in the home slider only within its dates and for its delivery service', async () => {
    const from = addDays(today(), 10);
    const to = addDays(today(), 12);
    const res = await admin('POST', '/posts', {
      type: 'slide',
      title: 'Natale a casa tua',
      slug: 'natale-a-casa-tua',
      content: '',
      slide: {
        subtitle: 'La spesa delle feste con consegna gratuita',
        link: '/volantini/speciale-dicembre',
        validFrom: from,
        validTo: to,
        deliveryServiceId: 2,
      },
    });
    expect(res.status).toBe(200);
    const created = adminPostSchema.parse(res.body.data.post);
    expect(created.link).toBe('/volantini/speciale-dicembre');
    expect(created.slide).toEqual({
      subtitle: 'La spesa delle feste con consegna gratuita',
      link: '/volantini/speciale-dicembre',
      validFrom: from,
      validTo: to,
      deliveryServiceId: 2,
    });
    await admin('POST', '/posts/status', { id: created.id, status: 'publish' });

    /** The slides the storefront asks for on the day `days` from the test clock's, at noon. */
    const slugsOn = async (days: number, service = '') => {
      const noon = Math.floor((t.clock.now() + days * 24 * 60 * 60 * 1000) / 1000);
      const answer = await storefront(`/p/wp-json/wp/v2/new_slides/1/${noon}/0${service}`);
      expect(answer.statusCode).toBe(200);
      return contentPostListSchema.parse(answer.json()).map((s) => s.slug);
    };
    expect(await slugsOn(0)).not.toContain('natale-a-casa-tua');
    expect(await slugsOn(9)).not.toContain('natale-a-casa-tua');
    expect(await slugsOn(10)).toContain('natale-a-casa-tua');
    expect(await slugsOn(12)).toContain('natale-a-casa-tua');
    expect(await slugsOn(13)).not.toContain('natale-a-casa-tua');
    expect(await slugsOn(11, '?deliveryServiceId=2')).toContain('natale-a-casa-tua');
    expect(await slugsOn(11, '?deliveryServiceId=1')).not.toContain('natale-a-casa-tua');

    const [slide] = contentPostListSchema.parse(
      (await storefront('/p/wp-json/wp/v2/slide?slug=natale-a-casa-tua')).json(),
    );
    expect(slide!.acf!.slide_link).toBe('/volantini/speciale-dicembre');
    const banner = await storefront(slide!.acf!.slide_image_desktop!);
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('La spesa delle feste');
  });

  it('refuses a slide link outside the storefront in Italian', async () => {
    const res = await admin('POST', '/posts', {
      type: 'slide',
      title: 'Altrove',
      slug: 'altrove',
      content: '',
      slide: { subtitle: '', link: '//altrove.example', validFrom: today(), validTo: today() },
    });
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].error).toBe('Richiesta non valida: controlla slide.link.');
    expect((await admin('GET', '/posts?type=slide')).body.data.posts).not.toContainEqual(
      expect.objectContaining({ slug: 'altrove' }),
    );
  });
});

describe.each(DIALECTS)('back-office content of a chain reading a real WordPress, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro'],
      config: { CONTENT_URLS: 'castoro=https://wp.castoro.example' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the editor in Italian', async () => {
    const editor = await loginStaff(t, 'castoro', 'content_editor');
    for (const [method, url, json] of [
      ['GET', '/posts?type=page', undefined],
      ['POST', '/posts', { type: 'page', title: 'X', slug: 'x', content: '' }],
      ['GET', '/menus', undefined],
    ] as const) {
      const res = await staffCall(t.app, method, `/ebsn/api/admin/content${url}`, {
        staffToken: editor,
        json,
      });
      expect(res.status, url).toBe(409);
      expect(res.body.response.errors[0].error).toBe(CONTENT_REMOTE_MESSAGE);
    }
  });
});
