import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsDataSchema } from '@spesa/shared/catalogue/product.contract';
import { buildTestApp, hostOf, loginDemo, type TestApp } from './build-test-app.js';
import { DIALECTS } from './test-db.js';

describe.each(DIALECTS)('tenancy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { TENANT_HOSTS: 'spesa.dem.example=dem' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('picks the tenant from <tenant>.localhost, a configured host, or the default', async () => {
    const names = async (host: string) =>
      (await t.app.inject({ url: '/ebsn/api/tenant/config', headers: { host } })).json().data.code;
    expect(await names('dem.localhost:8080')).toBe('dem');
    expect(await names('castoro.localhost')).toBe('castoro');
    expect(await names('spesa.dem.example')).toBe('dem');
    expect(await names('127.0.0.1:8080')).toBe('castoro');
    expect(await names('sconosciuto.localhost')).toBe('castoro');
  });

  it("a session of tenant A is anonymous on tenant B's host", async () => {
    const token = await loginDemo(t.app, 'castoro');
    const onA = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('castoro') },
      cookies: { 'X-Ebsn-Session': token },
    });
    expect(onA.json().user.userId).toBeGreaterThan(0);
    const onB = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('dem') },
      cookies: { 'X-Ebsn-Session': token },
    });
    expect(onB.json().user.userId).toBe(-1);
    const byHeaderOnB = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('dem'), 'x-ebsn-session': token },
    });
    expect(byHeaderOnB.json().user.userId).toBe(-1);
  });

  it("the demo shopper of one chain is a separate account from another chain's", async () => {
    const a = await loginDemo(t.app, 'castoro');
    const b = await loginDemo(t.app, 'dem');
    const userA = (
      await t.app.inject({
        url: '/ebsn/api/auth/test',
        headers: { host: hostOf('castoro') },
        cookies: { 'X-Ebsn-Session': a },
      })
    ).json().user.userId;
    const userB = (
      await t.app.inject({
        url: '/ebsn/api/auth/test',
        headers: { host: hostOf('dem') },
        cookies: { 'X-Ebsn-Session': b },
      })
    ).json().user.userId;
    expect(userA).not.toBe(userB);
  });

  it("nothing of tenant B comes back through tenant A's host", async () => {
    const catB = (await t.app.inject({ url: '/ebsn/api/category', headers: { host: hostOf('dem') } })).json()
      .data;
    const catA = (
      await t.app.inject({ url: '/ebsn/api/category', headers: { host: hostOf('castoro') } })
    ).json().data;
    const idsB = new Set<number>();
    const collect = (n: { categoryId: number; categories?: unknown[] }, into: Set<number>) => {
      into.add(n.categoryId);
      for (const c of (n.categories ?? []) as (typeof n)[]) collect(c, into);
    };
    collect(catB, idsB);
    idsB.delete(0);
    const idsA = new Set<number>();
    collect(catA, idsA);
    for (const id of idsB) expect(idsA.has(id)).toBe(false);

    const someB = [...idsB][5]!;
    const byIdThroughA = await t.app.inject({
      url: `/ebsn/api/category?categoryId=${someB}`,
      headers: { host: hostOf('castoro') },
    });
    expect(byIdThroughA.statusCode).toBe(404);
    // API-COMPAT: a category of another chain lists this chain's whole catalogue, never the other's products.
    const productsThroughA = productsDataSchema.parse(
      (
        await t.app.inject({
          url: `/ebsn/api/products?parent_category_id=${someB}&page_size=500`,
          headers: { host: hostOf('castoro') },
        })
      ).json().data,
    );
    expect(productsThroughA.products.length).toBeGreaterThan(0);
    expect(productsThroughA.products.every((p) => idsA.has(p.breadCrumbs[0]!.categoryId))).toBe(true);
    expect(productsThroughA.products.some((p) => idsB.has(p.categoryId))).toBe(false);

    const productB = productsDataSchema.parse(
      (await t.app.inject({ url: '/ebsn/api/products?page_size=1', headers: { host: hostOf('dem') } })).json()
        .data,
    ).products[0]!;
    const slugThroughA = productsDataSchema.parse(
      (
        await t.app.inject({
          url: `/ebsn/api/products?slug=${productB.slug}`,
          headers: { host: hostOf('castoro') },
        })
      ).json().data,
    );
    expect(slugThroughA.products.every((p) => p.productId !== productB.productId)).toBe(true);
    const byProductIdThroughA = await t.app.inject({
      url: `/ebsn/api/products/${productB.productId}`,
      headers: { host: hostOf('castoro') },
    });
    expect(byProductIdThroughA.statusCode).toBe(404);
  });

  it("serves each chain's own texts and theme in the page", async () => {
    const a = await t.app.inject({ url: '/', headers: { host: hostOf('castoro') } });
    const b = await t.app.inject({ url: '/', headers: { host: hostOf('dem') } });
    const configOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="spesa-config">(.*?)<\/script>/s.exec(html)![1]!);
    expect(configOf(a.body).code).toBe('castoro');
    expect(configOf(b.body).code).toBe('dem');
    expect(configOf(a.body).texts.brandName).not.toBe(configOf(b.body).texts.brandName);
    expect(a.body).toContain(configOf(a.body).texts.pages.home.title.replace(/&/g, '&amp;'));
    const logoA = await t.app.inject({ url: '/logo.svg', headers: { host: hostOf('castoro') } });
    const logoB = await t.app.inject({ url: '/logo.svg', headers: { host: hostOf('dem') } });
    expect(logoA.body).not.toBe(logoB.body);
  });
});
