import { createStore, useStore } from './create-store';

/** The product a shopper wants to put in a wish list (spec §2 "Dialogs", choose a wish list). */
export interface ListProductRequest {
  productId: number;
  name: string;
}

/**
 * The choose-list dialog's request: the catalogue asks, the shell opens the wish-list feature's dialog
 * (features never import each other, STYLE.md).
 */
export const chooseListStore = createStore<{ product: ListProductRequest | null; productIds: number[] }>({
  product: null,
  productIds: [],
});

export function openChooseListDialog(product: ListProductRequest): void {
  chooseListStore.set({ product });
}

export function closeChooseListDialog(): void {
  chooseListStore.set({ product: null });
}

export function useChooseListProduct(): ListProductRequest | null {
  return useStore(chooseListStore, (state) => state.product);
}

/** spec §6: whether the product is in one of the signed-in shopper's own lists (its heart shows filled). */
export function useIsInWishlist(productId: number): boolean {
  return useStore(chooseListStore, (state) => state.productIds.includes(productId));
}
