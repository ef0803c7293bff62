import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AnalyticsTables } from './analytics-tables.js';
import type { ContentTables } from './content-tables.js';
import type { StaffTables } from './staff-tables.js';

/** Epoch milliseconds. */
type Millis = number;
/** 0 or 1 on both dialects. */
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  fidelity_card: string | null;
  profile_level: number;
  created_at: Millis;
  default_delivery_address_id: ColumnType<number | null, number | null | undefined, number | null>;
  default_store_address_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SessionsTable {
  token_hash: string;
  tenant_id: string;
  user_id: number;
  remember_me: Flag;
  created_at: Millis;
  expires_at: Millis;
}

export interface LoginThrottleTable {
  key: string;
  hits: number;
  window_started_at: Millis;
  blocked_until: Millis;
  next_lockout_ms: number;
  expires_at: Millis;
}

/** spec §7 human check: an ALTCHA token spent, kept until its challenge expires (replays are refused). */
export interface HumanCheckUsedTable {
  signature: string;
  tenant_id: string;
  expires_at: Millis;
}

export interface CategoriesTable {
  id: Generated<number>;
  tenant_id: string;
  parent_id: number | null;
  slug: string;
  name: string;
  level: number;
  position: number;
  title: string;
  description: string;
  icon: string;
  hide_in_menu: Flag;
  subtitle: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProductsTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  slug: string;
  barcode: string;
  name: string;
  brand: string;
  pack_format: string;
  category_id: number;
  price_cents: number;
  standard_price_cents: number | null;
  selling_type: string;
  /** JSON of productInfos (string values). */
  product_infos: string;
  vat_pct: number;
  is_new: Flag;
  available: Flag;
  /** JSON or null. */
  promo: string | null;
  /** When the promotion starts applying (inclusive); null: no start. */
  promo_starts_at: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
  /** When the promotion stops applying (exclusive); null: no end. */
  promo_ends_at: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
  /** JSON array. */
  select_options: string;
  /** JSON object. */
  description: string;
  /** JSON object. */
  image: string;
  position: number;
  /** Bits of the product's attributes (packages/shared product-attributes.ts). */
  attributes: ColumnType<number, number | undefined, number>;
}

export interface StoresTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Comma-joined delivery service ids (1 pick-up, 2 home delivery). */
  delivery_service_ids: string;
  is_warehouse: Flag;
  is_default: Flag;
  opening_hours: string;
}

export interface CartsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  status: number;
  created_at: Millis;
  updated_at: ColumnType<Millis, Millis, Millis>;
  delivery_service_id: ColumnType<number | null, number | null | undefined, number | null>;
  shipping_address_id: ColumnType<number | null, number | null | undefined, number | null>;
  zone_id: ColumnType<number | null, number | null | undefined, number | null>;
  warehouse_id: ColumnType<number | null, number | null | undefined, number | null>;
  timeslot_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** `YYYY-MM-DD` of the chosen slot. */
  timeslot_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of cartInfos (spec §3), null when none set. */
  infos: ColumnType<string | null, string | null | undefined, string | null>;
  packaging_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The order this cart reopened (order/modify). */
  editing_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The chain's number of that order, the one the shopper reads. */
  editing_order_number: ColumnType<number | null, number | null | undefined, number | null>;
  /** The order's modification cut-off (epoch ms) while this cart modifies it (spec §4). */
  editing_until: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DeliveryServicesTable {
  tenant_id: string;
  delivery_service_id: number;
  name: string;
  show_tab: Flag;
  position: number;
}

export interface DeliveryZonesTable {
  id: Generated<number>;
  tenant_id: string;
  /** The store (warehouse) that serves the zone. */
  warehouse_id: number;
  delivery_service_id: number;
  name: string;
  fee_cents: number;
  free_delivery_threshold_cents: number;
}

export interface DeliveryZonePostalCodesTable {
  tenant_id: string;
  postal_code: string;
  zone_id: number;
}

