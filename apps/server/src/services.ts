import type { HumanCheckSetting } from '@spesa/shared/human-check/human-check.contract';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Redis } from 'ioredis';
import {
  createLocalChangeFeed,
  createPgChangeFeed,
  createRedisChangeFeed,
  type ChangeFeed,
} from './lib/change-feed.js';
import type { Clock } from './lib/clock.js';
import { NotFoundError } from './lib/domain-error.js';
import { tenantOrigin } from './lib/chain-origin.js';
import { createDeferredWork, type DeferredWork } from './lib/deferred-work.js';
import { createRedis } from './lib/redis.js';
import type { AttemptCounter } from './lib/throttle/attempt-counter.js';
import { createRedisAttemptCounter } from './lib/throttle/redis-attempt-counter.js';
import { createWorkGate } from './lib/work-gate.js';
import {
  createAccountDeletionService,
  type OrderInDeliveryCheck,
} from './modules/account/account-deletion.service.js';
import { createAccountMailer } from './modules/account/account-mailer.js';
import { createAccountSecurityService } from './modules/account/account-security.service.js';
import { createPasswordResetService } from './modules/account/password-reset.service.js';
import { createProfileService } from './modules/account/profile.service.js';
import { createRegistrationService } from './modules/account/registration.service.js';
import { createShopperService } from './modules/account/shopper.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createLoginThrottle } from './modules/auth/login-throttle.js';
import { createDbAttemptCounter } from './modules/auth/login-throttle.repository.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createAnonymousCartService } from './modules/cart/anonymous-cart.service.js';
import { createCartAccessService } from './modules/cart/cart-access.service.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createGiftCertificateService } from './modules/cart/gift-certificate.service.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createBackInStockService } from './modules/stock-alerts/back-in-stock.service.js';
import { createContentFormService } from './modules/content/content-form.service.js';
import { createContentService } from './modules/content/content.service.js';
import { createContentAdminService } from './modules/content/content-admin.service.js';
import { createContentCache } from './modules/content/content-cache.js';
import { createCompanyPointService } from './modules/delivery/company-point.service.js';
import { createDeliveryAreaRequestService } from './modules/delivery/delivery-area-request.service.js';
import { createDeliveryServices } from './modules/delivery/delivery.service.js';
import { createBuiltinGeocoder } from './modules/geocoding/builtin-geocoder.js';
import type { Geocoder } from './modules/geocoding/geocoder.js';
import { createGoogleGeocoder } from './modules/geocoding/google-geocoder.js';
import { createGeocodingService } from './modules/geocoding/geocoding.service.js';
import { createHumanCheckService } from './modules/human-check/human-check.service.js';
import { createMailer, createOutboxService } from './modules/mail/mail.service.js';
import type { Mailer } from './modules/mail/mailer.js';
import { createCheckoutService } from './modules/orders/checkout.service.js';
import { createOrderMailDispatcher } from './modules/orders/order-mail-dispatch.js';
import { createOrderLinesSource, createOrderService } from './modules/orders/order.service.js';
import { httpFeedbackTransport } from './modules/payment/feedback-transport.js';
import { feedbackUrlOf } from './modules/payment/feedback-url.js';
import { routePayments } from './modules/payment/payment-router.js';
import { createPaypalGateways } from './modules/payment/paypal-setup.js';
import { createTestGateway, type FeedbackTransport } from './modules/payment/test-gateway.js';
import { createRefundService } from './modules/orders/refund-order.js';
import { createOrderBoardService } from './modules/orders/order-board.service.js';
import { createPickingService } from './modules/orders/picking.service.js';
import { createStaffService } from './modules/staff/staff.service.js';
import { createWishlistService, type UserAddressCheck } from './modules/wishlist/wishlist.service.js';

