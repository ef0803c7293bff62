import type { CartAddBody } from '@spesa/shared/cart/cart.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import type { ProductOptionChoices } from './cart-lines';

export interface AddToCartRequest {
  product: Product;
  quantity: number;
  /** The options already chosen (the product page); a card has none and asks for them. */
  options?: ProductOptionChoices;
  /** A gift code to apply with this product (spec §4: sent before the add when set). */
  giftCode?: string;
  /** Pieces of a product sold by weight, instead of its weight. */
  pieces?: number;
}

export interface AddToCartSteps {
  /** spec §4: login, then address, then timeslot (the delivery flow); false when the shopper gave up. */
  ensureDeliveryReady: () => Promise<boolean>;
  /** Opens the option selector; null when the shopper closed it. */
  askOptions: () => Promise<ProductOptionChoices | null>;
  /** The selectable-promotion dialog: true yes, false no, null closed. */
  askPromotion: (product: Product) => Promise<boolean | null>;
  addGiftCode: (code: string) => Promise<void>;
  add: (body: CartAddBody) => Promise<void>;
}

/** spec §4: use_wpid -1 tells the server the shopper said no to the selectable promotion. */
export const PROMOTION_REFUSED_WPID = -1;

function hasEveryOption(product: Product, chosen: ProductOptionChoices | undefined): boolean {
  return product.selectOptions.every((option) =>
    option.options.some((choice) => choice.value === chosen?.[option.parameterName]),
  );
}

/**
 * spec §4 "Adding to cart", in order: login, address, timeslot; the options not chosen yet; the selectable
 * promotion; the gift code if set; then the add. False when the shopper stopped on the way.
 */
export async function runAddToCart(steps: AddToCartSteps, request: AddToCartRequest): Promise<boolean> {
  const { product, quantity } = request;
  if (!(await steps.ensureDeliveryReady())) return false;

  let options = request.options;
  if (product.selectOptions.length > 0 && !hasEveryOption(product, options)) {
    const chosen = await steps.askOptions();
    if (!chosen) return false;
    options = chosen;
  }

  let useWpid: number | undefined;
  const promo = product.warehousePromo;
  if (promo?.selectable) {
    const isTaken = await steps.askPromotion(product);
    if (isTaken === null) return false;
    useWpid = isTaken ? promo.warehousePromoId : PROMOTION_REFUSED_WPID;
  }

  if (request.giftCode) await steps.addGiftCode(request.giftCode);

  await steps.add({
    items: [
      {
        productId: product.productId,
        quantity,
        ...(options && Object.keys(options).length > 0 ? { params: { ...options } } : {}),
        ...(useWpid !== undefined ? { use_wpid: useWpid } : {}),
        deliveryWarehouseId: product.deliveryWarehouse.warehouseId || undefined,
        ...(request.pieces ? { infos: { pieces: request.pieces } } : {}),
      },
    ],
  });
  return true;
}
