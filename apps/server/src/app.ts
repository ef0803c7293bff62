import { createServer, type Server } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { profileRoutes } from './modules/account/profile.routes.js';
import { registrationRoutes } from './modules/account/registration.routes.js';
import { cartRoutes, clearCartCookie, presentedCartToken } from './modules/cart/cart.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createKnownAnswers, type KnownAnswers } from './modules/catalogue/known-answers.js';
import { backInStockRoutes } from './modules/stock-alerts/back-in-stock.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { companyPointRoutes } from './modules/delivery/company-point.routes.js';
import { deliveryAreaRequestRoutes } from './modules/delivery/delivery-area-request.routes.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { humanCheckRoutes } from './modules/human-check/human-check.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { orderRoutes } from './modules/orders/order.routes.js';
import { paymentProviderRoutes } from './modules/payment/payment-provider.routes.js';
import { testGatewayRoutes } from './modules/payment/test-gateway.routes.js';
import { tenantRoutes } from './modules/tenant/tenant.routes.js';
import { webRoutes } from './modules/web/web.routes.js';
import { adminRoutes } from './modules/staff/staff.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import type { AppConfig } from './config.js';
import { createServices, type ServiceDeps, type Services } from './services.js';
import { chainSiteHosts } from './lib/chain-sites.js';
import { createDirectAnswers, type DirectAnswers } from './lib/direct-answers.js';
import { ANONYMOUS, errorStatus } from './lib/envelope.js';
import { trustProxyOption } from './lib/trust-proxy.js';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.js';
import { loadSheddingPlugin } from './plugins/load-shedding.plugin.js';
import { rateLimitsPlugin } from './plugins/rate-limits.plugin.js';
import { inputGuardPlugin } from './plugins/input-guard.plugin.js';
import { openapiPlugin } from './plugins/openapi.plugin.js';
import { securityHeaders, securityPlugin } from './plugins/security.plugin.js';
import { sessionPlugin } from './plugins/session.plugin.js';
import { tenantOfHost, tenantPlugin } from './plugins/tenant.plugin.js';

export interface AppDeps extends Omit<ServiceDeps, 'clock' | 'log'> {
  clock?: Clock;
  /** Whether a chain lets shoppers fill a cart before login; its `anonymousCart` setting by default. */
  anonymousCartEnabled?: (tenant: TenantDefinition) => boolean;
  /** False until migrations and seed are done; /ready answers 503 meanwhile. */
  isReady?: () => boolean;
  logger?: boolean | { level: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cancels unpaid orders whose time ran out (spec §4); run periodically, and by tests with their clock. */
    sweepUnpaidOrders(): Promise<number>;
    /** Sends the order e-mails still pending (a failed sending retried); periodic, and by tests. */
    dispatchOrderMails(): Promise<number>;
    /** Mails the back-in-stock requests of products available again; periodic, and by tests. */
    sweepBackInStock(): Promise<number>;
    /** README "Picking": takes over the captures left mid-way past their lease; how many it looked at. */
    sweepStaleCaptures(): Promise<number>;
  }
}