/** What the service graph is built from: configuration, database, clock and the replaceable outside world. */
export interface ServiceDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  /** Defaults to Google when GOOGLE_MAPS_API_KEY is set, else the built-in offline geocoder. */
  geocoder?: Geocoder;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  /** Work done after the answer (account e-mails); tests pass their own to wait for it. */
  deferredWork?: DeferredWork;
  /** spec §6: account deletion is refused while this says an order of the shopper is out for delivery. */
  hasOrderInDelivery?: OrderInDeliveryCheck;
  /** Whether an address is the shopper's own, for /wishlist/confirm; the addresses module answers it. */
  isUserAddress?: UserAddressCheck;
  /** How the built-in payment gateway sends its feedback: HTTP by default, app.inject in tests. */
  gatewayTransport?: FeedbackTransport;
  /** spec §7: a chain's human check; its `humanCheck` setting by default (tests turn it off or choose one). */
  humanCheckOf?: (tenantId: string) => HumanCheckSetting;
  /** How the reCAPTCHA verifier reaches Google's siteverify: global fetch by default, a stand-in in tests. */
  humanCheckFetch?: typeof fetch;
  /** Where failures of background work and gateway calls are reported. */
  log: { error(error: unknown, message: string): void; warn(error: unknown, message: string): void };
}

/**
 * What several server processes share besides the database (ARCHITECTURE §2): the attempt counters and the
 * catalogue change feed live in Redis when REDIS_URL is set, else in the database (PostgreSQL's NOTIFY for the
 * feed; on SQLite one process is the model and the feed is the process's own).
 */
function sharedState(deps: ServiceDeps): {
  redis: Redis | undefined;
  counter: AttemptCounter;
  changes: ChangeFeed;
} {
  const { config, db, log } = deps;
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, (error) => log.warn(error, 'Redis connection failed'))
    : undefined;
  const counter = redis
    ? createRedisAttemptCounter(redis, config.redisKeyPrefix)
    : createDbAttemptCounter(db);
  const feedLog = (error: unknown, message: string) => log.warn(error, message);
  let changes: ChangeFeed;
  if (redis) changes = createRedisChangeFeed({ redis, keyPrefix: config.redisKeyPrefix, log: feedLog });
  else if (config.databaseUrl)
    changes = createPgChangeFeed({ db, databaseUrl: config.databaseUrl, log: feedLog });
  else changes = createLocalChangeFeed();
  return { redis, counter, changes };
}

function defaultHumanCheckOf(tenantId: string): HumanCheckSetting {
  // The request's chain is always known (the tenant plugin); an unknown one gets the strictest default.
  return isTenantCode(tenantId) ? getTenant(tenantId).settings.humanCheck : { provider: 'altcha' };
}

function defaultGeocoder(config: AppConfig): Geocoder {
  const builtin = createBuiltinGeocoder();
  if (!config.googleMapsApiKey) return builtin;
  return createGoogleGeocoder({
    apiKey: config.googleMapsApiKey,
    timeoutMs: config.geocodingTimeoutMs,
    fallback: builtin,
  });
}

/** What every group of services is built from: the dependencies, the shared state, the mail and background work. */
interface Wiring {
  deps: ServiceDeps;
  shared: ReturnType<typeof sharedState>;
  mailer: Mailer;
  deferred: DeferredWork;
}

/** Who is calling: sessions and the login throttle, the human check, the shoppers' records. */
function identityServices({ deps, shared }: Wiring) {
  const { config, db, clock, log } = deps;
  const cartAccess = createCartAccessService();
  const shoppers = createShopperService();
  const humanCheck = createHumanCheckService({
    db,
    clock,
    config: config.humanCheck,
    settingOf: deps.humanCheckOf ?? defaultHumanCheckOf,
    ...(deps.humanCheckFetch ? { fetch: deps.humanCheckFetch } : {}),
    log: (error, message) => log.warn(error, message),
  });
  const auth = createAuthService({
    db,
    clock,
    sessionTtlMs: config.sessionTtlMs,
    shoppers,
    cartAccess,
    throttle: createLoginThrottle({ counter: shared.counter, config: config.loginThrottle }),
    passwordChecks: createWorkGate({
      concurrency: config.load.passwordCheckConcurrency,
      maxQueued: config.load.passwordCheckQueue,
    }),
    humanCheck,
    humanCheckAfter: {
      account: config.humanCheck.loginAfterFailures,
      address: config.humanCheck.loginAfterAddressFailures,
    },
  });
  return { cartAccess, shoppers, humanCheck, auth };
}

