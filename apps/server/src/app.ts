import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import {
  createAccountDeletionService,
  type OrderInDeliveryCheck,
} from './modules/account/account-deletion.service.js';
import { createAccountMailer } from './modules/account/account-mailer.js';
import { createAccountSecurityService } from './modules/account/account-security.service.js';
import { createDeferredWork, type DeferredWork } from './modules/account/deferred-work.js';
import { createPasswordResetService } from './modules/account/password-reset.service.js';
import { profileRoutes } from './modules/account/profile.routes.js';
import { createProfileService } from './modules/account/profile.service.js';
import { registrationRoutes } from './modules/account/registration.routes.js';
import { createRegistrationService } from './modules/account/registration.service.js';
import { createShopperService } from './modules/account/shopper.service.js';
import { createAnonymousCartService } from './modules/cart/anonymous-cart.service.js';
import { createCartAccessService } from './modules/cart/cart-access.service.js';
import type { CatalogueRecords } from './modules/cart/catalogue-records.js';
import { findProductsByIds, listCategories } from './modules/catalogue/catalogue.repository.js';
import { createGiftCertificateService } from './modules/cart/gift-certificate.service.js';
import { cartRoutes, clearCartCookie, presentedCartToken } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { createDeliveryServices } from './modules/delivery/delivery.service.js';
import { createBuiltinGeocoder } from './modules/geocoding/builtin-geocoder.js';
import type { Geocoder } from './modules/geocoding/geocoder.js';
import { createGoogleGeocoder } from './modules/geocoding/google-geocoder.js';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.js';
import { createGeocodingService } from './modules/geocoding/geocoding.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { createMailer, createOutboxService } from './modules/mail/mail.service.js';
import type { Mailer } from './modules/mail/mailer.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createCheckoutService } from './modules/orders/checkout.service.js';
import { orderRoutes } from './modules/orders/order.routes.js';
import { createOrderLinesSource, createOrderService } from './modules/orders/order.service.js';
import { paymentProviderRoutes } from './modules/payment/payment-provider.routes.js';
import { createTestGateway, type FeedbackTransport } from './modules/payment/test-gateway.js';
import { testGatewayRoutes } from './modules/payment/test-gateway.routes.js';
import { tenantRoutes } from './modules/tenant/tenant.routes.js';
import { webRoutes } from './modules/web/web.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { createWishlistService, type UserAddressCheck } from './modules/wishlist/wishlist.service.js';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.js';
import { openapiPlugin } from './plugins/openapi.plugin.js';
import { securityPlugin } from './plugins/security.plugin.js';
import { sessionPlugin } from './plugins/session.plugin.js';
import { tenantPlugin } from './plugins/tenant.plugin.js';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock?: Clock;
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
  /** Whether a chain lets shoppers fill a cart before login; its `anonymousCart` setting by default. */
  anonymousCartEnabled?: (tenant: TenantDefinition) => boolean;
  /** How the built-in payment gateway sends its feedback: fetch by default, app.inject in tests. */
  gatewayTransport?: FeedbackTransport;
  /** False until migrations and seed are done; /ready answers 503 meanwhile. */
  isReady?: () => boolean;
  logger?: boolean | { level: string };
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Cancels unpaid orders whose time ran out (spec §4); run periodically, and by tests with their clock. */
    sweepUnpaidOrders(): Promise<number>;
  }
}