/** Every call of the API (spec §7), under API_PREFIX. */
function apiRoutes(
  services: Services,
  deps: AppDeps,
  links: {
    linkConfig: Pick<AppConfig, 'tenantHosts' | 'publicUrl'>;
    siteHosts: ReturnType<typeof chainSiteHosts>;
  },
  known: KnownAnswers,
): FastifyPluginAsync {
  const { config } = deps;
  const { linkConfig, siteHosts } = links;
  const { auth, catalogue, delivery, geocoding, wishlists, carts, anonymousCarts, checkout, orders } =
    services;
  return async (api) => {
    await api.register(authRoutes, {
      auth,
      afterLogin: async (request, reply, actor) => {
        const token = presentedCartToken(request);
        if (token === undefined) return;
        await anonymousCarts.mergeInto(actor, token);
        clearCartCookie(request, reply);
      },
    });
    await api.register(catalogueRoutes, { catalogue, operatorToken: config.operatorToken, known });
    await api.register(backInStockRoutes, {
      backInStock: services.backInStock,
      catalogue,
      operatorToken: config.operatorToken,
    });
    await api.register(deliveryRoutes, { delivery });
    await api.register(deliveryAreaRequestRoutes, { areaRequests: services.deliveryAreaRequests });
    await api.register(companyPointRoutes, { companyPoints: services.companyPoints });
    await api.register(geocodingRoutes, { geocoding });
    await api.register(tenantRoutes, {
      version: config.version,
      contentUrls: config.contentUrls,
      siteHosts,
      placeSearch: Boolean(config.googleMapsApiKey),
    });
    await api.register(humanCheckRoutes, { humanCheck: services.humanCheck });
    await api.register(registrationRoutes, {
      registration: services.registration,
      passwordReset: services.passwordReset,
      humanCheck: services.humanCheck,
      auth,
      linkConfig,
    });
    await api.register(profileRoutes, {
      profile: services.profile,
      security: services.accountSecurity,
      deletion: services.accountDeletion,
      giftCertificates: services.giftCertificates,
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
      settlePayment: (ref) => checkout.settlePayment(ref),
      paypalOf: services.paypalOf,
    });
    await api.register(analyticsRoutes, { analytics: services.analytics });
    await api.register(adminRoutes, {
      staff: services.staff,
      orderBoard: services.orderBoard,
      orders,
      picking: services.picking,
      refunds: services.refunds,
      isStoreOfTenant: services.isStoreOfTenant,
      slots: services.delivery.slotAdmin,
      catalogue: services.catalogue,
      backInStock: services.backInStock,
      giftCodes: services.giftCertificates,
      shopperIdByEmail: services.shopperIdByEmail,
      contentAdmin: services.contentAdmin,
    });
    api.get('/docs', { schema: { hide: true } }, async () => api.swagger());
  };
}

/**
 * Node's HTTP server with the time-outs Fastify gives the one it makes itself, and the direct answers in front
 * of Fastify's handler.
 */
function createHttpServer(handler: Parameters<DirectAnswers['handler']>[0], http: AppConfig['http']): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = http.keepAliveTimeoutMs;
  server.requestTimeout = http.requestTimeoutMs;
  server.setTimeout(http.connectionTimeoutMs);
  return server;
}

/** The HTTP server with its limits, time-outs and the Italian answer for what the router refuses. */
function createFastify(deps: AppDeps, direct: DirectAnswers): FastifyInstance {
  const { config } = deps;
  return Fastify({
    serverFactory: (handler) => createHttpServer(direct.handler(handler), config.http),
    logger: deps.logger ?? false,
    // Access logs belong to the proxy in front; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true },
    // A path the router refuses before any route (a parameter past 300 characters, a malformed escape) still
    // answers the Italian envelope (ARCHITECTURE §4).
    frameworkErrors: (error, _request, reply) => {
      const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = isTooLong ? 'L’indirizzo richiesto è troppo lungo.' : 'Richiesta non valida.';
      const body = JSON.stringify({ response: errorStatus(message, error.code), user: ANONYMOUS, data: {} });
      reply.raw.writeHead(isTooLong ? 414 : 400, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      reply.raw.end(body);
    },
    genReqId: () => crypto.randomUUID(),
  });
}

/**
 * The unpaid-order sweep, the order e-mails' retries, the back-in-stock e-mails of products made available
 * by any other way than the operator call and the captures left mid-way past their lease (README "Picking"),
 * every ORDER_SWEEP_INTERVAL_SECONDS.
 */
function scheduleSweeps(app: FastifyInstance, config: AppConfig, services: Services): void {
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.orderSweepIntervalMs <= 0 || config.env === 'test') return;
    sweepTimer = setInterval(() => {
      services.checkout
        .sweepUnpaid()
        .catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'));
      services.orderMails
        .dispatch()
        .catch((error: unknown) => app.log.error({ err: error }, 'order e-mails dispatch failed'));
      services.backInStock
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'back-in-stock e-mails failed'));
      services.picking
        .sweepStaleCaptures()
        .catch((error: unknown) => app.log.error({ err: error }, 'stale captures sweep failed'));
    }, config.orderSweepIntervalMs);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer);
    await services.close();
  });
}

