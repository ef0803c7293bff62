import type { Cart, CartItem } from '@spesa/shared/cart/cart.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { buildCartDelivery } from './build-delivery';
import { buildProduct } from './build-product';

export function buildCartItem(overrides: Partial<CartItem> & { product?: Product } = {}): CartItem {
  const product = overrides.product ?? buildProduct();
  const quantity = overrides.quantity ?? 1;
  return {
    itemId: product.productId + 1,
    cartItemId: product.productId + 1,
    product,
    quantity,
    weight: null,
    grossTotal: Math.round(product.priceDisplay * quantity * 100) / 100,
    unitPrice: product.priceDisplay,
    quantityDisplay: `${quantity} pz`,
    isVariableWeight: false,
    packages: 0,
    looseUnits: quantity,
    cartItemInfo: { accept_alternatives: 'true' },
    ...overrides,
  };
}

/** A cart of the demo shopper with an address and a held slot; totals follow the items unless given. */
export function buildCart(overrides: Partial<Cart> = {}): Cart {
  const cartItems = overrides.cartItems ?? [];
  const totalPrice = Math.round(cartItems.reduce((sum, item) => sum + item.grossTotal, 0) * 100) / 100;
  const deliveryFee = overrides.deliveryFee ?? 4.9;
  const grossTotal = Math.round((totalPrice + deliveryFee) * 100) / 100;
  return {
    ...buildCartDelivery(),
    cartItems,
    sectors: null,
    totalItems: cartItems.length,
    totalQuantity: cartItems.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice,
    totalPriceVariable: 0,
    giftTotal: 0,
    packageTotal: 0,
    deliveryFee,
    grossTotal,
    totals: [
      { code: 'goods', label: 'Totale prodotti', amount: totalPrice },
      { code: 'deliveryFee', label: 'Spese di consegna', amount: deliveryFee },
      { code: 'total', label: 'Totale', amount: grossTotal },
    ],
    user: { userId: 42 },
    forcedPreviewDate: null,
    cartInfos: {},
    orderAdjustmentSummary: { orderAdjustments: [], totalAdjustment: 0 },
    giftCertificates: [],
    giftCertificatesToGenerate: [],
    orderPackages: [],
    userPoints: { LOYALTY: { value: 0 } },
    loyaltyPointsToEarn: 0,
    selectWarehouse: false,
    canRequestInvoice: false,
    editingOrderId: null,
    editingOrderNumber: null,
    editingUntil: null,
    ...overrides,
  };
}