const fetchTransport: FeedbackTransport = async (url, init) => {
  const res = await fetch(url, init);
  return { status: res.status };
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Access logs belong to the proxy in front; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A text/plain body is a CSRF vector (a cross-site form can send one without a preflight): refuse it.
  app.removeContentTypeParser('text/plain');

  const catalogue = createCatalogueService({ db, clock });
  const geocoding = createGeocodingService({ geocoder: deps.geocoder ?? defaultGeocoder(config) });
  const cartAccess = createCartAccessService();
  // The catalogue's own reads of its records, for the cart (in the cart's transaction).
  const catalogueRecords: CatalogueRecords = {
    productRecordsByIds: findProductsByIds,
    categoryRecords: listCategories,
  };
  const shoppers = createShopperService();
  const auth = createAuthService({ db, clock, sessionTtlMs: config.sessionTtlMs, shoppers, cartAccess });
  const delivery = createDeliveryServices({
    db,
    clock,
    holdMs: config.slotHoldMs,
    geocoding,
    cartAccess,
    shoppers,
  });
  const mailer = deps.mailer ?? (await createMailer({ config, db, clock }));
  const deferred =
    deps.deferredWork ??
    createDeferredWork((error, label) => app.log.error({ err: error, job: label }, 'deferred work failed'));
  const accountMail = createAccountMailer({ db, clock, mailer });
  const wishlists = createWishlistService({
    db,
    clock,
    isUserAddress:
      deps.isUserAddress ??
      ((tenantId, userId, addressId) => delivery.addresses.isUsable(tenantId, userId, addressId)),
  });
  const gateway = createTestGateway({
    db,
    clock,
    secret: config.paymentGatewaySecret,
    timeoutMs: config.paymentGatewayTimeoutMs,
    transport: deps.gatewayTransport ?? fetchTransport,
    log: (error, message) => app.log.warn({ err: error }, message),
  });
  const carts = createCartService({
    db,
    clock,
    delivery,
    wishlists,
    orders: createOrderLinesSource(db),
    cartAccess,
    shoppers,
    catalogue: catalogueRecords,
  });
  const anonymousCarts = createAnonymousCartService({ db, clock, carts, shoppers });
  const checkout = createCheckoutService({
    db,
    clock,
    carts,
    delivery,
    shoppers,
    gateway,
    paymentTimeoutMs: config.orderPaymentTimeoutMs,
    log: (error, message) => app.log.warn({ err: error }, message),
  });
  const orders = createOrderService({
    db,
    clock,
    carts,
    delivery,
    shoppers,
    checkout,
    holdMs: config.slotHoldMs,
    operatorToken: config.operatorToken,
  });
  app.decorate('sweepUnpaidOrders', () => checkout.sweepUnpaid());
  const giftCertificates = createGiftCertificateService({ db, clock });
  const accountDeps = { db, clock, mail: accountMail, deferred, sessions: auth };
  const registration = createRegistrationService(accountDeps);
  const passwordReset = createPasswordResetService(accountDeps);
  const profile = createProfileService({ db, clock });
  const accountSecurity = createAccountSecurityService(accountDeps);
  const accountDeletion = createAccountDeletionService({
    ...accountDeps,
    giftCertificates,
    hasOrderInDelivery:
      deps.hasOrderInDelivery ?? ((tenantId, userId) => orders.hasOrderInDelivery(tenantId, userId)),
    removeUserData: async (tenantId, userId) => {
      await wishlists.removeAllOfUser(tenantId, userId);
      await delivery.addresses.removeAllOfUser(tenantId, userId);
    },
  });
  const linkConfig = { tenantHosts: config.tenantHosts, publicUrl: config.publicUrl };
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.orderSweepIntervalMs <= 0 || config.env === 'test') return;
    sweepTimer = setInterval(() => {
      checkout.sweepUnpaid().catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'));
    }, config.orderSweepIntervalMs);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer);
    await deferred.drain();
    await mailer.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(tenantPlugin, { config });
  await app.register(sessionPlugin, { auth });
  await app.register(openapiPlugin, { version: config.version });

  await app.register(healthRoutes, { db, isReady: deps.isReady ?? (() => true) });
  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        auth,
        afterLogin: async (request, reply, userId) => {
          const token = presentedCartToken(request);
          if (token === undefined) return;
          await anonymousCarts.mergeInto(request.tenant.code, token, userId);
          clearCartCookie(request, reply);
        },
      });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(deliveryRoutes, { delivery });
      await api.register(geocodingRoutes, { geocoding });
      await api.register(tenantRoutes, { version: config.version });
      await api.register(registrationRoutes, { registration, passwordReset, linkConfig });
      await api.register(profileRoutes, {
        profile,
        security: accountSecurity,
        deletion: accountDeletion,
        giftCertificates,
        linkConfig,
      });
      await api.register(wishlistRoutes, { wishlists });
      await api.register(cartRoutes, {
        carts,
        anonymousCarts,
        anonymousCartEnabled: deps.anonymousCartEnabled ?? ((tenant) => tenant.settings.anonymousCart),
      });
      await api.register(orderRoutes, { checkout, orders });
      await api.register(paymentProviderRoutes, {
        secret: config.paymentGatewaySecret,
        applyOutcome: (outcome) => checkout.applyOutcome(outcome),
      });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  if (config.mailOutboxPage) await app.register(mailRoutes, { outbox: createOutboxService({ db }) });
  await app.register(testGatewayRoutes, {
    gateway,
    feedbackUrl: config.paymentFeedbackUrl,
    now: () => clock.now(),
  });
  await app.register(mediaRoutes, { catalogue });
  await app.register(webRoutes, { webDistDir: config.webDistDir, version: config.version, catalogue });

  return app;
}