export interface AddressesTable {
  id: Generated<number>;
  tenant_id: string;
  /** The shopper's own address (type 2); null for store and locker addresses. */
  user_id: number | null;
  /** The store a pick-up (3) or locker (5) address belongs to. */
  store_id: number | null;
  address_type_id: number;
  address_name: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  doorbell_name: ColumnType<string, string | undefined, string>;
  floor: ColumnType<string, string | undefined, string>;
  reference_phone_number: ColumnType<string, string | undefined, string>;
  address_note: ColumnType<string, string | undefined, string>;
  elevator: ColumnType<Flag, Flag | undefined, Flag>;
  latitude: number | null;
  longitude: number | null;
  created_at: Millis;
  updated_at: Millis;
  deleted_at: Millis | null;
}

export interface TimeslotsTable {
  id: Generated<number>;
  tenant_id: string;
  warehouse_id: number;
  delivery_service_id: number;
  /** `YYYY-MM-DD`, Italian calendar day. */
  slot_date: string;
  /** `HH:MM`, Italian time. */
  begin_time: string;
  end_time: string;
  begin_at: Millis;
  cutoff_at: Millis;
  capacity: number;
  /** Places taken by holds (live or not yet swept) and bookings; never above capacity. */
  booked: Generated<number>;
  active: Flag;
  /** Closed by the store (README "Back-office", Slots), apart from the calendar's own `active`. */
  closed: Generated<Flag>;
  /** README "Delivery fee by slot": the slot's own delivery fee; null = the zone's. */
  delivery_fee_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TimeslotHoldsTable {
  id: Generated<number>;
  tenant_id: string;
  cart_id: number;
  user_id: number;
  timeslot_id: number;
  /** 0 held until expires_at, 1 booked by an order. */
  status: number;
  created_at: Millis;
  expires_at: Millis | null;
}

/** A content block of a category page, e.g. the home page's sliders (spec §2 Routes: the home). */
export interface CategoryBlocksTable {
  id: Generated<number>;
  tenant_id: string;
  category_id: number;
  position: number;
  /** BannerSlider, ProductSlider, ProposalGrid, ProposalSlider. */
  template: string;
  /** JSON: the block's metaData. */
  meta: string;
}

/** spec §3 Promotional proposal: one slide or tile of a block. */
export interface CategoryProposalsTable {
  id: Generated<number>;
  tenant_id: string;
  category_block_id: number;
  position: number;
  name: string;
  descr: string;
  slug: string;
  proposal_url: string;
  image_mobile: string | null;
  image_desktop: string | null;
  button_text: string | null;
  /** JSON of a banner the server draws as SVG; the images default to it when null. */
  banner: string | null;
}

/** What a shopper buys: the `preferred` filter of GET /products. Orders add to it. */
export interface PreferredProductsTable {
  tenant_id: string;
  user_id: number;
  product_id: number;
  times_bought: number;
  last_bought_at: Millis;
}

export interface TenantStateTable {
  tenant_id: string;
  catalogue_version: number;
  seeded_at: Millis;
}

export interface UserProfilesTable {
  user_id: number;
  tenant_id: string;
  username: string | null;
  fiscal_code: string | null;
  /** `YYYY-MM-DD`. */
  birth_date: string | null;
  home_phone: string | null;
  loyalty_points: ColumnType<number, number | undefined, number>;
  email_confirmed_at: Millis | null;
  anonymized_at: Millis | null;
  updated_at: Millis;
}

export interface UserBillingAddressesTable {
  user_id: number;
  tenant_id: string;
  company_name: string;
  vat_number: string | null;
  fiscal_code: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  sdi_code: string | null;
  pec: string | null;
  updated_at: Millis;
}

export interface UserDisclaimersTable {
  user_id: number;
  tenant_id: string;
  disclaimer_id: number;
  accepted: Flag;
  /** Digest of the wording accepted: a changed text asks for consent again. */
  text_version: string;
  updated_at: Millis;
}

export interface PendingRegistrationsTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  code_hash: string;
  /** JSON of the registration form, the password already hashed. */
  payload: string;
  created_at: Millis;
  expires_at: Millis;
}

export interface AccountTokensTable {
  token_hash: string;
  tenant_id: string;
  user_id: number;
  /** password_reset, email_change, anonymize. */
  purpose: string;
  new_email: string | null;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

export interface MailThrottleTable {
  tenant_id: string;
  recipient: string;
  kind: string;
  last_sent_at: Millis;
}

export interface MailOutboxTable {
  id: Generated<number>;
  tenant_id: string;
  recipient: string;
  sender: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Millis;
}

export interface WishlistsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  name: string;
  wishlist_type_id: ColumnType<number, number | undefined, number>;
  is_selected: ColumnType<Flag, Flag | undefined, Flag>;
  address_id: ColumnType<number | null, number | null | undefined, number | null>;
  confirmed_at: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
  /** The read-only link's token (spec §6 grant READ), null while none is open. */
  share_token: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Millis;
  updated_at: Millis;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  tenant_id: string;
  wishlist_id: number;
  product_id: number;
  quantity: number;
  created_at: Millis;
  updated_at: Millis;
}

