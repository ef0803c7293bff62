import type { Cart, CartAddBody } from '@spesa/shared/cart/cart.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cartQueryKey, setCart } from '../../../lib/cart-query';
import { addGiftCode } from '../api/add-gift-code';
import { addToCart } from '../api/add-to-cart';
import { runAddToCart, type AddToCartRequest } from '../utils/add-to-cart-flow';
import { notifyCartAnswer, notifyCartFailure } from '../utils/cart-answer-messages';
import { cartLinesByProduct, type CartLineState, type ProductOptionChoices } from '../utils/cart-lines';
import { askSelectablePromotion } from '../utils/promotion-dialog-store';
import { useCart } from './use-cart';
import { quantityParts, useChangeCartItem } from './use-change-cart-item';

export interface ProductCartChange extends AddToCartRequest {
  /** Opens the product's option selector (spec §4: after the delivery steps, before the promotion). */
  askOptions?: () => Promise<ProductOptionChoices | null>;
}

/** What a product's add button and stepper need from the cart: its line, and a way to change it. */
export interface CartBindingValue {
  lines: ReadonlyMap<number, Pick<CartLineState, 'quantity' | 'options'>>;
  /** Adds the product (spec §4 order of steps), or sets its line's quantity (0 removes it). */
  change: (request: ProductCartChange) => Promise<void>;
}

interface CartBindingOptions {
  /** The shopper has a cart: signed in, or the chain keeps anonymous carts. */
  isEnabled: boolean;
  /** spec §4: login, address and timeslot before the first add (the delivery flow controller). */
  ensureDeliveryReady: () => Promise<boolean>;
}

const NO_LINES: ReadonlyMap<number, CartLineState> = new Map();

export function useCartBinding({ isEnabled, ensureDeliveryReady }: CartBindingOptions): CartBindingValue {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: cart } = useCart(isEnabled);
  const changeItem = useChangeCartItem();
  const latest = useRef({ isEnabled, ensureDeliveryReady });
  useEffect(() => {
    latest.current = { isEnabled, ensureDeliveryReady };
  }, [isEnabled, ensureDeliveryReady]);

  const lines = useMemo(() => (isEnabled && cart ? cartLinesByProduct(cart) : NO_LINES), [cart, isEnabled]);

  const change = useCallback(
    async (request: ProductCartChange) => {
      const { product, quantity } = request;
      const current = latest.current.isEnabled ? queryClient.getQueryData<Cart>(cartQueryKey) : undefined;
      const line = current && cartLinesByProduct(current).get(product.productId);

      if (line) {
        if (line.quantity !== quantity) await changeItem({ itemId: line.itemId, product }, quantity);
        return;
      }
      if (quantity <= 0) return;

      try {
        await runAddToCart(
          {
            ensureDeliveryReady: () => latest.current.ensureDeliveryReady(),
            askOptions: request.askOptions ?? (async () => null),
            askPromotion: askSelectablePromotion,
            addGiftCode: async (code) => {
              // A refused code has shown its message; the product is added all the same.
              const envelope = await addGiftCode(code).catch(() => null);
              if (envelope) setCart(queryClient, envelope.data.cart);
            },
            add: async (body: CartAddBody) => {
              const envelope = await addToCart(body);
              setCart(queryClient, envelope.data.cart);
              notifyCartAnswer(
                envelope,
                t('cart.productAddText', { ...quantityParts(product, quantity), name: product.name }),
              );
            },
          },
          request,
        );
      } catch (error) {
        notifyCartFailure(error, t('cart.productAddError'));
      }
    },
    [queryClient, t, changeItem],
  );

  return useMemo(() => ({ lines, change }), [lines, change]);
}
