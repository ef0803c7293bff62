import type { Product } from '@spesa/shared/catalogue/product.contract';
import { displayQuantity, quantityRule } from '@spesa/shared/rules/quantity';

/** The quantity and its unit as the cart toasts write them ("0,500" "kg"). */
export function quantityParts(product: Product, quantity: number): { quantity: string; unit: string } {
  const [amount = '', unit = ''] = displayQuantity(quantityRule(product), quantity).split(' ');
  return { quantity: amount, unit };
}
