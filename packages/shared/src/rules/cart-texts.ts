export const EMPTY_CART_TEXT = 'Non ci sono prodotti nel carrello';
export const ONE_PRODUCT_TEXT = 'Hai 1 prodotto nel carrello';
export const PRODUCTS_TEXT = 'Hai {count} prodotti nel carrello';

/** spec §2: the count text of the cart drawer. */
export function cartCountText(count: number): string {
  if (count <= 0) return EMPTY_CART_TEXT;
  if (count === 1) return ONE_PRODUCT_TEXT;
  return PRODUCTS_TEXT.replace('{count}', String(count));
}

/** spec §4: the pending-request counter rises per request, falls per response, never below 0. */
export function nextPendingCount(count: number, delta: number): number {
  return Math.max(0, count + delta);
}