/** The shop: catalogue, delivery, wish lists and carts. */
function shopServices(wiring: Wiring, identity: ReturnType<typeof identityServices>) {
  const { deps, shared, mailer, deferred } = wiring;
  const { config, db, clock } = deps;
  const { cartAccess, shoppers } = identity;
  const catalogue = createCatalogueService({ db, clock, changes: shared.changes });
  const geocoding = createGeocodingService({ geocoder: deps.geocoder ?? defaultGeocoder(config) });
  const delivery = createDeliveryServices({
    db,
    clock,
    holdMs: config.slotHoldMs,
    geocoding,
    cartAccess,
    shoppers,
  });
  const wishlists = createWishlistService({
    db,
    clock,
    catalogue,
    isUserAddress:
      deps.isUserAddress ?? ((actor, addressId) => delivery.addresses.isUsable(actor, addressId)),
    shopperByEmail: (tenantId, email) => shoppers.findForLogin(db, tenantId, email),
  });
  const carts = createCartService({
    db,
    clock,
    delivery,
    wishlists,
    orders: createOrderLinesSource(db),
    cartAccess,
    shoppers,
    catalogue,
  });
  return {
    catalogue,
    geocoding,
    delivery,
    backInStock: createBackInStockService({
      db,
      clock,
      mailer,
      deferred,
      catalogue,
      shoppers,
      linkOrigin: (tenantId) => tenantOrigin(tenantId, config),
    }),
    deliveryAreaRequests: createDeliveryAreaRequestService({ db, clock, mailer, deferred }),
    companyPoints: createCompanyPointService({ db, clock, shoppers }),
    wishlists,
    carts,
    anonymousCarts: createAnonymousCartService({ db, clock, carts, shoppers }),
  };
}

/** Payment, checkout, orders and their e-mails. */
function orderServices(
  { deps, mailer, deferred }: Wiring,
  { shoppers }: ReturnType<typeof identityServices>,
  { carts, delivery, catalogue }: ReturnType<typeof shopServices>,
) {
  const { config, db, clock, log } = deps;
  const gateway = createTestGateway({
    db,
    clock,
    secret: config.paymentGatewaySecret,
    timeoutMs: config.paymentGatewayTimeoutMs,
    transport: deps.gatewayTransport ?? httpFeedbackTransport,
    feedbackUrlOf: (tenantId) => feedbackUrlOf(config, tenantId),
    log: (error, message) => log.warn(error, message),
  });
  // spec §9 type 13: PayPal through a chain's own credentials, else on the built-in gateway's PayPal-like page.
  // The order service is built below, from the checkout these gateways serve: asked at payment time only.
  const paypalOf = createPaypalGateways({
    config,
    db,
    clock,
    orderNumberOf: (tenantId, orderId) => orders.numberOf(tenantId, orderId),
  });
  const orderMails = createOrderMailDispatcher({
    db,
    clock,
    mailer,
    shoppers,
    deferred,
    linkOrigin: (tenantId) => tenantOrigin(tenantId, config),
    log: (error, message) => log.error(error, message),
  });
  const checkout = createCheckoutService({
    db,
    clock,
    carts,
    delivery,
    shoppers,
    gateway: routePayments(gateway, paypalOf),
    orderMails,
    paymentTimeoutMs: config.orderPaymentTimeoutMs,
    log: (error, message) => log.warn(error, message),
  });
  const orders = createOrderService({
    db,
    clock,
    carts,
    delivery,
    shoppers,
    checkout,
    orderMails,
    holdMs: config.slotHoldMs,
    operatorToken: config.operatorToken,
  });
  const picking = createPickingService({
    db,
    clock,
    carts,
    shoppers,
    orderMails,
    catalogue,
    gateway: routePayments(gateway, paypalOf),
    log: (error, message) => log.warn(error, message),
  });
  // README "Refunds": a delivered order given back through the same gateways, or recorded when paid in cash.
  const refunds = createRefundService({
    db,
    clock,
    shoppers,
    gateway: routePayments(gateway, paypalOf),
    orderMails,
  });
  return { gateway, paypalOf, orderMails, checkout, orders, picking, refunds };
}