export interface WishlistSharesTable {
  wishlist_id: number;
  tenant_id: string;
  user_id: number;
  /** spec §3 sharingData.grant: READ (not editable) or WRITE. */
  access: string;
  created_at: Millis;
}

export interface GiftCertificatesTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  description: string;
  discount_cents: number | null;
  discount_pct: number | null;
  min_order_cents: number | null;
  valid_from: Millis;
  valid_until: Millis;
  created_at: Millis;
  /** How many orders may spend the code in all; null: no limit. */
  max_uses: ColumnType<number | null, number | null | undefined, number | null>;
  times_used: Generated<number>;
}

export interface UserGiftCertificatesTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  gift_certificate_id: number;
  manual_assigned: Flag;
  assigned_at: Millis;
  used_at: Millis | null;
  used_order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CartItemsTable {
  id: Generated<number>;
  tenant_id: string;
  cart_id: number;
  product_id: number;
  quantity: number;
  params: string;
  use_wpid: number | null;
  accept_alternatives: Flag;
  custom_weight: number | null;
  /** A product sold by weight asked by pieces: how many (`quantity` is their expected weight). */
  pieces: ColumnType<number | null, number | null | undefined, number | null>;
  /** The shopper's note for the counter. */
  user_notes: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Millis;
  updated_at: Millis;
}

export interface CartGiftCertificatesTable {
  cart_id: number;
  user_gift_certificate_id: number;
  tenant_id: string;
  created_at: Millis;
}

export interface PackagingTypesTable {
  id: Generated<number>;
  tenant_id: string;
  descr: string;
  cost_cents: number;
  /** bag or package. */
  kind: string;
  capacity: number;
  is_default: Flag;
  position: number;
}

export interface PurchaseLimitsTable {
  id: Generated<number>;
  tenant_id: string;
  /** group (category_id) or daily (product_id). */
  kind: string;
  category_id: number | null;
  product_id: number | null;
  name: string;
  max_quantity: number;
}

export interface OrdersTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  cart_id: number;
  status: number;
  created_at: Millis;
  updated_at: Millis;
  delivery_service_id: number;
  warehouse_id: number;
  zone_id: number | null;
  shipping_address_id: number;
  /** JSON snapshot of the shipping address. */
  address: string;
  timeslot_id: number;
  timeslot_date: string;
  begin_time: string;
  end_time: string;
  goods_cents: number;
  variable_cents: number;
  gift_cents: number;
  package_cents: number;
  delivery_fee_cents: number;
  gross_cents: number;
  prebilled_cents: number | null;
  payment_type_id: number;
  /** JSON of cartInfos. */
  infos: string;
  /** JSON of the gift-code adjustments. */
  adjustments: string;
  /** JSON of the order packages. */
  packages: string;
  loyalty_points: number;
  points_credited: ColumnType<Flag, Flag | undefined, Flag>;
  executed_by_agent: ColumnType<Flag, Flag | undefined, Flag>;
  replaced: ColumnType<Flag, Flag | undefined, Flag>;
  payment_expires_at: Millis | null;
  parking_reserved_at: ColumnType<Millis | null, Millis | null | undefined, Millis | null>;
  parking_distance: ColumnType<number | null, number | null | undefined, number | null>;
  /** The chain's own order number (1 for its first order), the one a shopper reads; `id` stays internal. */
  number: number;
  /** README "Back-office" (Refunds): what was given back of a delivered order, in cents. */
  refunded_cents: ColumnType<number, number | undefined, number>;
  /** How many of the order's loyalty points its refunds took back. */
  points_reversed: ColumnType<number, number | undefined, number>;
}

