import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GIFT_CODE_SHOPPER_NOT_FOUND_MESSAGE,
  adminProductAvailabilityBodySchema,
  adminProductPageSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  giftCodePageSchema,
  giftCodesQuerySchema,
  adminProductPriceBodySchema,
  giftCodeAssignBodySchema,
  giftCodeCreateBodySchema,
  giftCodeSchema,
  promotionBodySchema,
  promotionEndBodySchema,
} from '@spesa/shared/admin/catalogue-admin.contract';
import { productSchema, type Product } from '@spesa/shared/catalogue/product.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { NotFoundError } from '../../lib/domain-error.js';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { GiftCertificateService } from '../cart/gift-certificate.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { BackInStockService } from '../stock-alerts/back-in-stock.service.js';
import { requireStaff } from './staff-guard.js';
import type { StaffService } from './staff.service.js';

export interface CatalogueAdminRoutesOptions {
  staff: StaffService;
  catalogue: Pick<CatalogueService, 'admin'>;
  /** Availability goes through the back-in-stock alerts: the shoppers waiting for the product are told. */
  backInStock: Pick<BackInStockService, 'changeAvailability'>;
  giftCodes: Pick<GiftCertificateService, 'createCode' | 'assign' | 'listCodes'>;
  shopperIdByEmail: (tenantId: string, email: string) => Promise<number | undefined>;
}

/** The product as the storefront shows it and, for the back-office's screens, as they show it. */
const productAnswer = {
  200: envelopeSchema(z.object({ product: productSchema, adminProduct: adminProductSchema })),
};
const pageAnswer = { 200: envelopeSchema(adminProductPageSchema) };
const giftAnswer = { 200: envelopeSchema(z.object({ giftCode: giftCodeSchema })) };

/** README "Back-office", Catalogue and promotions: the chain admin's prices, promotions and gift codes. */
export const catalogueAdminRoutes: FastifyPluginAsync<CatalogueAdminRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back-office'];
  const { staff, catalogue } = options;
  const answer = async (tenantId: string, product: Product) =>
    envelope(
      { product, adminProduct: await catalogue.admin.adminProduct(tenantId, product.productId) },
      ANONYMOUS,
    );

  // README "Back-office", Catalogue screens: the products by name, the products with a promotion, the codes.
  r.get(
    '/admin/catalogue/products',
    { schema: { tags, querystring: adminProductsQuerySchema, response: pageAnswer } },
    async (request) => {
      const { tenantId } = requireStaff(request);
      return envelope(await catalogue.admin.list(tenantId, request.query, false), ANONYMOUS);
    },
  );
  r.get(
    '/admin/promotions',
    { schema: { tags, querystring: adminProductsQuerySchema, response: pageAnswer } },
    async (request) => {
      const { tenantId } = requireStaff(request);
      return envelope(await catalogue.admin.list(tenantId, request.query, true), ANONYMOUS);
    },
  );
  r.get(
    '/admin/gift-codes',
    {
      schema: {
        tags,
        querystring: giftCodesQuerySchema,
        response: { 200: envelopeSchema(giftCodePageSchema) },
      },
    },
    async (request) => {
      const { tenantId } = requireStaff(request);
      return envelope(await options.giftCodes.listCodes(tenantId, request.query.page), ANONYMOUS);
    },
  );

  r.post(
    '/admin/catalogue/price',
    { schema: { tags, body: adminProductPriceBodySchema, response: productAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const product = await catalogue.admin.setListPrice(principal.tenantId, request.body);
      await staff.audit(principal, 'product.price', `product:${request.body.productId}`, {
        price: request.body.price,
      });
      return answer(principal.tenantId, product);
    },
  );
  r.post(
    '/admin/catalogue/availability',
    { schema: { tags, body: adminProductAvailabilityBodySchema, response: productAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const product = await options.backInStock.changeAvailability(principal.tenantId, request.body);
      await staff.audit(principal, 'product.availability', `product:${request.body.productId}`, {
        available: request.body.available,
      });
      return answer(principal.tenantId, product);
    },
  );
  for (const [url, mode] of [
    ['/admin/promotions', 'create'],
    ['/admin/promotions/edit', 'edit'],
  ] as const) {
    r.post(url, { schema: { tags, body: promotionBodySchema, response: productAnswer } }, async (request) => {
      const principal = requireStaff(request);
      const product = await catalogue.admin.setPromotion(principal.tenantId, request.body, mode);
      const { productId, ...details } = request.body;
      await staff.audit(principal, `promotion.${mode}`, `product:${productId}`, details);
      return answer(principal.tenantId, product);
    });
  }
  r.post(
    '/admin/promotions/end',
    { schema: { tags, body: promotionEndBodySchema, response: productAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const product = await catalogue.admin.endPromotion(principal.tenantId, request.body.productId);
      await staff.audit(principal, 'promotion.end', `product:${request.body.productId}`);
      return answer(principal.tenantId, product);
    },
  );
  r.post(
    '/admin/gift-codes',
    { schema: { tags, body: giftCodeCreateBodySchema, response: giftAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const giftCode = await options.giftCodes.createCode(principal.tenantId, request.body);
      await staff.audit(principal, 'gift_code.create', `gift_code:${giftCode.giftCertificateId}`, {
        ...request.body,
      });
      return envelope({ giftCode }, ANONYMOUS);
    },
  );
  r.post(
    '/admin/gift-codes/assign',
    { schema: { tags, body: giftCodeAssignBodySchema, response: giftAnswer } },
    async (request) => {
      const principal = requireStaff(request);
      const { giftCertificateId, email } = request.body;
      const userId = await options.shopperIdByEmail(principal.tenantId, email);
      if (userId === undefined) throw new NotFoundError(GIFT_CODE_SHOPPER_NOT_FOUND_MESSAGE);
      const giftCode = await options.giftCodes.assign(principal.tenantId, giftCertificateId, userId);
      await staff.audit(principal, 'gift_code.assign', `gift_code:${giftCertificateId}`, { userId });
      return envelope({ giftCode }, ANONYMOUS);
    },
  );
};
