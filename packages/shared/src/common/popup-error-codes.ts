import type { ErrorCode } from './error-codes';

/**
 * spec §8 "Message display": the show-in-popup list. An error with one of these codes opens a popup the shopper
 * closes, not a toast: the cart's availability errors (a product the chosen store does not sell, a purchase
 * limit reached). Its own module: the web's first bundle carries these two codes, not the whole list.
 */
export const POPUP_ERROR_CODES = [
  'PRODUCT_NOT_AVAILABLE',
  'PURCHASE_LIMIT',
] as const satisfies readonly ErrorCode[];

export function isPopupErrorCode(code: string | undefined): boolean {
  return (POPUP_ERROR_CODES as readonly (string | undefined)[]).includes(code);
}
