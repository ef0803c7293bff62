/**
 * The cart (spec §3 "Cart", "Cart item"; §7 "Cart", "Gift codes"). Every path is under /ebsn/api; every
 * answer is the envelope of API-COMPAT, and every call that changes the cart answers the whole cart in
 * `data.cart` (spec §4: after each change the client replaces its cart with the server's answer).
 *
 * - GET  /cart/view                          → CartData. Query show_sectors=true groups the items in `sectors`.
 * - POST /cart/add            CartAddBody     → CartData. Limits trimmed to what is allowed answer status 0
 *                                               with the limit's text in `warnings`; a refused add status 1.
 *                                               `use_wpid` per item: a selectable promotion id, -1 = no.
 * - POST /cart/update         CartUpdateBody  → CartData (quantity 0 removes the line).
 * - POST /cart/delete         CartDeleteBody  → CartData (no items: empties the cart).
 * - POST /cart/add-all-from-order     ?order_id    → CartData (infos: cart.productsAddFromOrder text).
 * - POST /cart/add-all-from-wishlist  ?list_id     → CartData.
 * - POST /cart/update-cart-info  CartInfoBody {property, value} → CartData. Properties: order_comment
 *        (≤ 1000 characters), need_invoice ('true'/'false'), accept_alternatives ('true'/'false', the whole
 *        order), packaging_type_id (the bag chosen, see /packaging-type/list), terms_accepted.
 * - POST /cart/update-infos   CartUpdateInfosBody {items:[{itemId, infos}]} → CartData (accept_alternatives,
 *        custom_weight, user_notes — the note for the counter, at most CART_ITEM_NOTE_MAX_LENGTH — per line).
 * - Products sold by weight with a piece weight (spec §3 WEIGHT_SELLING_SINGLE_UNIT) may be asked by pieces:
 *        /cart/add infos.pieces, /cart/update pieces; the line keeps kg in `quantity` and the count in
 *        cartItemInfo.pieces.
 * - GET  /cart/purchase-restriction          → PurchaseRestrictionData (the limits of the cart's products).
 * - GET  /cart-giftcertificate/check ?code   → GiftCodeCheckData (silent: valid false, no error).
 * - POST /cart-giftcertificate/add_code ?code    → CartData, or status 1 with GIFT_CODE_INVALID_MESSAGE.
 * - POST /cart-giftcertificate/remove_code ?code → CartData.
 * - GET  /packaging-type/list                → PackagingTypeListData.
 * - Set address / timeslot / store: the delivery calls (delivery/cart-delivery.contract.ts).
 */
import { z } from 'zod';
import { productSchema } from '../catalogue/product.contract';
import { cartDeliverySchema } from '../delivery/cart-delivery.contract';

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** spec §5: quantities up to 3 decimals (kg for Sfuso). */
const quantity = z.coerce.number().min(0).max(9_999);
const infoValue = z.union([z.string().max(5000), z.boolean(), z.number()]).transform((v) => String(v));

/** spec §5 / §9: the order note. */
export const ORDER_NOTE_MAX_LENGTH = 1000;
/** The note for the counter on one cart line. */
export const CART_ITEM_NOTE_MAX_LENGTH = 200;
/** Pieces of a product sold by weight (cartItemInfo.pieces). */
const pieces = z.coerce.number().int().min(0).max(99);

/** spec §3 "Cart item" cartItemInfo: values travel as strings. */
export const cartItemInfoSchema = z.object({
  /** 'true' / 'false' (spec §9: true unless configured). */
  accept_alternatives: z.string().optional(),
  /** Sfuso: the weight asked for, kg. */
  custom_weight: z.string().optional(),
  /** The selected product options, as `parameterName=key` pairs joined by '&'. */
  params: z.string().optional(),
  /** The selectable promotion taken (warehousePromoId), or '-1' when the shopper said no. */
  use_wpid: z.string().optional(),
  /**
   * A product sold by weight asked by pieces (spec §3 WEIGHT_SELLING_SINGLE_UNIT): how many; the line's
   * quantity is then their expected weight, kg.
   */
  pieces: z.string().optional(),
  /** The shopper's note for the counter (butcher, deli) on this line. */
  user_notes: z.string().optional(),
});
export type CartItemInfo = z.infer<typeof cartItemInfoSchema>;