/** The shopper's account: registration, password, profile, security and deletion. */
function accountServices(
  { deps, mailer, deferred }: Wiring,
  { auth }: ReturnType<typeof identityServices>,
  { wishlists, delivery }: ReturnType<typeof shopServices>,
  { orders }: ReturnType<typeof orderServices>,
) {
  const { db, clock } = deps;
  const giftCertificates = createGiftCertificateService({ db, clock });
  const accountDeps = {
    db,
    clock,
    mail: createAccountMailer({ db, clock, mailer }),
    deferred,
    sessions: auth,
  };
  return {
    giftCertificates,
    registration: createRegistrationService(accountDeps),
    passwordReset: createPasswordResetService(accountDeps),
    profile: createProfileService({
      db,
      clock,
      addressTypeOf: async (actor, addressId) => {
        try {
          return (await delivery.addresses.view(actor, addressId)).addressTypeId;
        } catch (error) {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        }
      },
    }),
    accountSecurity: createAccountSecurityService(accountDeps),
    accountDeletion: createAccountDeletionService({
      ...accountDeps,
      giftCertificates,
      hasOrderInDelivery: deps.hasOrderInDelivery ?? ((actor) => orders.hasOrderInDelivery(actor)),
      removeUserData: async (actor) => {
        await wishlists.removeAllOfUser(actor);
        await delivery.addresses.removeAllOfUser(actor);
      },
    }),
  };
}

/** The chain's back-office: its staff and what they see of the orders. */
function backOfficeServices(
  { deps }: Wiring,
  { shoppers }: ReturnType<typeof identityServices>,
  { delivery }: ReturnType<typeof shopServices>,
) {
  const { db, clock } = deps;
  const isStoreOfTenant = async (tenantId: string, storeId: number) =>
    delivery.stores.view(tenantId, storeId).then(
      () => true,
      () => false,
    );
  return {
    staff: createStaffService({ db, clock, isStoreOfTenant }),
    orderBoard: createOrderBoardService({ db, shoppers }),
    isStoreOfTenant,
    /** The back-office gives a gift code to the chain's shopper with this e-mail. */
    shopperIdByEmail: async (tenantId: string, email: string) =>
      (await shoppers.findForLogin(db, tenantId, email))?.id,
  };
}

/** The chain's content store and its forms. */
function contentServices({ deps, mailer, shared }: Wiring, { catalogue }: ReturnType<typeof shopServices>) {
  const { config, db, clock, log } = deps;
  const cache = createContentCache({ db, clock });
  const content = createContentService({ db, clock, cache, changes: shared.changes });
  // README "Back-office", Content: chains reading a real WordPress (CONTENT_URLS) are edited there.
  const isRemote = (tenantId: string) => (config.contentUrls as ReadonlyMap<string, string>).has(tenantId);
  const contentAdmin = createContentAdminService({
    db,
    clock,
    cache,
    changes: shared.changes,
    isRemote,
    catalogue,
  });
  const contentForms = createContentFormService({
    db,
    clock,
    mailer,
    nonceSecret: config.contentNonceSecret,
    uploadDir: config.contentUploadDir,
    snapshot: (tenantId) => content.snapshot(tenantId),
    log: (error, message) => log.error(error, message),
  });
  return { content, contentForms, contentAdmin };
}

/**
 * The one place the services are built and wired to each other (ARCHITECTURE §1): the HTTP app, the command
 * line and any later front end (the back-office) all start from here, so a dependency is added once.
 */
export async function createServices(deps: ServiceDeps) {
  const { config, db, clock, log } = deps;
  const shared = sharedState(deps);
  const mailer = deps.mailer ?? (await createMailer({ config, db, clock }));
  const deferred =
    deps.deferredWork ??
    createDeferredWork((error, label) => log.error(error, `deferred work failed: ${label}`));
  const wiring: Wiring = { deps, shared, mailer, deferred };
  const identity = identityServices(wiring);
  const shop = shopServices(wiring, identity);
  const ordering = orderServices(wiring, identity, shop);

  return {
    auth: identity.auth,
    humanCheck: identity.humanCheck,
    ...shop,
    ...ordering,
    ...accountServices(wiring, identity, shop, ordering),
    ...contentServices(wiring, shop),
    ...backOfficeServices(wiring, identity, shop),
    outbox: createOutboxService({ db }),
    analytics: createAnalyticsService({ db, clock }),
    /** Set when REDIS_URL is: the per-client rate limits share it too. */
    redis: shared.redis,
    /** Finishes the work still running after answers and closes the mail transport and shared connections. */
    async close(): Promise<void> {
      await deferred.drain();
      await mailer.close();
      await shared.changes.close();
      if (shared.redis) await shared.redis.quit().catch(() => shared.redis?.disconnect());
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
