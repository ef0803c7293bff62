import type { Product } from '@spesa/shared/catalogue/product.contract';
import { createContext, useContext } from 'react';
import { createStore, useStore } from '../../../lib/create-store';

/** The options chosen for a product (spec §2 "Product option selector"): `parameterName` → option value. */
export type ChosenOptions = Readonly<Record<string, string>>;

export interface CartLine {
  quantity: number;
  options: ChosenOptions;
  /** A product sold by weight asked by pieces: how many (`quantity` is their expected weight). */
  pieces?: number;
}

const NO_LINE: CartLine = { quantity: 0, options: {} };

/** A change asked by an add button or a stepper: the cart decides how (spec §4 order of steps). */
export interface CartLineChange {
  product: Product;
  /** The new quantity; 0 removes the line. */
  quantity: number;
  /** The pieces asked of a product sold by weight (spec §3 WEIGHT_SELLING_SINGLE_UNIT); 0 removes the line. */
  pieces?: number;
  /** The options chosen on the product page. */
  options?: ChosenOptions;
  /** Opens the option selector when the cart asks for the options not chosen yet; null when closed. */
  askOptions?: () => Promise<ChosenOptions | null>;
}

/** The cart as the product controls see it; the app provides it from the cart feature (STYLE.md). */
export interface CartBinding {
  lines: ReadonlyMap<number, CartLine>;
  change: (request: CartLineChange) => Promise<void>;
}

export const CartBindingContext = createContext<CartBinding | null>(null);

/**
 * Without a cart binding (a card rendered on its own), the lines are kept on this device only, and the
 * options are asked for before the line is set.
 */
async function changeLocalLine({ product, quantity, options, askOptions }: CartLineChange): Promise<void> {
  const isNew = (cartLinesStore.get().lines[product.productId]?.quantity ?? 0) === 0;
  let chosen = options;
  if (isNew && quantity > 0 && product.selectOptions.length > 0 && !chosen && askOptions) {
    const answer = await askOptions();
    if (!answer) return;
    chosen = answer;
  }
  setCartLine(product.productId, quantity, chosen);
}

/**
 * The device-only lines behind `changeLocalLine`.
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
  const binding = useContext(CartBindingContext);
  const localLine = useStore(cartLinesStore, (state) => state.lines[productId] ?? NO_LINE);
  return binding ? (binding.lines.get(productId) ?? NO_LINE) : localLine;
}

/** Adds the product, or changes its line's quantity; resolves once the cart has answered. */
export function useCartLineChange(): CartBinding['change'] {
  return useContext(CartBindingContext)?.change ?? changeLocalLine;
}
