/**
 * Checkout, payment and orders (spec §3 "Order"; §4 order and payment statuses; §7 "Checkout and payment",
 * "Orders"; §8; §9 payment types). Paths under /ebsn/api, answers in the API-COMPAT envelope; login required.
 *
 * Checkout and payment
 * - POST /checkout/prepare  (body or query CheckoutPrepareParams) → CheckoutPrepareData: checks the rules of
 *        spec §5 (profile level ≥ 2, billing data when an invoice is asked, terms accepted, note length,
 *        address and slot) and locks the cart (cartStatusId 7).
 * - POST /checkout/buy  ?payment_type_id&user_payment_auth_id&payment_data (JSON text) → CheckoutBuyData.
 *        Header Idempotency-Key (optional): the first answer for (cart, key) is stored and replayed.
 *        Card: the order is created waiting for payment (status 1) and `paymentUrl` is the hosted payment page
 *        to open; other types confirm the order at once (status 3) and `paymentUrl` is null.
 * - GET  /checkout/prebilled-amount ?payment_type_id&order_id → PrebilledAmountData (spec §9).
 * - GET  /payment-type/list   → PaymentTypeListData: the types the tenant enables.
 * - GET  /payment-type/list-auth ?payment_type_id → PaymentAuthListData: the shopper's saved cards.
 * - GET  /payment-provider/feedback (server-to-server, signed; the built-in gateway calls it).
 * - /payment-gateway/pay/:sessionId (HTML, outside /ebsn/api): the built-in test gateway's page.
 *
 * Orders
 * - GET  /order/list  OrderListQuery → OrderListData {orders, page} (page size 12).
 * - GET  /order/view  ?order_id → OrderViewData (data.data is the order, as the original).
 * - POST /order/delete ?order_id → OrderViewData, infos 'Ordine {orderId} annullato' with the chain's order
 *        number (status ≤ 3 only).
 * - POST /order/modify ?order_id → CartData: the order reopened as the cart.
 * - POST /order/payment ?order_id → CheckoutBuyData: retry the payment of a failed or waiting order.
 * - POST /order/modify-payment-type ?order_id&payment_type_id&user_payment_auth_id&payment_data → CheckoutBuyData.
 * - GET  /order/list-retry-payment → OrderListData of orders waiting for a payment.
 * - POST /order/reserve ?order_id&distance → ParkingReservationData (three outcomes of spec §8).
 * - GET  /order/invoice ?order_id → application/pdf.
 * - GET  /order/list-for-all-user-shipping-addresses, /order/list-for-all-person-orders → OrderListData.
 * - POST /note/order/add, /note/order/update OrderNoteBody → OrderNoteData; POST /note/list NoteListBody → NoteListData.
 * - GET  /payment-due-date/list → PaymentDueDateListData (spec §1 payment deadlines; statuses of §4).
 * - POST /operator/order-status (header X-Operator-Token) OrderStatusChangeBody → OrderViewData.
 */
import { z } from 'zod';
import { pageSchema } from '../catalogue/product.contract';
import {
  cartInfosSchema,
  cartItemInfoSchema,
  orderAdjustmentSchema,
  orderPackageSchema,
} from '../cart/cart.contract';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ORDERS_PAGE_SIZE = 12;

