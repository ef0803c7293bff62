import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Spesa storefront API',
          description:
            'The storefront API of Spesa, compatible with the original platform (paths under /ebsn/api).',
          version,
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'X-Ebsn-Session' },
            sessionHeader: { type: 'apiKey', in: 'header', name: 'X-Ebsn-Session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);
