import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WISHLIST_NOT_FOUND_MESSAGE,
  WISHLIST_READ_ONLY_MESSAGE,
  WISHLIST_SHARE_SELF_MESSAGE,
  WISHLIST_SHARE_UNKNOWN_EMAIL_MESSAGE,
  wishlistSchema,
  type Wishlist,
} from '@spesa/shared/wishlist/wishlist.contract';
import { EMAIL_MESSAGE } from '@spesa/shared/validation/validators';
import { buildAccountTestApp, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const GIULIA = 'giulia.bianchi@example.com';

describe.each(DIALECTS)('sharing wish lists on %s', (dialect) => {
  let t: AccountTestApp;
  let mario: string;
  let giulia: string;
  let own: Wishlist;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect);
    mario = (await t.login('mario.rossi@example.com', 'spesa123'))!;
    giulia = (await t.login(GIULIA, 'spesa123'))!;
    own = (await t.call('GET', '/ebsn/api/wishlist/view', { token: mario })).body.data;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, token = mario) => t.call('POST', `/ebsn/api${url}`, { token });
  const shared = (token: string, tenant?: 'castoro' | 'dem') =>
    t.call('GET', `/ebsn/api/wishlist/shared?token=${encodeURIComponent(token)}`, { tenant });
  const listsOf = async (token: string) =>
    (await t.call('GET', '/ebsn/api/wishlist/list', { token })).body.data.personalList.lists as Wishlist[];

  it('opens a read-only link that shows the list to anybody, changes nothing, and can be closed', async () => {
    expect(own.shareToken).toBeNull();
    const opened = await post(`/wishlist/share-link?list_id=${own.listId}`);
    const token = wishlistSchema.parse(opened.body.data).shareToken!;
    expect(token).toMatch(/^[\w-]{20,}$/);
    // Asking again keeps the same link.
    const again = await post(`/wishlist/share-link?list_id=${own.listId}`);
    expect(again.body.data.shareToken).toBe(token);

    const seen = await shared(token);
    expect(seen.status).toBe(200);
    const list = wishlistSchema.parse(seen.body.data);
    expect(list).toMatchObject({ name: own.name, size: own.size, addressId: null });
    // The link may reach anybody: the owner's first name only, and nothing of the owner's sharing.
    expect(list.sharingData).toEqual({ grant: 'READ', ownerName: 'Mario' });
    expect(list.shareToken).toBeUndefined();
    expect(list.shares).toBeUndefined();
    expect(list.wishlistItems.map((i) => i.productId)).toEqual(own.wishlistItems.map((i) => i.productId));

    // Another chain does not know the link; a visitor cannot change the list.
    expect((await shared(token, 'dem')).body.response.errors[0]!.error).toBe(WISHLIST_NOT_FOUND_MESSAGE);
    const change = await t.call('POST', '/ebsn/api/wishlist/add_prod', {
      json: { wishlistId: own.listId, items: [{ productId: own.wishlistItems[0]!.productId }] },
    });
    expect(change.status).toBe(419);

    const closed = await post(`/wishlist/share-link/close?list_id=${own.listId}`);
    expect(closed.body.data.shareToken).toBeNull();
    expect((await shared(token)).body.response.errors[0]!.error).toBe(WISHLIST_NOT_FOUND_MESSAGE);
    const reopened = await post(`/wishlist/share-link?list_id=${own.listId}`);
    expect(reopened.body.data.shareToken).not.toBe(token);
    await post(`/wishlist/share-link/close?list_id=${own.listId}`);
  });

  it('only the owner opens a link, and a made-up token opens nothing', async () => {
    const res = await post(`/wishlist/share-link?list_id=${own.listId}`, giulia);
    expect(res.body.response.status).not.toBe(0);
    for (const token of ['', 'x', 'a'.repeat(30)]) {
      const seen = await shared(token);
      expect(seen.status).toBe(200);
      expect(seen.body.response.errors[0]!.error).toBe(WISHLIST_NOT_FOUND_MESSAGE);
    }
    expect((await shared('a'.repeat(101))).status).toBe(400);
  });

  it('shares a list by e-mail with grant READ: the other shopper sees it and cannot change it', async () => {
    const before = (await listsOf(giulia)).map((l) => l.listId);
    expect(before).not.toContain(own.listId);

    const res = await post(
      `/wishlist/share?list_id=${own.listId}&email=${encodeURIComponent(' Giulia.Bianchi@Example.com ')}`,
    );
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.shares).toEqual([{ email: GIULIA, grant: 'READ' }]);

    const theirs = (await listsOf(giulia)).find((l) => l.listId === own.listId);
    expect(theirs?.sharingData).toEqual({ grant: 'READ', ownerName: 'Mario Rossi' });
    const view = await t.call('GET', `/ebsn/api/wishlist/view?list_id=${own.listId}`, { token: giulia });
    expect(view.body.data.shares).toBeUndefined();
    const change = await t.call('POST', '/ebsn/api/wishlist/add_prod', {
      token: giulia,
      json: { wishlistId: own.listId, items: [{ productId: own.wishlistItems[0]!.productId }] },
    });
    expect(change.body.response.errors[0]!.error).toBe(WISHLIST_READ_ONLY_MESSAGE);
    // The one it is shared with cannot share it further.
    const reshare = await post(
      `/wishlist/share?list_id=${own.listId}&email=mario.rossi%40example.com`,
      giulia,
    );
    expect(reshare.body.response.errors[0]!.error).toBe(WISHLIST_READ_ONLY_MESSAGE);

    const stopped = await post(`/wishlist/unshare?list_id=${own.listId}&email=${encodeURIComponent(GIULIA)}`);
    expect(stopped.body.data.shares).toEqual([]);
    expect((await listsOf(giulia)).map((l) => l.listId)).not.toContain(own.listId);
  });

  it('refuses a malformed, unknown or own e-mail in Italian, and another chain’s shopper', async () => {
    const cases: [string, string][] = [
      ['non-una-email', EMAIL_MESSAGE],
      ['nessuno@example.com', WISHLIST_SHARE_UNKNOWN_EMAIL_MESSAGE],
      ['mario.rossi@example.com', WISHLIST_SHARE_SELF_MESSAGE],
    ];
    for (const [email, message] of cases) {
      const res = await post(`/wishlist/share?list_id=${own.listId}&email=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
      expect(res.body.response.errors[0]!.error).toBe(message);
    }
    const dem = await t.login('mario.rossi@example.com', 'spesa123', 'dem');
    const demList = (await t.call('GET', '/ebsn/api/wishlist/view', { token: dem, tenant: 'dem' })).body.data;
    const cross = await t.call(
      'POST',
      `/ebsn/api/wishlist/share?list_id=${demList.listId}&email=${encodeURIComponent(GIULIA)}`,
      {
        token: mario,
      },
    );
    expect(cross.body.response.errors[0]!.error).toBe(WISHLIST_NOT_FOUND_MESSAGE);
  });

  it("tells the heart which products are in the shopper's own lists", async () => {
    const res = await t.call('GET', '/ebsn/api/wishlist/product-ids', { token: mario });
    const ids = res.body.data.productIds as number[];
    for (const item of own.wishlistItems) expect(ids).toContain(item.productId);
    const sharedWithMario = (await listsOf(mario)).find((l) => l.sharingData !== null)!;
    const theirItems = (
      await t.call('GET', `/ebsn/api/wishlist/view?list_id=${sharedWithMario.listId}`, { token: mario })
    ).body.data.wishlistItems as { productId: number }[];
    const onlyTheirs = theirItems.filter((i) => !own.wishlistItems.some((o) => o.productId === i.productId));
    for (const item of onlyTheirs) expect(ids).not.toContain(item.productId);
    expect((await t.call('GET', '/ebsn/api/wishlist/product-ids')).status).toBe(419);
  });
});
