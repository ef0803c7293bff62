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
export const chooseListStore = createStore<{ product: ListProductRequest | null }>({ product: null });

export function openChooseListDialog(product: ListProductRequest): void {
  chooseListStore.set({ product });
}

export function closeChooseListDialog(): void {
  chooseListStore.set({ product: null });
}

export function useChooseListProduct(): ListProductRequest | null {
  return useStore(chooseListStore, (state) => state.product);
}
