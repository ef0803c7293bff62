import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { tenantPublicConfigSchema } from '@spesa/shared/tenant/tenant-config.contract';
import { toPublicConfig } from '@spesa/tenants/tenants';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';

export const tenantRoutes: FastifyPluginAsync<{ version: string }> = async (app, { version }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tenant/config',
    {
      schema: {
        tags: ['tenant'],
        summary: "The chain's public texts, settings and theme",
        response: { 200: envelopeSchema(tenantPublicConfigSchema) },
      },
    },
    async (request) => envelope(toPublicConfig(request.tenant, version), request.sessionUser ?? ANONYMOUS),
  );
};