/** README "Back-office" (Refunds): one refund of a delivered order, once per request id. */
export interface OrderRefundsTable {
  tenant_id: string;
  request_id: string;
  order_id: number;
  amount_cents: number;
  reason: string;
  staff_id: number | null;
  channel: 'gateway' | 'offline';
  reference: string | null;
  created_at: Millis;
}

/** One refund of the built-in test gateway, once per session and request id. */
export interface GatewayRefundsTable {
  session_id: string;
  request_id: string;
  amount_cents: number;
  created_at: Millis;
}

export interface OrderItemsTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  product_id: number;
  /** JSON snapshot of the product. */
  product: string;
  quantity: number;
  weight: number | null;
  unit_price_cents: number;
  gross_cents: number;
  infos: string;
  position: number;
}

export interface UserPaymentAuthsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  payment_type_id: number;
  card_last4: string;
  card_type: string;
  expire_month: number;
  expire_year: number;
  gateway_token: string;
  created_at: Millis;
}

export interface PaymentTransactionsTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  user_id: number;
  payment_type_id: number;
  /** spec §4: 0 error, 1 in progress, 2 authorised, 3 confirmed, 4 reversed, 5 cancelled. */
  status: number;
  amount_cents: number;
  user_payment_auth_id: number | null;
  save_card: ColumnType<Flag, Flag | undefined, Flag>;
  card_last4: string | null;
  card_type: string | null;
  gateway_ref: string | null;
  created_at: Millis;
  updated_at: Millis;
  /** 1 while the gateway must still be told the shop gave this attempt up (closed or reversed there). */
  void_due: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface GatewaySessionsTable {
  id: string;
  tenant_id: string;
  transaction_id: number;
  order_id: number;
  amount_cents: number;
  status: string;
  card_last4: string | null;
  card_type: string | null;
  expire_month: number | null;
  expire_year: number | null;
  created_at: Millis;
  expires_at: Millis;
  /** What a capture took of the authorisation; null until captured. */
  captured_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** What refunds gave back of the capture, never more than it. */
  refunded_cents: ColumnType<number, number | undefined, number>;
}

export interface PaypalOrdersTable {
  tenant_id: string;
  transaction_id: number;
  order_id: number;
  amount_cents: number;
  paypal_order_id: string | null;
  approve_url: string | null;
  state: string;
  reference: string | null;
  reference_kind: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface IdempotencyKeysTable {
  tenant_id: string;
  scope: string;
  user_id: number;
  order_id: number | null;
  response: string | null;
  created_at: Millis;
}

export interface OrderNotesTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  order_id: number;
  rating: number;
  text: string;
  created_at: Millis;
  updated_at: Millis;
}

export interface PaymentDueDatesTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  order_id: number;
  doc_number: string;
  due_date: string;
  amount_cents: number;
  paid_at: Millis | null;
}

/**
 * The e-mails an order owes its shopper (a transactional outbox): one row per order and event, written in the
 * transaction of the order's change and sent after the commit by the dispatcher, which marks it sent.
 */
export interface OrderMailEventsTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  event: string;
  /** JSON of what the event carries besides the order (who cancelled it, the order it replaces). */
  detail: string;
  created_at: Millis;
  /** Not before this: the retry time after a failure, or a dispatcher's claim while it sends. */
  next_attempt_at: Millis;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Millis | null;
  last_error: string | null;
}

/** README "Picking": what the picker did with one line of an order. */
export interface OrderPickingLinesTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  order_item_id: number;
  /** confirmed, weighed, missing or substituted. */
  outcome: string;
  /** The real weight of a weighed line, in grams. */
  weight_grams: number | null;
  substitute_product_id: number | null;
  substitute_quantity: number | null;
  staff_user_id: number;
  updated_at: Millis;
}

/** README "Picking": a picked order's final lines and amount, and the capture of its payment. */
export interface OrderPickingsTable {
  order_id: number;
  tenant_id: string;
  /** JSON of the final lines. */
  final_lines: string;
  /** JSON of what changed against the order (weights, missing lines, substitutions). */
  changes: string;
  goods_cents: number;
  gift_cents: number;
  package_cents: number;
  delivery_fee_cents: number;
  final_cents: number;
  /** What the payment's authorisation holds; null for a payment with nothing to capture. */
  authorised_cents: number | null;
  /** not_needed, pending, capturing, captured or failed (da riprovare). */
  capture_state: string;
  /** When the capture was last claimed (README "Picking": a claim past its lease may be taken over). */
  capture_claimed_at: Millis | null;
  captured_cents: number | null;
  capture_error: string | null;
  finished_at: Millis;
  updated_at: Millis;
}

