/*
 * README "Back-office", Catalogue and promotions: a change made in one server process reaches another's
 * caches at once, through the change feed they share, without waiting for the version's time to live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsDataSchema, productsQuerySchema } from '@spesa/shared/catalogue/product.contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';
import { createLocalChangeFeed, type ChangeFeed } from '../../lib/change-feed.js';
import { parseDataJson } from '../../lib/json-bytes.js';
import { createCatalogueService, type CatalogueService } from './catalogue.service.js';

describe.each(DIALECTS)('catalogue changes across processes, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A listing of the product's category sorted by price, as `process` answers it from its caches. */
  async function listedCents(process: CatalogueService, productId: number, categoryId: number) {
    const query = productsQuerySchema.parse({
      parent_category_id: categoryId,
      sort: 'price_asc',
      page_size: 500,
    });
    const data = productsDataSchema.parse(parseDataJson(await process.productsData('castoro', query)));
    return Math.round(data.products.find((p) => p.id === productId)!.priceDisplay * 100);
  }

  it('a listing another process fetched before a price change shows the new price right after', async () => {
    const published: string[] = [];
    const local = createLocalChangeFeed();
    const feed: ChangeFeed = {
      publish: async (tenantId) => {
        published.push(tenantId);
        await local.publish(tenantId);
      },
      subscribe: (listener) => local.subscribe(listener),
      close: () => local.close(),
    };
    const [a, b] = [0, 1].map(() =>
      createCatalogueService({ db: t.testDb.db, clock: t.clock, changes: feed }),
    ) as [CatalogueService, CatalogueService];
    const row = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'price_cents', 'category_id'])
      .where('tenant_id', '=', 'castoro')
      .where('promo', 'is', null)
      .where('available', '=', 1)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    // Both processes hold the listing in their caches; the test clock stands still, so only the feed can tell.
    expect(await listedCents(a, row.id, row.category_id)).toBe(row.price_cents);
    expect(await listedCents(b, row.id, row.category_id)).toBe(row.price_cents);

    const newCents = row.price_cents + 123;
    await a.admin.setListPrice('castoro', { productId: row.id, price: newCents / 100 });
    expect(published).toEqual(['castoro']);
    expect(await listedCents(b, row.id, row.category_id)).toBe(newCents);
    expect(await listedCents(a, row.id, row.category_id)).toBe(newCents);
  });
});
