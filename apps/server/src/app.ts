import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { tenantRoutes } from './modules/tenant/tenant.routes.js';
import { webRoutes } from './modules/web/web.routes.js';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.js';
import { openapiPlugin } from './plugins/openapi.plugin.js';
import { securityPlugin } from './plugins/security.plugin.js';
import { sessionPlugin } from './plugins/session.plugin.js';
import { tenantPlugin } from './plugins/tenant.plugin.js';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  /** False until migrations and seed are done; /ready answers 503 meanwhile. */
  isReady?: () => boolean;
  logger?: boolean | { level: string };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A text/plain body is a CSRF vector (a cross-site form can send one without a preflight): refuse it.
  app.removeContentTypeParser('text/plain');

  const auth = createAuthService({ db, clock, sessionTtlMs: config.sessionTtlMs });
  const catalogue = createCatalogueService({ db, clock });

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
      await api.register(authRoutes, { auth });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(tenantRoutes, { version: config.version });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  await app.register(mediaRoutes, { catalogue });
  await app.register(webRoutes, { webDistDir: config.webDistDir, version: config.version, catalogue });

  return app;
}
