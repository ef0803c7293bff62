import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeedProductImage } from '../../db/seed/catalogue/seed-catalogue.types.js';
import { NotFoundError } from '../../lib/domain-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { loadEmojiIcon } from '../../lib/emoji-icons.js';
import { renderProductImage } from './product-image.js';

const ONE_DAY_S = 24 * 60 * 60;

export const mediaRoutes: FastifyPluginAsync<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/media/product/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/) }) } },
    async (request, reply) => {
      const code = request.params.file.slice(0, -'.svg'.length);
      const product = await catalogue.productImage(request.tenant.code, code);
      if (!product) throw new NotFoundError('Immagine non trovata.');
      const image = JSON.parse(product.image) as SeedProductImage;
      const svg = renderProductImage(image, loadEmojiIcon(image.icon) ?? '', product.name);
      return reply
        .header('cache-control', `public, max-age=${ONE_DAY_S}`)
        .header('vary', 'Host')
        .type('image/svg+xml')
        .send(svg);
    },
  );

  r.get(
    '/media/icon/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) }) } },
    async (request, reply) => {
      const body = loadEmojiIcon(request.params.file.slice(0, -'.svg'.length));
      if (!body) throw new NotFoundError('Icona non trovata.');
      return reply
        .header('cache-control', `public, max-age=${ONE_DAY_S * 7}`)
        .type('image/svg+xml')
        .send(
          `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${body}</svg>`,
        );
    },
  );
};
