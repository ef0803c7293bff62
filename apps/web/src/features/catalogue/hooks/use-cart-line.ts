import { createStore, useStore } from '../../../lib/create-store';

/** The options chosen for a product (spec §2 "Product option selector"): `parameterName` → option value. */
export type ChosenOptions = Readonly<Record<string, string>>;

export interface CartLine {
  quantity: number;
  options: ChosenOptions;
}

const NO_LINE: CartLine = { quantity: 0, options: {} };

/**
 * What the shopper has put in the cart, per product, kept on this device only. The cart issue replaces this
 * store with the cart query and its mutations; the controls only see `useCartLine`.
 */
export const cartLinesStore = createStore<{ lines: Readonly<Record<number, CartLine>> }>({ lines: {} });

export function setCartLine(productId: number, quantity: number, options?: ChosenOptions): void {
  cartLinesStore.set((state) => {
    const lines = { ...state.lines };
    if (quantity > 0) lines[productId] = { quantity, options: options ?? lines[productId]?.options ?? {} };
    else delete lines[productId];
    return { lines };
  });
}

export function useCartLine(productId: number): CartLine {
  return useStore(cartLinesStore, (state) => state.lines[productId] ?? NO_LINE);
}