/** spec §3 "Cart item". */
export const cartItemSchema = z.object({
  itemId: z.number().int(),
  cartItemId: z.number().int(),
  product: productSchema,
  /** Pieces, or kg / l for Sfuso. */
  quantity: z.number(),
  /** kg for Sfuso, null otherwise. */
  weight: z.number().nullable(),
  /** Euro for this line (an estimate for variable-weight products). */
  grossTotal: z.number(),
  /** Euro for one unit of quantity. */
  unitPrice: z.number(),
  /** "3 pz" / "0,500 kg". */
  quantityDisplay: z.string(),
  /** The line's price depends on the picked weight (Sfuso or WEIGHT_VARIABLE). */
  isVariableWeight: z.boolean(),
  /** spec §4: an unpacked item reaching the multiple shows as packages plus loose units. */
  packages: z.number().int(),
  looseUnits: z.number(),
  cartItemInfo: cartItemInfoSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** spec §2: items grouped in collapsible panels when showSectors is on (a sector is a department). */
export const cartSectorSchema = z.object({
  sectorId: z.number().int(),
  name: z.string(),
  cartItems: z.array(cartItemSchema),
});
export type CartSector = z.infer<typeof cartSectorSchema>;

/** A gift code on the cart (spec §3 orderAdjustmentSummary.orderAdjustments). */
export const orderAdjustmentSchema = z.object({
  orderItemId: z.number().int().nullable(),
  userGiftCertificateId: z.number().int(),
  giftCertificate: z.object({
    giftCertificateId: z.number().int(),
    code: z.string(),
    description: z.string(),
  }),
  /** Euro off, positive; 0 while the goods total is below the code's minimum. */
  amount: z.number(),
  /** Why the code takes nothing off yet, e.g. the minimum not reached. */
  note: z.string().nullable(),
});
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;

export const PACKAGING_KINDS = ['bag', 'package'] as const;
export type PackagingKind = (typeof PACKAGING_KINDS)[number];

/** GET /packaging-type/list: bags and other packaging the shopper can choose, with their cost. */
export const packagingTypeSchema = z.object({
  packagingTypeId: z.number().int(),
  descr: z.string(),
  /** Euro per unit. */
  cost: z.number(),
  kind: z.enum(PACKAGING_KINDS),
  isDefault: z.boolean(),
  selected: z.boolean(),
});
export type PackagingType = z.infer<typeof packagingTypeSchema>;
export const packagingTypeListDataSchema = z.object({ packagingTypes: z.array(packagingTypeSchema) });
export type PackagingTypeListData = z.infer<typeof packagingTypeListDataSchema>;

/** spec §3 orderPackages. */
export const orderPackageSchema = z.object({
  orderPackageId: z.number().int(),
  quantity: z.number().int(),
  /** Euro. */
  totalPrice: z.number(),
  package: z.object({
    packagingTypeId: z.number().int(),
    descr: z.string(),
    cost: z.number(),
    kind: z.enum(PACKAGING_KINDS),
  }),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

export const CART_TOTAL_LINES = ['goods', 'giftCodes', 'bags', 'packages', 'deliveryFee', 'total'] as const;
export type CartTotalLineCode = (typeof CART_TOTAL_LINES)[number];

/** spec §2 "Summary": goods, gift codes, bags, packages, delivery fee, total — in that order, euro. */
export const cartTotalLineSchema = z.object({
  code: z.enum(CART_TOTAL_LINES),
  label: z.string(),
  /** Euro; the gift-code line is negative. */
  amount: z.number(),
});
export type CartTotalLine = z.infer<typeof cartTotalLineSchema>;

export const CART_TOTAL_LABELS: Readonly<Record<CartTotalLineCode, string>> = {
  goods: 'Totale prodotti',
  giftCodes: 'Buoni sconto',
  bags: 'Sacchetti',
  packages: 'Imballaggi',
  deliveryFee: 'Spese di consegna',
  total: 'Totale',
};

/** spec §3 "Cart": cartInfos values are strings. */
export const cartInfosSchema = z.object({
  order_comment: z.string().optional(),
  /** 'true' when an invoice is asked for (offered where `canRequestInvoice`). */
  need_invoice: z.string().optional(),
  accept_alternatives: z.string().optional(),
  packaging_type_id: z.string().optional(),
  terms_accepted: z.string().optional(),
});
export type CartInfos = z.infer<typeof cartInfosSchema>;

/** spec §3 "Cart": the delivery part (cartDeliverySchema) plus items, totals, codes, bags and points. */
export const cartSchema = cartDeliverySchema.extend({
  cartItems: z.array(cartItemSchema),
  /** Present (possibly empty) when asked with show_sectors=true; null otherwise. */
  sectors: z.array(cartSectorSchema).nullable(),
  /** Number of lines. */
  totalItems: z.number().int(),
  /** Sum of the quantities of the lines sold by piece plus one per weighed line (the bottom-nav badge). */
  totalQuantity: z.number(),
  /** Goods total, euro. */
  totalPrice: z.number(),
  /** The variable-weight part of totalPrice (spec §9 pre-authorisation). */
  totalPriceVariable: z.number(),
  /** Gift codes, euro, positive. */
  giftTotal: z.number(),
  /** Bags and packaging, euro. */
  packageTotal: z.number(),
  deliveryFee: z.number(),
  /** What the shopper pays: goods - gift codes + packaging + delivery fee. */
  grossTotal: z.number(),
  totals: z.array(cartTotalLineSchema),
  user: z.object({ userId: z.number().int() }),
  forcedPreviewDate: z.string().nullable(),
  cartInfos: cartInfosSchema,
  orderAdjustmentSummary: z.object({
    orderAdjustments: z.array(orderAdjustmentSchema),
    totalAdjustment: z.number(),
  }),
  /** The shopper's codes that can still be added (spec §3 giftCertificates). */
  giftCertificates: z.array(
    z.object({
      giftCertificateId: z.number().int(),
      userGiftCertificateId: z.number().int(),
      code: z.string(),
      description: z.string(),
    }),
  ),
  /** Certificates the order will earn (spec §3 giftCertificatesToGenerate). */
  giftCertificatesToGenerate: z.array(z.object({ description: z.string(), giftTotal: z.number() })),
  orderPackages: z.array(orderPackageSchema),
  /** spec §2: shown only in the cart and only above 0. */
  userPoints: z.object({ LOYALTY: z.object({ value: z.number().int() }) }),
  /** Points this cart earns when ordered (one per whole euro of goods after codes). */
  loyaltyPointsToEarn: z.number().int(),
  /** spec §9: warehouse 89 offers the invoice choice. */
  selectWarehouse: z.boolean(),
  /** spec §3 need_invoice: the cart's store is one of a chain that makes out invoices (or warehouse 89). */
  canRequestInvoice: z.boolean(),
  /** The order being modified, when the cart reopened one (order/modify). */
  editingOrderId: z.number().int().nullable(),
  /** The chain's number of that order, the one the shopper reads. */
  editingOrderNumber: z.number().int().nullable(),
  /** spec §4: ISO instant of the modified order's cut-off; past it the modification is given up. */
  editingUntil: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartDataSchema = z.object({ cart: cartSchema });
export type CartData = z.infer<typeof cartDataSchema>;

export const cartViewQuerySchema = z.object({
  show_sectors: z.string().max(10).optional(),
});

/** A map of the product option choices, e.g. {"size": "l"}, or the same joined as a query string. */
const paramsSchema = z.union([z.record(z.string().max(60), infoValue), z.string().max(1000)]);

export const cartAddItemSchema = z.object({
  productId: id,
  quantity,
  params: paramsSchema.optional(),
  searchParams: z.record(z.string().max(60), z.unknown()).optional(),
  deliveryWarehouseId: z.coerce.number().int().min(0).optional(),
  /** The selectable promotion (warehousePromoId) the shopper took, or -1 (spec §4). */
  use_wpid: z.coerce.number().int().min(-1).optional(),
  infos: z
    .object({
      accept_alternatives: infoValue.optional(),
      custom_weight: infoValue.optional(),
      /** Pieces to add of a product sold by weight that has a piece weight; `quantity` is then ignored. */
      pieces: pieces.optional(),
    })
    .optional(),
});
export const cartAddBodySchema = z.object({ items: z.array(cartAddItemSchema).min(1).max(200) });
export type CartAddBody = z.input<typeof cartAddBodySchema>;
export type CartAddRequest = z.output<typeof cartAddBodySchema>;

export const cartUpdateBodySchema = z.object({
  items: z
    .array(
      z.object({
        itemId: id,
        quantity,
        /** The line's pieces (a product sold by weight asked by pieces); 0 removes it. Wins over quantity. */
        pieces: pieces.optional(),
        searchParams: z.record(z.string().max(60), z.unknown()).optional(),
      }),
    )
    .min(1)
    .max(200),
});
export type CartUpdateBody = z.input<typeof cartUpdateBodySchema>;

export const cartDeleteBodySchema = z.object({
  /** Absent or empty: empties the cart. */
  items: z
    .array(z.object({ itemId: id.optional(), productId: id.optional() }))
    .max(500)
    .optional(),
});
export type CartDeleteBody = z.input<typeof cartDeleteBodySchema>;

export const CART_INFO_PROPERTIES = [
  'order_comment',
  'need_invoice',
  'accept_alternatives',
  'packaging_type_id',
  'terms_accepted',
] as const;
export type CartInfoProperty = (typeof CART_INFO_PROPERTIES)[number];

export const cartInfoBodySchema = z.object({
  property: z.enum(CART_INFO_PROPERTIES),
  value: infoValue,
});
export type CartInfoBody = z.input<typeof cartInfoBodySchema>;

export const cartUpdateInfosBodySchema = z.object({
  items: z
    .array(
      z.object({
        itemId: id,
        infos: z.object({
          accept_alternatives: infoValue.optional(),
          custom_weight: infoValue.optional(),
          /** The note for the counter; '' clears it. */
          user_notes: z.string().max(5000).optional(),
        }),
      }),
    )
    .min(1)
    .max(500),
});
export type CartUpdateInfosBody = z.input<typeof cartUpdateInfosBodySchema>;

export const orderIdQuerySchema = z.object({ order_id: id, show_sectors: z.string().max(10).optional() });
export const listIdQuerySchema = z.object({ list_id: id, show_sectors: z.string().max(10).optional() });

/** GET /cart/purchase-restriction: the limits that apply to the products in the cart. */
export const purchaseRestrictionSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** MAXACQ per order, null when none. */
  maxAcq: z.number().nullable(),
  minAcq: z.number().nullable(),
  /** Per-day maximum over every order of the day and the cart; null when none. */
  dailyMax: z.number().nullable(),
  /** Already ordered today (orders not cancelled). */
  boughtToday: z.number(),
  /** The product group limit (productClassRuleMax). */
  productClass: z.object({ name: z.string(), max: z.number(), inCart: z.number() }).nullable(),
});
export const purchaseRestrictionDataSchema = z.object({ restrictions: z.array(purchaseRestrictionSchema) });
export type PurchaseRestrictionData = z.infer<typeof purchaseRestrictionDataSchema>;

export const giftCodeQuerySchema = z.object({ code: z.string().trim().min(1).max(60) });

export const giftCodeCheckDataSchema = z.object({
  valid: z.boolean(),
  giftCertificate: z
    .object({
      giftCertificateId: z.number().int(),
      code: z.string(),
      description: z.string(),
      amount: z.number().nullable(),
      percentage: z.number().nullable(),
      minOrderAmount: z.number().nullable(),
    })
    .nullable(),
});
export type GiftCodeCheckData = z.infer<typeof giftCodeCheckDataSchema>;

/** spec §5. */
export const GIFT_CODE_INVALID_MESSAGE =
  'Il codice sconto non è valido. Verifica di averlo scritto correttamente.';
export const GIFT_CODE_MIN_ORDER_NOTE = 'Spesa minima di {amount} non ancora raggiunta';
export const GIFT_CODE_ALREADY_USED_MESSAGE = 'Il codice sconto è già stato utilizzato.';
/** A code on the cart whose validity ended before the checkout (spec §8 has no text for it). */
export const GIFT_CODE_EXPIRED_MESSAGE = 'Il codice sconto è scaduto.';

/** spec §8 cart texts. */
export const CART_LOAD_ERROR_MESSAGE = 'Errore nel caricamento del carrello';
export const CART_EMPTY_ERROR_MESSAGE = 'Impossibile svuotare il carrello';
export const CART_INFO_ERROR_MESSAGE = "Errore nel tentativo di salvare l'informazione sul carrello";
export const CART_ADD_ERROR_MESSAGE =
  'Si è verificato un errore nel tentativo di aggiungere il prodotto al carrello';
export const CART_LOCKED_MESSAGE =
  'Il carrello è in fase di pagamento: completa o annulla il pagamento per modificarlo.';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'Il prodotto non è più nel carrello.';
export const PRODUCT_NOT_AVAILABLE_MESSAGE = 'Il prodotto non è disponibile.';
export const PRODUCT_OPTIONS_REQUIRED_MESSAGE = 'Scegli tutte le opzioni del prodotto.';
export const PRODUCT_GROUP_LIMIT_MESSAGE = 'Puoi acquistare al massimo {count} {unit} di {group}';
export const CART_ITEM_NOTE_TOO_LONG_MESSAGE = `La nota per il banco può contenere al massimo ${CART_ITEM_NOTE_MAX_LENGTH} caratteri.`;
export const ORDER_NOTE_TOO_LONG_MESSAGE = `La nota può contenere al massimo ${ORDER_NOTE_MAX_LENGTH} caratteri.`;
export const INVOICE_NOT_AVAILABLE_MESSAGE = 'La fattura non è disponibile per questo punto vendita.';
export const PACKAGING_TYPE_NOT_FOUND_MESSAGE = 'Il tipo di sacchetto scelto non è disponibile.';
