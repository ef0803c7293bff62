import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WISHLIST_ADDRESS_INVALID_MESSAGE,
  WISHLIST_ITEM_NOT_FOUND_MESSAGE,
  WISHLIST_NAME_REQUIRED_MESSAGE,
  WISHLIST_PRODUCT_NOT_FOUND_MESSAGE,
  WISHLIST_READ_ONLY_MESSAGE,
  wishlistListDataSchema,
  wishlistSchema,
  type Wishlist,
} from '@spesa/shared/wishlist/wishlist.contract';
import { buildAccountTestApp, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const MARIO_ADDRESS_ID = 4242;

describe.each(DIALECTS)('wish lists on %s', (dialect) => {
  let t: AccountTestApp;
  let mario: string;
  let own: Wishlist;
  let shared: Wishlist;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, {
      deps: { isUserAddress: async (_actor, addressId) => addressId === MARIO_ADDRESS_ID },
    });
    mario = (await t.login('mario.rossi@example.com', 'spesa123'))!;
    const lists = (await t.call('GET', '/ebsn/api/wishlist/list', { token: mario })).body.data.personalList
      .lists;
    own = (await view(lists[0].listId)).data;
    shared = (await view(lists[1].listId)).data;
  });
  afterAll(async () => {
    await t.close();
  });

  async function view(listId?: number) {
    const res = await t.call('GET', `/ebsn/api/wishlist/view${listId ? `?list_id=${listId}` : ''}`, {
      token: mario,
    });
    return res.body;
  }
  const post = (url: string, json?: unknown) => t.call('POST', `/ebsn/api${url}`, { token: mario, json });

  async function someProductIds(count: number, tenant: 'castoro' | 'dem' = 'castoro'): Promise<number[]> {
    const rows = await t.testDb.db
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '=', tenant)
      .where('available', '=', 1)
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
    return rows.map((r) => r.id);
  }

  it("lists the shopper's lists with item counts, then those shared with them", async () => {
    const res = await t.call('GET', '/ebsn/api/wishlist/list?page=1&pageSize=10', { token: mario });
    const data = wishlistListDataSchema.parse(res.body.data);
    expect(data.personalList.lists).toEqual([
      expect.objectContaining({
        name: 'La mia spesa settimanale',
        size: 5,
        isDefault: true,
        sharingData: null,
      }),
      expect.objectContaining({
        name: 'Idee per la cena',
        size: 3,
        sharingData: { grant: 'READ', ownerName: 'Giulia Bianchi' },
      }),
    ]);
    expect(data.personalList.page).toEqual({ selPage: 1, totPages: 1, totItems: 2, itemsPerPage: 10 });
  });

  it('shows a list with its products, and a product no longer available among the inactive items', () => {
    const parsed = wishlistSchema.parse(own);
    expect(parsed.wishlistItems).toHaveLength(4);
    expect(parsed.wishlistItems[0]!.product.available).toBe(1);
    expect(parsed.wishlistItems.map((i) => i.quantity)).toEqual([1, 2, 3, 4]);
    expect(parsed.wishlistInactiveItems).toHaveLength(1);
    const inactive = parsed.wishlistInactiveItems[0]!;
    expect(inactive).toMatchObject({ quantity: 5, name: expect.any(String) });
    // Sold by weight: the quantity is kg, given as weight too.
    expect(inactive.weight === null || inactive.weight === inactive.quantity).toBe(true);
  });

  it('without list_id shows the selected list', async () => {
    expect((await view()).data.listId).toBe(own.listId);
  });

  it('a product that stops being available moves to the inactive items', async () => {
    const item = own.wishlistItems[0]!;
    await t.testDb.db
      .updateTable('products')
      .set({ available: 0 })
      .where('id', '=', item.productId)
      .execute();
    try {
      const after = (await view(own.listId)).data as Wishlist;
      expect(after.wishlistItems.map((i) => i.itemId)).not.toContain(item.itemId);
      expect(after.wishlistInactiveItems.map((i) => i.itemId)).toContain(item.itemId);
    } finally {
      await t.testDb.db
        .updateTable('products')
        .set({ available: 1 })
        .where('id', '=', item.productId)
        .execute();
    }
  });

  it('creates, renames, selects and deletes a list', async () => {
    const noName = await post('/wishlist/insert?name=%20%20');
    expect(noName.body.response.errors[0]!.error).toBe(WISHLIST_NAME_REQUIRED_MESSAGE);

    const created = await post(`/wishlist/insert?name=${encodeURIComponent('Grigliata di sabato')}`);
    expect(created.body.data).toMatchObject({ name: 'Grigliata di sabato', size: 0, isDefault: false });
    const listId = created.body.data.listId as number;

    const renamed = await post(`/wishlist/update?list_id=${listId}&name=Grigliata`);
    expect(renamed.body.data.name).toBe('Grigliata');

    const selected = await post(`/wishlist/select?list_id=${listId}`);
    expect(selected.body.data.isDefault).toBe(true);
    expect((await view()).data.listId).toBe(listId);
    expect((await view(own.listId)).data.isDefault).toBe(false);

    const deleted = await post(`/wishlist/delete?list_id=${listId}`);
    expect(deleted.body.response.status).toBe(0);
    const gone = await view(listId);
    expect(gone.response.status).not.toBe(0);
    await post(`/wishlist/select?list_id=${own.listId}`);
  });

  it('adds products (quantities add up), sets quantities and removes items', async () => {
    const listId = (await post('/wishlist/insert?name=Prova')).body.data.listId as number;
    const [a, b] = await someProductIds(2);
    const added = await post('/wishlist/add_prod', {
      wishlistId: listId,
      items: [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 0.3333 },
      ],
    });
    expect(added.body.data.wishlistItems.map((i: { quantity: number }) => i.quantity)).toEqual([2, 0.333]);
    const again = await post('/wishlist/add_prod', { wishlistId: listId, items: [{ productId: a }] });
    const items = again.body.data.wishlistItems as { itemId: number; productId: number; quantity: number }[];
    expect(items.find((i) => i.productId === a)!.quantity).toBe(3);

    const updated = await post('/wishlist/update_prods', {
      wishlistId: listId,
      items: [{ itemId: items[0]!.itemId, quantity: 5 }],
    });
    expect(updated.body.data.wishlistItems[0].quantity).toBe(5);
    const zero = await post('/wishlist/update_prods', {
      wishlistId: listId,
      items: [{ itemId: items[0]!.itemId, quantity: 0 }],
    });
    expect(zero.body.data.size).toBe(1);
    const removed = await post('/wishlist/delete_prods', {
      wishlistId: listId,
      items: [{ productId: b, quantity: 0 }],
      hash: 'x',
    });
    expect(removed.body.data.size).toBe(0);
    const missing = await post('/wishlist/delete_prods', {
      wishlistId: listId,
      items: [{ itemId: items[1]!.itemId }],
    });
    expect(missing.body.response.errors[0]!.error).toBe(WISHLIST_ITEM_NOT_FOUND_MESSAGE);
  });

  it("refuses a product that is not in the chain's catalogue", async () => {
    const [demProduct] = await someProductIds(1, 'dem');
    for (const productId of [demProduct!, 999_999_999]) {
      const res = await post('/wishlist/add_prod', { wishlistId: own.listId, items: [{ productId }] });
      expect(res.body.response.errors[0]!.error).toBe(WISHLIST_PRODUCT_NOT_FOUND_MESSAGE);
    }
    expect((await view(own.listId)).data.size).toBe(own.size);
  });

  it('a list shared with grant READ can be seen and never changed', async () => {
    expect(shared.sharingData).toEqual({ grant: 'READ', ownerName: 'Giulia Bianchi' });
    expect(shared.wishlistItems).toHaveLength(3);
    const id = shared.listId;
    const [product] = await someProductIds(1);
    const item = shared.wishlistItems[0]!;
    const attempts = [
      post(`/wishlist/update?list_id=${id}&name=Mia`),
      post(`/wishlist/delete?list_id=${id}`),
      post(`/wishlist/select?list_id=${id}`),
      post(`/wishlist/confirm?list_id=${id}&address_id=${MARIO_ADDRESS_ID}`),
      post('/wishlist/add_prod', { wishlistId: id, items: [{ productId: product, quantity: 1 }] }),
      post('/wishlist/update_prods', { wishlistId: id, items: [{ itemId: item.itemId, quantity: 9 }] }),
      post('/wishlist/delete_prods', { wishlistId: id, items: [{ itemId: item.itemId, quantity: 0 }] }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(200);
      expect(res.body.response.status).not.toBe(0);
      expect(res.body.response.errors[0]!.error).toBe(WISHLIST_READ_ONLY_MESSAGE);
    }
    expect((await view(id)).data).toEqual(shared);
  });

  it("confirms a list for one of the shopper's addresses only", async () => {
    const wrong = await post(`/wishlist/confirm?list_id=${own.listId}&address_id=7`);
    expect(wrong.body.response.errors[0]!.error).toBe(WISHLIST_ADDRESS_INVALID_MESSAGE);
    const res = await post(`/wishlist/confirm?list_id=${own.listId}&address_id=${MARIO_ADDRESS_ID}`);
    expect(res.body.data.addressId).toBe(MARIO_ADDRESS_ID);
  });

  it('every call needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/ebsn/api/wishlist/list'],
      ['GET', `/ebsn/api/wishlist/view?list_id=${own.listId}`],
      ['POST', '/ebsn/api/wishlist/insert?name=x'],
      ['POST', `/ebsn/api/wishlist/delete?list_id=${own.listId}`],
    ] as const) {
      expect((await t.call(method, url)).status).toBe(419);
    }
    const body = await t.call('POST', '/ebsn/api/wishlist/add_prod', {
      json: { wishlistId: own.listId, items: [{ productId: 1 }] },
    });
    expect(body.status).toBe(419);
  });

  it('refuses malformed bodies with 400', async () => {
    const res = await post('/wishlist/add_prod', { wishlistId: 'abc', items: [] });
    expect(res.status).toBe(400);
  });
});
