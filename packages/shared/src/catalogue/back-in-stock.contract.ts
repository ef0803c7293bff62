/**
 * 'Avvisami quando torna disponibile': a signed-in shopper asks, on a product that is not available, to be
 * told by e-mail when it is again; and the products like it that are (same category, at most three).
 *
 * - POST /back-in-stock/add   BackInStockBody {productId} → BackInStockData; once per shopper and product
 *        (asked again: answered alike, nothing doubled); status 1 when the product is available.
 * - GET  /back-in-stock/view  ?product_id → BackInStockData: whether the shopper already asked.
 * - GET  /products/{productId}/similar → SimilarProductsData.
 * - POST /operator/product-availability ProductAvailabilityChangeBody (header X-Operator-Token): the store sets
 *        a product available or not; becoming available sends the e-mails asked for.
 */
import { z } from 'zod';
import { productSchema } from './product.contract';

const productId = z.coerce.number().int().positive().max(2_147_483_647);

/** At most this many similar products beside an unavailable one. */
export const SIMILAR_PRODUCTS_MAX = 3;

export const backInStockBodySchema = z.object({ productId });
export type BackInStockBody = z.input<typeof backInStockBodySchema>;
export const backInStockQuerySchema = z.object({ product_id: productId });

export const backInStockDataSchema = z.object({ productId: z.number().int(), requested: z.boolean() });
export type BackInStockData = z.infer<typeof backInStockDataSchema>;

export const similarProductsDataSchema = z.object({ products: z.array(productSchema) });
export type SimilarProductsData = z.infer<typeof similarProductsDataSchema>;

export const productAvailabilityChangeBodySchema = z.object({ productId, available: z.boolean() });
export type ProductAvailabilityChangeBody = z.infer<typeof productAvailabilityChangeBodySchema>;

export const BACK_IN_STOCK_ACTION = 'Avvisami quando torna disponibile';
export const BACK_IN_STOCK_REQUESTED = 'Ti avviseremo quando torna disponibile';
export const PRODUCT_ALREADY_AVAILABLE_MESSAGE =
  'Il prodotto è già disponibile: puoi aggiungerlo al carrello.';

export function backInStockSavedMessage(email: string): string {
  return `Ti scriveremo a ${email} appena il prodotto torna disponibile.`;
}