/**
 * The catalogue's known anonymous answers, also sent before Fastify (lib/direct-answers.ts) once the app is
 * built, until it closes. A search that a rate limit counts is never sent there.
 */
function knownAnswersOf(
  app: FastifyInstance,
  config: AppConfig,
  direct: DirectAnswers,
  catalogue: Services['catalogue'],
): KnownAnswers {
  const known = createKnownAnswers({
    stampOf: (tenantId) => catalogue.knownStamp(tenantId),
    isGuarded: (request) => app.isRateLimited(request),
  });
  const tenantOf = tenantOfHost(config);
  app.addHook('onReady', (done) => {
    direct.open({
      tenantOf: (hostHeader) => tenantOf(hostHeader)?.code,
      answerOf: (tenantCode, url) => known.direct(tenantCode, url),
      isShedding: () => app.isShedding(),
      headers: securityHeaders(config),
    });
    done();
  });
  app.addHook('preClose', (done) => {
    direct.close();
    done();
  });
  return known;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const direct = createDirectAnswers();
  const app = createFastify(deps, direct);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A text/plain body is a CSRF vector (a cross-site form can send one without a preflight): refuse it.
  app.removeContentTypeParser('text/plain');

  const services = await createServices({
    ...deps,
    clock,
    log: {
      error: (error, message) => app.log.error({ err: error }, message),
      warn: (error, message) => app.log.warn({ err: error }, message),
    },
  });
  const { auth, catalogue } = services;
  app.decorate('sweepUnpaidOrders', () => services.checkout.sweepUnpaid());
  app.decorate('dispatchOrderMails', () => services.orderMails.dispatch());
  app.decorate('sweepBackInStock', () => services.backInStock.sweep());
  app.decorate('sweepStaleCaptures', () => services.picking.sweepStaleCaptures());
  const linkConfig = { tenantHosts: config.tenantHosts, publicUrl: config.publicUrl };
  const siteHosts = chainSiteHosts(config.tenantHosts, config.contentUrls);
  scheduleSweeps(app, config, services);

  await app.register(errorHandlerPlugin);
  await app.register(loadSheddingPlugin, { load: config.load });
  await app.register(rateLimitsPlugin, {
    limits: config.rateLimits,
    redis: services.redis,
    keyPrefix: config.redisKeyPrefix,
  });
  await app.register(securityPlugin, { config });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(inputGuardPlugin);
  await app.register(tenantPlugin, { config });
  await app.register(sessionPlugin, { auth });
  await app.register(openapiPlugin, { version: config.version });

  await app.register(healthRoutes, {
    db,
    isReady: deps.isReady ?? (() => true),
    probeTimeoutMs: config.dbTimeouts.connectMs,
  });
  const known = knownAnswersOf(app, config, direct, catalogue);
  await app.register(apiRoutes(services, deps, { linkConfig, siteHosts }, known), { prefix: API_PREFIX });
  if (config.mailOutboxPage) {
    await app.register(mailRoutes, {
      outbox: services.outbox,
      env: config.env,
      reveal: config.mailOutboxReveal,
    });
  }
  await app.register(testGatewayRoutes, {
    gateway: services.gateway,
    now: () => clock.now(),
    orderNumberOf: (tenantId, orderId) => services.orders.numberOf(tenantId, orderId),
  });
  await app.register(mediaRoutes, { catalogue });
  await app.register(contentRoutes, {
    prefix: '/p',
    content: services.content,
    forms: services.contentForms,
    humanCheck: services.humanCheck,
  });
  await app.register(webRoutes, {
    webDistDir: config.webDistDir,
    ssrDir: config.ssrDistDir,
    version: config.version,
    catalogue,
    content: services.content,
    contentUrls: config.contentUrls,
    siteHosts,
    placeSearch: Boolean(config.googleMapsApiKey),
    linkConfig,
  });

  return app;
}