/** spec §3 need_invoice: the last invoice number given per chain and year (moved in the delivering transaction). */
/** The last order number given in each chain. */
export interface OrderCountersTable {
  tenant_id: string;
  last_number: number;
}

export interface InvoiceCountersTable {
  tenant_id: string;
  year: number;
  last_number: number;
}

/** The invoice number an order received at delivery (one per order, unique per chain and year). */
export interface OrderInvoicesTable {
  order_id: number;
  tenant_id: string;
  year: number;
  number: number;
  issued_at: Millis;
  /** JSON of the buyer's billing data when the invoice was issued. */
  buyer: string;
}

/** A guest user owning the cart of a shopper not logged in (anonymousCart chains). */
export interface AnonymousCartsTable {
  token_hash: string;
  tenant_id: string;
  user_id: number;
  created_at: Millis;
  expires_at: Millis;
}

/** spec §7 save-new-address: a request to be told when the chain delivers to an address it does not serve. */
export interface DeliveryAreaRequestsTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  first_name: string | null;
  user_id: number | null;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  created_at: Millis;
  notified_at: Millis | null;
}

/** A shopper's request to be told by e-mail when an unavailable product is available again. */
export interface BackInStockRequestsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  product_id: number;
  created_at: Millis;
  notified_at: Millis | null;
}

/** spec §7 shopatwork: a company's delivery point, served by a store's pick-up slots, joined with a code. */
export interface CompanyDeliveryPointsTable {
  id: Generated<number>;
  tenant_id: string;
  subscription_code: string;
  company_name: string;
  store_id: number;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  active: ColumnType<Flag, Flag | undefined, Flag>;
}

/** The content store's tables are typed in content-tables.ts, the analytics events in analytics-tables.ts. */
export interface Database extends ContentTables, AnalyticsTables, StaffTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  human_check_used: HumanCheckUsedTable;
  categories: CategoriesTable;
  products: ProductsTable;
  stores: StoresTable;
  carts: CartsTable;
  tenant_state: TenantStateTable;
  category_blocks: CategoryBlocksTable;
  category_proposals: CategoryProposalsTable;
  preferred_products: PreferredProductsTable;
  delivery_services: DeliveryServicesTable;
  delivery_zones: DeliveryZonesTable;
  delivery_zone_postal_codes: DeliveryZonePostalCodesTable;
  delivery_area_requests: DeliveryAreaRequestsTable;
  back_in_stock_requests: BackInStockRequestsTable;
  company_delivery_points: CompanyDeliveryPointsTable;
  addresses: AddressesTable;
  timeslots: TimeslotsTable;
  timeslot_holds: TimeslotHoldsTable;
  user_profiles: UserProfilesTable;
  user_billing_addresses: UserBillingAddressesTable;
  user_disclaimers: UserDisclaimersTable;
  pending_registrations: PendingRegistrationsTable;
  account_tokens: AccountTokensTable;
  mail_throttle: MailThrottleTable;
  mail_outbox: MailOutboxTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  wishlist_shares: WishlistSharesTable;
  gift_certificates: GiftCertificatesTable;
  user_gift_certificates: UserGiftCertificatesTable;
  cart_items: CartItemsTable;
  cart_gift_certificates: CartGiftCertificatesTable;
  packaging_types: PackagingTypesTable;
  purchase_limits: PurchaseLimitsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_picking_lines: OrderPickingLinesTable;
  order_pickings: OrderPickingsTable;
  user_payment_auths: UserPaymentAuthsTable;
  payment_transactions: PaymentTransactionsTable;
  gateway_sessions: GatewaySessionsTable;
  gateway_refunds: GatewayRefundsTable;
  order_refunds: OrderRefundsTable;
  paypal_orders: PaypalOrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  order_notes: OrderNotesTable;
  payment_due_dates: PaymentDueDatesTable;
  order_mail_events: OrderMailEventsTable;
  order_counters: OrderCountersTable;
  invoice_counters: InvoiceCountersTable;
  order_invoices: OrderInvoicesTable;
  anonymous_carts: AnonymousCartsTable;
}

export type Db = Kysely<Database>;
