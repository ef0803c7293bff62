import type { Wishlist, WishlistItem, WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import { buildProduct } from './build-product';

export function buildListSummary(overrides: Partial<WishlistSummary> = {}): WishlistSummary {
  const listId = overrides.listId ?? 1;
  return {
    id: listId,
    listId,
    name: 'Spesa del sabato',
    size: 0,
    wishlistTypeId: 1,
    isDefault: false,
    sharingData: null,
    ...overrides,
  };
}

export function buildWishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  const product = overrides.product ?? buildProduct();
  return { itemId: 1, productId: product.productId, quantity: 1, weight: null, product, ...overrides };
}

export function buildWishlist(overrides: Partial<Wishlist> = {}): Wishlist {
  const items = overrides.wishlistItems ?? [];
  const inactive = overrides.wishlistInactiveItems ?? [];
  return {
    ...buildListSummary({ size: items.length + inactive.length, ...overrides }),
    addressId: null,
    wishlistItems: items,
    wishlistInactiveItems: inactive,
    ...overrides,
  };
}

export function buildListsData(lists: WishlistSummary[]) {
  return {
    personalList: {
      lists,
      page: { selPage: 1, totPages: 1, totItems: lists.length, itemsPerPage: 100 },
    },
  };
}
