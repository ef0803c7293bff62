/*
 * README "Back-office", Content: the editors write the chain's built-in content store; drafts stay out of the
 * storefront's /p API, publishing and every later change show there at the next call, without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_REMOTE_MESSAGE,
  CONTENT_SLUG_TAKEN_MESSAGE,
  adminPostSchema,
  type AdminPost,
} from '@spesa/shared/admin/content-admin.contract';
import { contentPostListSchema, menuLocationSchema } from '@spesa/shared/content/content.contract';
import { createLocalChangeFeed } from '../../lib/change-feed.js';
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
