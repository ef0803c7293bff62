import { z } from 'zod';
import { productSchema } from '../catalogue/product.contract';

export const WISHLIST_GRANTS = ['READ', 'WRITE'] as const;
export type WishlistGrant = (typeof WISHLIST_GRANTS)[number];

/** spec §3: a list another shopper shares; READ means it cannot be changed. */
export const sharingDataSchema = z.object({
  grant: z.enum(WISHLIST_GRANTS),
  ownerName: z.string(),
});

export const wishlistItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  quantity: z.number(),
  /** kg for a product sold by weight, null otherwise. */
  weight: z.number().nullable(),
  product: productSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** A product no longer available; `name` is null when it left the catalogue altogether. */
export const wishlistInactiveItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  quantity: z.number(),
  weight: z.number().nullable(),
  name: z.string().nullable(),
});
export type WishlistInactiveItem = z.infer<typeof wishlistInactiveItemSchema>;

export const wishlistSummarySchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  name: z.string(),
  /** Items, available or not. */
  size: z.number().int(),
  wishlistTypeId: z.number().int(),
  isDefault: z.boolean(),
  /** Null on the shopper's own lists. */
  sharingData: sharingDataSchema.nullable(),
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

/** A shopper the owner shares a list with, by e-mail (grant READ, spec §6). */
export const wishlistShareSchema = z.object({ email: z.string(), grant: z.enum(WISHLIST_GRANTS) });
export type WishlistShare = z.infer<typeof wishlistShareSchema>;

export const wishlistSchema = wishlistSummarySchema.extend({
  addressId: z.number().int().nullable(),
  wishlistItems: z.array(wishlistItemSchema),
  wishlistInactiveItems: z.array(wishlistInactiveItemSchema),
  /** Owner only: the token of the read-only link (`/lista-condivisa/<token>`), null when none is open. */
  shareToken: z.string().nullable().optional(),
  /** Owner only: the shoppers the list is shared with. */
  shares: z.array(wishlistShareSchema).optional(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistPageSchema = z.object({
  selPage: z.number().int(),
  totPages: z.number().int(),
  totItems: z.number().int(),
  itemsPerPage: z.number().int(),
});

export const wishlistListDataSchema = z.object({
  personalList: z.object({ lists: z.array(wishlistSummarySchema), page: wishlistPageSchema }),
});
export type WishlistListData = z.infer<typeof wishlistListDataSchema>;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]);

export const wishlistViewQuerySchema = z.object({
  list_id: id.optional(),
  calculate_stock: flag.optional(),
  wishlist_type_id: z.coerce.number().int().min(0).max(100).optional(),
  show_sectors: z.string().max(10).optional(),
});

export const WISHLIST_PAGE_SIZE = 24;

export const wishlistListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WISHLIST_PAGE_SIZE),
  show_sectors: z.string().max(10).optional(),
});

export const wishlistIdQuerySchema = z.object({ list_id: id });
export const wishlistShareQuerySchema = z.object({ list_id: id, email: z.string().trim().max(254) });
export const wishlistSharedQuerySchema = z.object({ token: z.string().max(100) });

/** The products in the shopper's own lists: the heart of their cards shows filled. */
export const wishlistProductIdsDataSchema = z.object({ productIds: z.array(z.number().int()) });
export type WishlistProductIdsData = z.infer<typeof wishlistProductIdsDataSchema>;
export const wishlistConfirmQuerySchema = z.object({ list_id: id, address_id: id });
export const wishlistInsertQuerySchema = z.object({ name: z.string().max(300).optional() });
export const wishlistUpdateQuerySchema = z.object({ list_id: id, name: z.string().max(300).optional() });

/** Quantities of spec §5: up to 3 decimals. */
const quantity = z.coerce.number().min(0).max(9_999);

export const wishlistAddProductsBodySchema = z.object({
  wishlistId: id,
  items: z
    .array(z.object({ productId: id, quantity: quantity.optional() }))
    .min(1)
    .max(100),
});
export type WishlistAddProductsBody = z.input<typeof wishlistAddProductsBodySchema>;
export type WishlistAddProductsRequest = z.output<typeof wishlistAddProductsBodySchema>;

export const wishlistUpdateProductsBodySchema = z.object({
  wishlistId: id,
  items: z
    .array(z.object({ itemId: id, quantity }))
    .min(1)
    .max(100),
});
export type WishlistUpdateProductsBody = z.input<typeof wishlistUpdateProductsBodySchema>;
export type WishlistUpdateProductsRequest = z.output<typeof wishlistUpdateProductsBodySchema>;

export const wishlistDeleteProductsBodySchema = z.object({
  wishlistId: id,
  items: z
    .array(z.object({ itemId: id.optional(), productId: id.optional(), quantity: quantity.optional() }))
    .min(1)
    .max(100),
  hash: z.string().max(200).optional(),
});
export type WishlistDeleteProductsBody = z.input<typeof wishlistDeleteProductsBodySchema>;
export type WishlistDeleteProductsRequest = z.output<typeof wishlistDeleteProductsBodySchema>;

export const WISHLIST_NAME_MAX_LENGTH = 60;

export const WISHLIST_NOT_FOUND_MESSAGE = 'La lista non esiste o non è più disponibile.';
export const WISHLIST_READ_ONLY_MESSAGE = 'Questa lista è condivisa in sola lettura: non puoi modificarla.';
export const WISHLIST_OWNER_ONLY_MESSAGE = 'Solo chi ha creato la lista può eliminarla o sceglierla.';
export const WISHLIST_NAME_REQUIRED_MESSAGE = 'Scrivi il nome della lista.';
export const WISHLIST_NAME_TOO_LONG_MESSAGE = `Il nome della lista può avere al massimo ${WISHLIST_NAME_MAX_LENGTH} caratteri.`;
export const WISHLIST_ITEM_NOT_FOUND_MESSAGE = 'Il prodotto non è presente nella lista.';
export const WISHLIST_PRODUCT_NOT_FOUND_MESSAGE = 'Il prodotto non esiste.';
export const WISHLIST_ADDRESS_INVALID_MESSAGE = "L'indirizzo scelto non è tra i tuoi indirizzi.";
export const WISHLIST_SHARE_UNKNOWN_EMAIL_MESSAGE =
  'Nessun cliente è registrato con questa e-mail: chiedi di registrarsi, poi condividi di nuovo la lista.';
export const WISHLIST_SHARE_SELF_MESSAGE =
  'Questa è la tua e-mail: scrivi quella di chi vuoi far vedere la lista.';
export const WISHLIST_SHARE_LIMIT = 20;
export const WISHLIST_SHARE_LIMIT_MESSAGE = `Puoi condividere una lista con al massimo ${WISHLIST_SHARE_LIMIT} persone.`;
export const WISHLIST_SHARED_MESSAGE = 'Lista condivisa in sola lettura.';
export const WISHLIST_UNSHARED_MESSAGE = 'La lista non è più condivisa con questa persona.';
export const WISHLIST_CREATED_MESSAGE = 'Lista creata.';
export const WISHLIST_DELETED_MESSAGE = 'Lista eliminata.';
