import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { tenantPublicConfigSchema } from '@spesa/shared/tenant/tenant-config.contract';
import { toPublicConfig } from '@spesa/tenants/tenants';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';

export const tenantRoutes: FastifyPluginAsync<{
  version: string;
  /** Chains reading a real WordPress (CONTENT_URLS); the others read the built-in content store. */
  contentUrls?: ReadonlyMap<string, string>;
  /** spec §9: each chain's own site hosts, the domain whitelist of links inside content. */
  siteHosts?: ReadonlyMap<string, readonly string[]>;
  /** spec §2 "Add/edit address": a place-suggestion service (maps key) is configured. */
  placeSearch?: boolean;
}> = async (app, { version, contentUrls, siteHosts, placeSearch = false }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tenant/config',
    {
      schema: {
        tags: ['tenant'],
        summary: "The chain's public texts, settings and theme",
        response: { 200: envelopeSchema(tenantPublicConfigSchema) },
      },
    },
    async (request) =>
      envelope(
        toPublicConfig(
          request.tenant,
          version,
          contentUrls?.get(request.tenant.code),
          siteHosts?.get(request.tenant.code),
          placeSearch,
        ),
        request.sessionUser ?? ANONYMOUS,
      ),
  );
};
