import type { Product } from '@spesa/shared/catalogue/product.contract';
import { createStore, useStore } from '../../../lib/create-store';

interface PromotionDialogState {
  product: Product | null;
}

export const promotionDialogStore = createStore<PromotionDialogState>({ product: null });

let resolveAnswer: ((isTaken: boolean | null) => void) | null = null;

/** spec §2 "Selectable-promotion dialog": resolves true (yes), false (no) or null (closed). */
export function askSelectablePromotion(product: Product): Promise<boolean | null> {
  resolveAnswer?.(null);
  promotionDialogStore.set({ product });
  return new Promise((resolve) => {
    resolveAnswer = resolve;
  });
}

export function answerSelectablePromotion(isTaken: boolean | null): void {
  promotionDialogStore.set({ product: null });
  resolveAnswer?.(isTaken);
  resolveAnswer = null;
}

export function usePromotionDialogProduct(): Product | null {
  return useStore(promotionDialogStore, (state) => state.product);
}
