import type { Cart, CartItem } from '@spesa/shared/cart/cart.contract';

/** The options chosen for a product: `parameterName` → option value. */
export type ProductOptionChoices = Readonly<Record<string, string>>;

export interface CartLineState {
  itemId: number;
  quantity: number;
  options: ProductOptionChoices;
  /** A product sold by weight asked by pieces: how many. */
  pieces?: number;
}

/** Every line of the cart, also when the server grouped them in sectors (spec §2). */
export function cartItemsOf(cart: Pick<Cart, 'cartItems' | 'sectors'>): CartItem[] {
  if (cart.cartItems.length > 0 || !cart.sectors) return cart.cartItems;
  return cart.sectors.flatMap((sector) => sector.cartItems);
}

/** spec §3 cartItemInfo.params: `parameterName=value` pairs joined by '&'. */
export function parseItemParams(params: string | undefined): ProductOptionChoices {
  if (!params) return {};
  return Object.fromEntries(new URLSearchParams(params));
}

/** The cart's line of each product (the first one, when options made several). */
export function cartLinesByProduct(cart: Pick<Cart, 'cartItems' | 'sectors'>): Map<number, CartLineState> {
  const lines = new Map<number, CartLineState>();
  for (const item of cartItemsOf(cart)) {
    if (lines.has(item.product.productId)) continue;
    lines.set(item.product.productId, {
      itemId: item.itemId,
      quantity: item.quantity,
      options: parseItemParams(item.cartItemInfo.params),
      ...(item.cartItemInfo.pieces ? { pieces: Number(item.cartItemInfo.pieces) } : {}),
    });
  }
  return lines;
}
