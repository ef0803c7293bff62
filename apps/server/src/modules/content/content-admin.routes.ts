import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMenuItemAnswerSchema,
  adminMenuItemBodySchema,
  adminMenuItemDeleteBodySchema,
  adminMenusSchema,
  adminPostAnswerSchema,
  adminPostCreateBodySchema,
  adminPostEditBodySchema,
  adminPostListQuerySchema,
  adminPostListSchema,
  adminPostStatusBodySchema,
} from '@spesa/shared/admin/content-admin.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import { requireStaff } from '../staff/staff-guard.js';
import type { StaffService } from '../staff/staff.service.js';
import type { ContentAdminService } from './content-admin.service.js';

export interface ContentAdminRoutesOptions {
  staff: StaffService;
  contentAdmin: ContentAdminService;
}

const postAnswer = { 200: envelopeSchema(adminPostAnswerSchema) };
const itemAnswer = { 200: envelopeSchema(adminMenuItemAnswerSchema) };

/**
 * README "Back-office", Content: the content editor and the chain admin write pages, FAQ, flyers, slides and
 * menus of the chain's built-in content store; every change is audited (`content.create|edit|publish|
 * unpublish`, `menu.item.save|delete`).
 */
export const contentAdminRoutes: FastifyPluginAsync<ContentAdminRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back-office'];
  const { staff, contentAdmin } = options;

  r.get(
    '/admin/content/posts',
    {
      schema: {
        tags,
        querystring: adminPostListQuerySchema,
        response: { 200: envelopeSchema(adminPostListSchema) },
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      return envelope({ posts: await contentAdmin.posts(principal.tenantId, request.query.type) }, ANONYMOUS);
    },
  );
  r.get(
    '/admin/content/posts/:postId',
    {
      schema: {
        tags,
        params: z.object({ postId: z.coerce.number().int().positive() }),
        response: postAnswer,
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      return envelope(
        { post: await contentAdmin.post(principal.tenantId, request.params.postId) },
        ANONYMOUS,
      );
    },
  );
  r.post(
    '/admin/content/posts',
    { schema: { tags, body: adminPostCreateBodySchema, response: postAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const post = await contentAdmin.create(principal.tenantId, request.body);
      await staff.audit(principal, 'content.create', `content:${post.id}`, {
        type: post.type,
        slug: post.slug,
      });
      return envelope({ post }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/content/posts/edit',
    { schema: { tags, body: adminPostEditBodySchema, response: postAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const post = await contentAdmin.edit(principal.tenantId, request.body);
      await staff.audit(principal, 'content.edit', `content:${post.id}`, {
        slug: post.slug,
        status: post.status,
      });
      return envelope({ post }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/content/posts/status',
    { schema: { tags, body: adminPostStatusBodySchema, response: postAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const { id, status } = request.body;
      const post = await contentAdmin.setStatus(principal.tenantId, id, status);
      const action = status === 'publish' ? 'content.publish' : 'content.unpublish';
      await staff.audit(principal, action, `content:${id}`);
      return envelope({ post }, ANONYMOUS);
    },
  );
  r.get(
    '/admin/content/menus',
    { schema: { tags, response: { 200: envelopeSchema(adminMenusSchema) } } },
    async (request) => envelope(await contentAdmin.menus(requireStaff(request).tenantId), ANONYMOUS),
  );
  r.post(
    '/admin/content/menus/item',
    { schema: { tags, body: adminMenuItemBodySchema, response: itemAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const item = await contentAdmin.saveMenuItem(principal.tenantId, request.body);
      const { id: _id, ...details } = request.body;
      await staff.audit(principal, 'menu.item.save', `menu_item:${item.id}`, details);
      return envelope({ item }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/content/menus/item/delete',
    {
      schema: {
        tags,
        body: adminMenuItemDeleteBodySchema,
        response: { 200: envelopeSchema(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => {
      const principal = requireStaff(request);
      const { id } = request.body;
      const deleted = await contentAdmin.deleteMenuItem(principal.tenantId, id);
      await staff.audit(principal, 'menu.item.delete', `menu_item:${id}`, { deleted });
      return envelope({ deleted }, ANONYMOUS);
    },
  );
};
