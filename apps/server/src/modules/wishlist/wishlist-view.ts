import type { Product } from '@spesa/shared/catalogue/product.contract';
import type { Wishlist, WishlistSummary } from '@spesa/shared/wishlist/wishlist.contract';
import type { ItemRecord, ListRecord } from './wishlist.repository.js';

export function wishlistSummary(list: ListRecord): WishlistSummary {
  return {
    id: list.id,
    listId: list.id,
    name: list.name,
    size: list.size,
    wishlistTypeId: list.wishlistTypeId,
    isDefault: list.isSelected,
    sharingData: list.access === 'OWNER' ? null : { grant: list.access, ownerName: list.ownerName },
  };
}

/** A list with its items, `products` being the catalogue's products of those items still in the catalogue. */
export function wishlistView(
  list: ListRecord,
  items: readonly ItemRecord[],
  products: readonly Product[],
): Wishlist {
  const byId = new Map(products.map((p) => [p.id, p]));
  const active: Wishlist['wishlistItems'] = [];
  const inactive: Wishlist['wishlistInactiveItems'] = [];
  for (const item of items) {
    const product = byId.get(item.productId);
    const weight = product?.productInfos.TIPOLOGIA === 'Sfuso' ? item.quantity : null;
    // An item is inactive when its product is no longer available, or no longer in the catalogue at all.
    if (product?.available) {
      active.push({
        itemId: item.itemId,
        productId: item.productId,
        quantity: item.quantity,
        weight,
        product,
      });
    } else {
      inactive.push({
        itemId: item.itemId,
        productId: item.productId,
        quantity: item.quantity,
        weight,
        name: product?.name ?? null,
      });
    }
  }
  return {
    ...wishlistSummary(list),
    addressId: list.addressId,
    wishlistItems: active,
    wishlistInactiveItems: inactive,
  };
}
