import type { Cart, CartAddBody } from '@spesa/shared/cart/cart.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { cartQueryKey } from '../../../lib/cart-query';
import { settleMutation } from '../../../lib/mutation-feedback';
import { useAddGiftCode } from '../api/add-gift-code';
import { useAddToCart } from '../api/add-to-cart';
import { useUpdateCartItem } from '../api/update-cart-item';
import { runAddToCart, type AddToCartRequest } from '../utils/add-to-cart-flow';
import { cartLinesByProduct, type CartLineState, type ProductOptionChoices } from '../utils/cart-lines';
import { askSelectablePromotion } from '../utils/promotion-dialog-store';
import { useCart } from './use-cart';

export interface ProductCartChange extends AddToCartRequest {
  /** Opens the product's option selector (spec §4: after the delivery steps, before the promotion). */
  askOptions?: () => Promise<ProductOptionChoices | null>;
}

/** What a product's add button and stepper need from the cart: its line, and a way to change it. */
export interface CartBindingValue {
  lines: ReadonlyMap<number, Pick<CartLineState, 'quantity' | 'options' | 'pieces'>>;
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
  const queryClient = useQueryClient();
  const { data: cart } = useCart(isEnabled);
  const { mutateAsync: updateItem } = useUpdateCartItem();
  const { mutateAsync: addGiftCode } = useAddGiftCode();
  const { mutateAsync: addToCart } = useAddToCart();
  const latest = useRef({ isEnabled, ensureDeliveryReady });
  useEffect(() => {
    latest.current = { isEnabled, ensureDeliveryReady };
  }, [isEnabled, ensureDeliveryReady]);

  const lines = useMemo(() => (isEnabled && cart ? cartLinesByProduct(cart) : NO_LINES), [cart, isEnabled]);

  const change = useCallback(
    async (request: ProductCartChange) => {
      const { product, quantity, pieces } = request;
      const current = latest.current.isEnabled ? queryClient.getQueryData<Cart>(cartQueryKey) : undefined;
      const line = current && cartLinesByProduct(current).get(product.productId);

      if (line) {
        if (pieces !== undefined ? line.pieces !== pieces : line.quantity !== quantity)
          await settleMutation(updateItem({ itemId: line.itemId, product, quantity, pieces }));
        return;
      }
      if (quantity <= 0) return;

      // The mutations' onError tell the shopper what went wrong.
      await settleMutation(
        runAddToCart(
          {
            ensureDeliveryReady: () => latest.current.ensureDeliveryReady(),
            askOptions: request.askOptions ?? (async () => null),
            askPromotion: askSelectablePromotion,
            // A refused code has shown its message; the product is added all the same.
            addGiftCode: (code) => settleMutation(addGiftCode(code)).then(() => undefined),
            add: async (body: CartAddBody) => {
              await addToCart({ body, product, quantity });
            },
          },
          request,
        ),
      );
    },
    [queryClient, updateItem, addGiftCode, addToCart],
  );

  return useMemo(() => ({ lines, change }), [lines, change]);
}
