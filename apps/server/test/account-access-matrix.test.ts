import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WISHLIST_ITEM_NOT_FOUND_MESSAGE,
  WISHLIST_NOT_FOUND_MESSAGE,
  WISHLIST_READ_ONLY_MESSAGE,
} from '@spesa/shared/wishlist/wishlist.contract';
import { buildAccountTestApp, type AccountTestApp } from './account-test-app.js';
import { DIALECTS } from './test-db.js';

/**
 * Shopper A (Mario) against shopper B (Giulia) of the same chain, and against Mario of another chain: A
 * never reads or changes B's profile, lists or codes, whatever id A sends.
 */
describe.each(DIALECTS)('account access matrix on %s', (dialect) => {
  let t: AccountTestApp;
  let a: string;
  let b: string;
  let aOtherChain: string;
  let bId: number;
  let bPrivateList: number;
  let bItemIds: number[];
  let bSharedList: number;
  let aList: number;

  const snapshotOfB = async () => ({
    detail: (await t.call('GET', '/ebsn/api/registration/user_detail', { token: b })).body.data,
    list: (await t.call('GET', `/ebsn/api/wishlist/view?list_id=${bPrivateList}`, { token: b })).body.data,
    shared: (await t.call('GET', `/ebsn/api/wishlist/view?list_id=${bSharedList}`, { token: b })).body.data,
    codes: (await t.call('GET', '/ebsn/api/giftcertificate/list', { token: b })).body.data,
    consents: (await t.call('GET', '/ebsn/api/user-registration-disclaimer/list-by-type', { token: b })).body
      .data,
  });

  beforeAll(async () => {
    t = await buildAccountTestApp(dialect);
    a = (await t.login('mario.rossi@example.com', 'spesa123'))!;
    b = (await t.login('giulia.bianchi@example.com', 'spesa123'))!;
    aOtherChain = (await t.login('mario.rossi@example.com', 'spesa123', 'dem'))!;
    bId = (await t.call('GET', '/ebsn/api/auth/test', { token: b })).body.user.userId;

    bPrivateList = (await t.call('POST', '/ebsn/api/wishlist/insert?name=Privata', { token: b })).body.data
      .listId;
    const products = await t.testDb.db
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '=', 'castoro')
      .where('available', '=', 1)
      .limit(2)
      .execute();
    const added = await t.call('POST', '/ebsn/api/wishlist/add_prod', {
      token: b,
      json: { wishlistId: bPrivateList, items: products.map((p) => ({ productId: p.id, quantity: 2 })) },
    });
    bItemIds = added.body.data.wishlistItems.map((i: { itemId: number }) => i.itemId);

    const bLists = (await t.call('GET', '/ebsn/api/wishlist/list', { token: b })).body.data.personalList
      .lists;
    bSharedList = bLists.find((l: { name: string }) => l.name === 'Idee per la cena').listId;
    aList = (await t.call('GET', '/ebsn/api/wishlist/view', { token: a })).body.data.listId;

    const code = await t.testDb.db
      .insertInto('gift_certificates')
      .values({
        tenant_id: 'castoro',
        code: 'SOLOGIULIA',
        description: 'Il codice di Giulia',
        discount_cents: 300,
        discount_pct: null,
        min_order_cents: null,
        valid_from: t.clock.now() - 1000,
        valid_until: t.clock.now() + 86_400_000,
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.testDb.db
      .insertInto('user_gift_certificates')
      .values({
        tenant_id: 'castoro',
        user_id: bId,
        gift_certificate_id: code.id,
        manual_assigned: 1,
        assigned_at: t.clock.now(),
        used_at: null,
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it("A's profile calls answer A whatever user id they carry", async () => {
    const detail = await t.call('GET', `/ebsn/api/registration/user_detail?user_id=${bId}&userId=${bId}`, {
      token: a,
    });
    expect(detail.body.data.user.login).toBe('mario.rossi@example.com');
    const persons = await t.call('GET', `/ebsn/api/user-person-fiscal/list?user_id=${bId}`, { token: a });
    expect(JSON.stringify(persons.body.data)).not.toContain('Giulia');
  });

  it("nothing A writes, whatever id it names, changes B's profile, lists, codes or consents", async () => {
    const before = await snapshotOfB();
    const writes: [string, unknown][] = [
      [
        `/ebsn/api/registration/update_user_detail?user_id=${bId}`,
        { userId: bId, firstName: 'Intruso', lastName: 'Rossi', fiscalCode: before.detail.user.fiscalCode },
      ],
      [`/ebsn/api/registration/update_contact?user_id=${bId}`, { userId: bId, phone: '333 0000000' }],
      [`/ebsn/api/registration/update_username?username=intruso&user_id=${bId}`, undefined],
      [
        '/ebsn/api/user-registration-disclaimer/update-disclaimer',
        { userId: bId, registrationDisclaimers: [{ registrationDisclaimerId: 2, value: true }] },
      ],
      [`/ebsn/api/wishlist/update?list_id=${bPrivateList}&name=Presa`, undefined],
      [`/ebsn/api/wishlist/delete?list_id=${bPrivateList}`, undefined],
      [`/ebsn/api/wishlist/select?list_id=${bPrivateList}`, undefined],
      [`/ebsn/api/wishlist/confirm?list_id=${bPrivateList}&address_id=1`, undefined],
      ['/ebsn/api/wishlist/add_prod', { wishlistId: bPrivateList, items: [{ productId: 1, quantity: 1 }] }],
      [
        '/ebsn/api/wishlist/update_prods',
        { wishlistId: bPrivateList, items: [{ itemId: bItemIds[0], quantity: 9 }] },
      ],
      ['/ebsn/api/wishlist/delete_prods', { wishlistId: bPrivateList, items: [{ itemId: bItemIds[0] }] }],
      // B's items named through A's own list.
      [
        '/ebsn/api/wishlist/update_prods',
        { wishlistId: aList, items: [{ itemId: bItemIds[0], quantity: 9 }] },
      ],
      ['/ebsn/api/wishlist/delete_prods', { wishlistId: aList, items: [{ itemId: bItemIds[1] }] }],
    ];
    for (const [url, json] of writes) {
      await t.call('POST', url, { token: a, ...(json === undefined ? {} : { json }) });
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it("B's private list answers A exactly like a list that does not exist", async () => {
    const foreign = await t.call('GET', `/ebsn/api/wishlist/view?list_id=${bPrivateList}`, { token: a });
    const missing = await t.call('GET', '/ebsn/api/wishlist/view?list_id=2147483000', { token: a });
    expect(foreign.status).toBe(200);
    expect(foreign.body.response.errors[0]!.error).toBe(WISHLIST_NOT_FOUND_MESSAGE);
    expect(foreign.body.response).toEqual(missing.body.response);
    expect(foreign.body.data).toEqual({});

    for (const url of [
      `/ebsn/api/wishlist/update?list_id=${bPrivateList}&name=Presa`,
      `/ebsn/api/wishlist/delete?list_id=${bPrivateList}`,
    ]) {
      const res = await t.call('POST', url, { token: a });
      expect(res.body.response.errors[0]!.error).toBe(WISHLIST_NOT_FOUND_MESSAGE);
    }
    const items = await t.call('POST', '/ebsn/api/wishlist/update_prods', {
      token: a,
      json: { wishlistId: aList, items: [{ itemId: bItemIds[0], quantity: 9 }] },
    });
    expect(items.body.response.errors[0]!.error).toBe(WISHLIST_ITEM_NOT_FOUND_MESSAGE);

    const lists = (await t.call('GET', '/ebsn/api/wishlist/list?pageSize=100', { token: a })).body.data
      .personalList.lists as { listId: number }[];
    expect(lists.map((l) => l.listId)).not.toContain(bPrivateList);
  });

  it('a list B shares with A read-only can be read and never changed by A', async () => {
    const seen = await t.call('GET', `/ebsn/api/wishlist/view?list_id=${bSharedList}`, { token: a });
    expect(seen.body.data.sharingData.grant).toBe('READ');
    const rename = await t.call('POST', `/ebsn/api/wishlist/update?list_id=${bSharedList}&name=Mia`, {
      token: a,
    });
    expect(rename.body.response.errors[0]!.error).toBe(WISHLIST_READ_ONLY_MESSAGE);
  });

  it("A sees only A's discount codes", async () => {
    const codesA = (await t.call('GET', '/ebsn/api/giftcertificate/list', { token: a })).body.data
      .giftCertificates;
    const codesB = (await t.call('GET', '/ebsn/api/giftcertificate/list-manual-assigned', { token: b })).body
      .data.giftCertificates;
    expect(codesA.map((c: { code: string }) => c.code)).not.toContain('SOLOGIULIA');
    expect(codesB.map((c: { code: string }) => c.code)).toEqual(['SOLOGIULIA']);
  });

  it("the same person on another chain reaches nothing of this chain's account", async () => {
    const byId = await t.call('GET', `/ebsn/api/wishlist/view?list_id=${aList}`, {
      token: aOtherChain,
      tenant: 'dem',
    });
    expect(byId.body.response.errors[0]!.error).toBe(WISHLIST_NOT_FOUND_MESSAGE);
    const crossHost = await t.call('GET', '/ebsn/api/registration/user_detail', { token: aOtherChain });
    expect(crossHost.status).toBe(419);
    const ownDetail = await t.call('GET', '/ebsn/api/registration/user_detail', {
      token: aOtherChain,
      tenant: 'dem',
    });
    expect(ownDetail.body.data.user.fidelityCard.startsWith('2910')).toBe(true);
  });
});