/** spec §9 payment type ids (rules/order-status.ts has their labels). */
export const PAYMENT_MODES = ['card', 'offline', 'redirect'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const paymentTypeSchema = z.object({
  paymentTypeId: z.number().int(),
  name: z.string(),
  descr: z.string(),
  /** card: the hosted card page; redirect: an external page (PayPal); offline: confirmed at once. */
  paymentMode: z.enum(PAYMENT_MODES),
  /** The amount is pre-authorised (spec §9): goods plus the headroom on variable weight. */
  prebilled: z.boolean(),
  isMealVoucher: z.boolean(),
  /** Saved card authorisations can be reused with it. */
  allowsSavedAuth: z.boolean(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const paymentTypeListDataSchema = z.object({ paymentTypes: z.array(paymentTypeSchema) });
export type PaymentTypeListData = z.infer<typeof paymentTypeListDataSchema>;

/** A saved card authorisation (GET /payment-type/list-auth). */
export const paymentAuthSchema = z.object({
  userPaymentAuthId: z.number().int(),
  paymentTypeId: z.number().int(),
  /** "•••• 4242". */
  creditCard: z.string(),
  /** visa, mastercard, american-express, ... (credit-card-type names). */
  cardType: z.string(),
  /** MM/YY. */
  expireDate: z.string(),
  isExpired: z.boolean(),
});
export type PaymentAuth = z.infer<typeof paymentAuthSchema>;
export const paymentAuthListDataSchema = z.object({ paymentAuths: z.array(paymentAuthSchema) });
export type PaymentAuthListData = z.infer<typeof paymentAuthListDataSchema>;
export const paymentAuthListQuerySchema = z.object({ payment_type_id: id.optional() });

export const prebilledAmountQuerySchema = z.object({
  payment_type_id: id.optional(),
  order_id: id.optional(),
});
/** spec §9: goods total plus the tenant's headroom (settings.preAuthorisationHeadroomPct) on variable weight. */
export const prebilledAmountDataSchema = z.object({
  prebilledAmount: z.number(),
  goodsTotal: z.number(),
  variableWeightTotal: z.number(),
  headroomPct: z.number(),
  /** What the shopper pays now: prebilledAmount - goods + fees - codes. */
  grossTotal: z.number(),
});
export type PrebilledAmountData = z.infer<typeof prebilledAmountDataSchema>;

/** Sent to /checkout/prepare (JSON body, form or query). Spec §5 rules are checked here. */
export const checkoutPrepareParamsSchema = z.object({
  /** spec §5: terms of sale must be accepted. Also settable with update-cart-info terms_accepted. */
  terms_accepted: flag.optional(),
  order_comment: z.string().max(5000).optional(),
  need_invoice: flag.optional(),
  accept_alternatives: flag.optional(),
});
export type CheckoutPrepareParams = z.input<typeof checkoutPrepareParamsSchema>;

export const checkoutBuyQuerySchema = z.object({
  payment_type_id: id,
  user_payment_auth_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** JSON text, e.g. {"save_card": true}. */
  payment_data: z.string().max(4000).optional(),
});
export type CheckoutBuyQuery = z.input<typeof checkoutBuyQuerySchema>;

/** The header that makes /checkout/buy, /order/payment and /order/modify-payment-type idempotent. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const paymentTransactionSchema = z.object({
  paymentTransactionId: z.number().int(),
  paymentTypeId: z.number().int(),
  /** spec §4: 0 error, 1 in progress, 2 authorised, 3 confirmed, 4 reversed, 5 cancelled. */
  status: z.number().int(),
  statusDescr: z.string(),
  /** Euro pre-authorised or charged. */
  amount: z.number(),
  /** "•••• 4242" for cards. */
  creditCard: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

export const orderItemSchema = z.object({
  itemId: z.number().int(),
  orderItemId: z.number().int(),
  /** A snapshot of the product at ordering time. */
  product: z.object({
    productId: z.number().int(),
    name: z.string(),
    shortDescr: z.string(),
    description: z.string(),
    slug: z.string(),
    mediaURL: z.string(),
    priceUnitDisplay: z.string(),
    sellingType: z.string(),
    /** The VAT rate (%) the line was sold at, for the invoice; absent on orders placed before it was kept. */
    vatPct: z.number().optional(),
  }),
  quantity: z.number(),
  weight: z.number().nullable(),
  unitPrice: z.number(),
  grossTotal: z.number(),
  quantityDisplay: z.string(),
  cartItemInfo: cartItemInfoSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const parkingReservationSchema = z.object({
  reservedAt: z.string(),
  distance: z.number().nullable(),
});

export const orderNoteSchema = z.object({
  noteId: z.number().int(),
  orderId: z.number().int(),
  /** 1 to 5. */
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** README "Picking": a line of a picked order, as it was delivered and charged. */
export const finalOrderLineSchema = z.object({
  /** The order's line it comes from (the line a substitute replaces). */
  orderItemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  /** confirmed, weighed or substituted (missing lines are not delivered). */
  outcome: z.string(),
  quantity: z.number(),
  /** The real weight in kg of a weighed line; null for the others. */
  weight: z.number().nullable(),
  unitPrice: z.number(),
  grossTotal: z.number(),
  vatPct: z.number().optional(),
});
export type FinalOrderLine = z.infer<typeof finalOrderLineSchema>;

/**
 * spec §3 "Order". `orderId` is the order's key in every call (`order_id`) and in the routes of spec §2; the
 * shopper reads `orderNumber`, the chain's own progressive number (1 for the chain's first order).
 */
export const orderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  cartId: z.number().int(),
  orderStatusId: z.number().int(),
  orderStatusDescr: z.string(),
  /** ISO instant. */
  date: z.string(),
  deliveryServiceId: z.number().int(),
  warehouse: z.object({ warehouseId: z.number().int() }),
  shippingAddress: z.object({
    addressId: z.number().int(),
    addressName: z.string(),
    addressTypeId: z.number().int(),
    address1: z.string(),
    addressNumber: z.string(),
    city: z.string(),
    province: z.string(),
    postalcode: z.string(),
  }),
  timeslot: z.object({
    date: z.string(),
    timeslotId: z.number().int(),
    beginTime: z.string(),
    endTime: z.string(),
    name: z.string(),
  }),
  orderItems: z.array(orderItemSchema),
  totalItems: z.number().int(),
  totalPrice: z.number(),
  totalPriceVariable: z.number(),
  giftTotal: z.number(),
  packageTotal: z.number(),
  deliveryFee: z.number(),
  grossTotal: z.number(),
  orderAdjustments: z.array(orderAdjustmentSchema),
  orderPackages: z.array(orderPackageSchema),
  orderInfos: cartInfosSchema,
  paymentTypeId: z.number().int(),
  paymentTypeDescr: z.string(),
  paymentTransaction: paymentTransactionSchema.nullable(),
  /** spec §9: the amount pre-authorised on a card (goods + headroom). */
  prebilledAmount: z.number().nullable(),
  loyaltyPoints: z.number().int(),
  /** README "Back-office" (Refunds): euro given back of a delivered order ('Rimborsato'); 0 when none. */
  refundedTotal: z.number().optional(),
  /** spec §4: until the store takes the order in charge (statuses 1-3). */
  isEditable: z.boolean(),
  isDeletable: z.boolean(),
  /** spec §4 'Modifica ordine': ISO instant until which the order is modifiable ('modificabile fino a …'); null when not. */
  modifiableUntil: z.string().nullable(),
  /** Waiting for a payment (failed or not finished): retry or change the payment type. */
  isPayable: z.boolean(),
  /** ISO instant at which an unpaid order is cancelled automatically; null once paid. */
  paymentExpiresAt: z.string().nullable(),
  /** spec §4: the mark 'executed by an agent'. */
  executedByAgent: z.boolean(),
  parkingReservation: parkingReservationSchema.nullable(),
  note: orderNoteSchema.nullable(),
  hasInvoice: z.boolean(),
  /** README "Picking": once the order is picked, the lines delivered and the final amount (no longer an estimate). */
  finalLines: z.array(finalOrderLineSchema).nullable().optional(),
  finalTotal: z.number().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /order/view answers the order in data.data (spec §7). */
export const orderViewDataSchema = z.object({ data: orderSchema });
export type OrderViewData = z.infer<typeof orderViewDataSchema>;
export const orderViewQuerySchema = z.object({ order_id: id, show_replaced: flag.optional() });
export const orderIdParamsSchema = z.object({ order_id: id });

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(ORDERS_PAGE_SIZE),
  fetch_detail: flag.optional(),
  show_pending: flag.optional(),
  show_replaced: flag.optional(),
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  from_gross_total: z.coerce.number().min(0).max(1_000_000).optional(),
  to_gross_total: z.coerce.number().min(0).max(1_000_000).optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** The filters of /order/list-for-all-user-shipping-addresses and /order/list-for-all-person-orders. */
export const orderListAllQuerySchema = orderListQuerySchema.extend({
  fetch_only_suborders_matching_filter: flag.optional(),
  order_id_filter: id.optional(),
  order_from_date_filter: isoDate.optional(),
  order_to_date_filter: isoDate.optional(),
  suborder_id_filter: id.optional(),
  suborder_warehouseid_filter: id.optional(),
  suborder_delivery_from_date_filter: isoDate.optional(),
  suborder_delivery_to_date_filter: isoDate.optional(),
  shipping_address_id_filter: id.optional(),
});

/** data.data holds orders and page (spec §7); the list carries items only with fetch_detail. */
export const orderListDataSchema = z.object({
  data: z.object({ orders: z.array(orderSchema), page: pageSchema }),
});
export type OrderListData = z.infer<typeof orderListDataSchema>;

/** /checkout/prepare answer: the locked cart's summary. */
export const checkoutPrepareDataSchema = z.object({
  cartId: z.number().int(),
  cartStatusId: z.number().int(),
  grossTotal: z.number(),
});
export type CheckoutPrepareData = z.infer<typeof checkoutPrepareDataSchema>;

/** /checkout/buy, /order/payment, /order/modify-payment-type answer. */
export const checkoutBuyDataSchema = z.object({
  orderId: z.number().int(),
  orderStatusId: z.number().int(),
  /** The page to open to pay (hosted gateway), null when nothing is left to do. */
  paymentUrl: z.string().nullable(),
  order: orderSchema,
});
export type CheckoutBuyData = z.infer<typeof checkoutBuyDataSchema>;

export const modifyPaymentTypeQuerySchema = checkoutBuyQuerySchema.extend({ order_id: id });

export const parkingReserveQuerySchema = z.object({
  order_id: id,
  /** Metres from the store. */
  distance: z.coerce.number().min(0).max(1_000_000).optional(),
});
export const parkingReservationDataSchema = z.object({ reservation: parkingReservationSchema.nullable() });

export const orderNoteBodySchema = z.object({
  noteId: id.optional(),
  orderId: id,
  rating: z.coerce.number().int().min(1).max(5),
  text: z.string().max(2000).default(''),
});
export type OrderNoteBody = z.input<typeof orderNoteBodySchema>;
export const orderNoteDataSchema = z.object({ note: orderNoteSchema });
export const noteListBodySchema = z.object({ orderId: id.optional() }).default({});
export const noteListDataSchema = z.object({ notes: z.array(orderNoteSchema) });

export const DUE_DATE_STATUS_VALUES = ['paid', 'pending', 'expiring', 'expired'] as const;
export const paymentDueDateSchema = z.object({
  paymentDueDateId: z.number().int(),
  orderId: z.number().int(),
  /** The chain's own order number, the one the shopper reads. */
  orderNumber: z.number().int(),
  /** The invoice number. */
  docNumber: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  amount: z.number(),
  status: z.enum(DUE_DATE_STATUS_VALUES),
  statusDescr: z.string(),
});
export type PaymentDueDate = z.infer<typeof paymentDueDateSchema>;
export const paymentDueDateListDataSchema = z.object({ dueDates: z.array(paymentDueDateSchema) });
export type PaymentDueDateListData = z.infer<typeof paymentDueDateListDataSchema>;

export const orderStatusChangeBodySchema = z.object({
  /** The chain comes from the host, like every call; a client that still names it must name the same one. */
  tenant: z.string().max(40).optional(),
  orderId: id,
  orderStatusId: z.coerce.number().int().min(1).max(99),
  executedByAgent: flag.optional(),
});

/** spec §8 / §5 texts. */
export const ORDER_CANCELLED_MESSAGE = 'Ordine {orderId} annullato';
/** spec §7: `{orderId}` is filled with the number the shopper reads, the chain's order number. */
export const orderCancelledMessage = (orderNumber: number): string =>
  ORDER_CANCELLED_MESSAGE.replace('{orderId}', String(orderNumber));
export const BILLING_REQUIRED_MESSAGE = "Salva i dati di fatturazione prima di confermare l'ordine.";
export const PROFILE_INCOMPLETE_MESSAGE = "Completa il tuo profilo prima di concludere l'ordine.";
export const TERMS_REQUIRED_MESSAGE = "Accetta le condizioni di vendita per procedere con l'ordine.";
export const PAYMENT_FAILED_TITLE = 'Errore nel pagamento del tuo Ordine';
export const PAYMENT_FAILED_MESSAGE =
  "Il pagamento non è andato a buon fine: l'ordine resta sospeso finché non lo paghi. Puoi riprovare o scegliere un altro metodo di pagamento; se non viene pagato sarà annullato automaticamente.";
export const ORDER_NOT_FOUND_MESSAGE = "L'ordine non esiste.";
/** spec §3 need_invoice: the invoice (or the documento commerciale) exists only once the order is delivered. */
export const INVOICE_BEFORE_DELIVERY_MESSAGE =
  "La fattura e il documento commerciale saranno disponibili dopo la consegna dell'ordine.";
/** The FatturaPA XML exists only for an order whose shopper asked for the invoice. */
export const INVOICE_NOT_REQUESTED_MESSAGE =
  'Per questo ordine non è stata richiesta la fattura: è disponibile il documento commerciale.';
export const ORDER_NOT_MODIFIABLE_MESSAGE =
  "L'ordine è già stato preso in carico dal punto vendita e non può più essere modificato.";
export const ORDER_NOT_PAYABLE_MESSAGE = "L'ordine non è in attesa di pagamento.";
export const PAYMENT_TYPE_NOT_ENABLED_MESSAGE = 'Il metodo di pagamento scelto non è disponibile.';
export const PAYMENT_AUTH_NOT_FOUND_MESSAGE = 'La carta salvata non è disponibile.';
export const CART_EMPTY_MESSAGE = 'Il carrello è vuoto.';
export const CHECKOUT_ADDRESS_REQUIRED_MESSAGE = "Scegli l'indirizzo di consegna o il punto di ritiro.";
export const CHECKOUT_TIMESLOT_REQUIRED_MESSAGE = "Scegli l'orario di consegna o di ritiro.";
export const CART_NOT_PREPARED_MESSAGE = 'Conferma il carrello prima di scegliere il pagamento.';
export const MIN_ORDER_MESSAGE = 'La spesa minima per ordinare è di {amount}.';
export const PARKING_UNEXPECTED_MESSAGE = 'Si è verificato un errore imprevisto.';
export const PARKING_RESERVED_MESSAGE = 'Il tuo posto auto è prenotato: ti aspettiamo!';
export const PARKING_NOT_AVAILABLE_MESSAGE =
  'La prenotazione del parcheggio è possibile solo per un ordine di ritiro pronto o quasi pronto.';
export const DUE_DATE_ERROR_MESSAGE = 'Il sistema ha riscontrato un errore!';
export const INVOICE_ERROR_MESSAGE = 'Errore apertura fattura';
