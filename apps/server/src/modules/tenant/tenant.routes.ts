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
}> = async (app, { version, contentUrls }) => {
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
        toPublicConfig(request.tenant, version, contentUrls?.get(request.tenant.code)),
        request.sessionUser ?? ANONYMOUS,
      ),
  );
};
