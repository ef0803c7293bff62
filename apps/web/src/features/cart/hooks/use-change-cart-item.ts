import type { Product } from '@spesa/shared/catalogue/product.contract';
import { displayQuantity, quantityRule } from '@spesa/shared/rules/quantity';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setCart } from '../../../lib/cart-query';
import { updateCartItem } from '../api/update-cart-item';
import { notifyCartAnswer, notifyCartFailure } from '../utils/cart-answer-messages';

export function quantityParts(product: Product, quantity: number): { quantity: string; unit: string } {
  const [amount = '', unit = ''] = displayQuantity(quantityRule(product), quantity).split(' ');
  return { quantity: amount, unit };
}

/** Sets a cart line's quantity (spec §7 POST /cart/update; 0 removes it); the answer replaces the cart. */
export function useChangeCartItem() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (item: { itemId: number; product: Product }, quantity: number): Promise<void> => {
      const { product } = item;
      try {
        const envelope = await updateCartItem(item.itemId, quantity);
        setCart(queryClient, envelope.data.cart);
        notifyCartAnswer(
          envelope,
          quantity === 0
            ? t('cart.productRemoved', { name: product.name })
            : t('cart.productUpdated', { ...quantityParts(product, quantity), name: product.name }),
        );
      } catch (error) {
        notifyCartFailure(error, t(quantity === 0 ? 'cart.removeError' : 'cart.updateError'));
      }
    },
    [queryClient, t],
  );
}
