import { z } from 'zod';
import { productSchema } from './product.contract';

/**
 * How a category block is drawn. spec §2 "Other widgets" and Routes: the home page is the category with
 * slug `home` and these blocks, in `position` order.
 * - `BannerSlider`: a carousel of banner proposals (images made for mobile and desktop).
 * - `ProductSlider`: a carousel of products; `metaData.category_block_products.QUERY` are the GET /products
 *   parameters that fill it (GET /category-block/info answers them already resolved in `products`).
 * - `ProposalGrid`: proposals as a grid of tiles.
 * - `ProposalSlider`: proposals as a carousel (spec §2: one slide per view under 960 px, autoplay, spacing 20).
 */
export const CATEGORY_BLOCK_TEMPLATES = [
  'BannerSlider',
  'ProductSlider',
  'ProposalGrid',
  'ProposalSlider',
] as const;
export type CategoryBlockTemplate = (typeof CATEGORY_BLOCK_TEMPLATES)[number];

/** Where a block sits on a page that has several slots, e.g. the timeslot selector (spec §2). */
export const CATEGORY_BLOCK_SLOTS = ['header', 'middle', 'footer'] as const;
export type CategoryBlockSlot = (typeof CATEGORY_BLOCK_SLOTS)[number];

/** spec §3: Promotional proposal. */
export const proposalSchema = z.object({
  proposalId: z.number().int(),
  name: z.string(),
  /** Alternative text of the image. */
  descr: z.string(),
  slug: z.string(),
  /** Where a tap leads: an internal route such as `/category/bevande`, or an https address. */
  proposalUrl: z.string(),
  /** The desktop image, for clients that know only one. */
  img: z.string(),
  metaData: z.object({
    category_proposal_type: z.object({
      IMAGE_MOBILE: z.string(),
      IMAGE_DESKTOP: z.string(),
      /** Call-to-action text drawn on the banner, when it has one. */
      BTN_TEXT: z.string().optional(),
    }),
  }),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** The GET /products parameters of a product slider. */
export const productSliderQuerySchema = z.object({
  parent_category_id: z.number().int().optional(),
  promo: z.boolean().optional(),
  new_product: z.boolean().optional(),
  page_size: z.number().int().min(1).max(48),
});
export type ProductSliderQuery = z.infer<typeof productSliderQuerySchema>;

export const categoryBlockSchema = z.object({
  categoryBlockId: z.number().int(),
  categoryId: z.number().int(),
  position: z.number().int(),
  templateBlock: z.object({ code: z.enum(CATEGORY_BLOCK_TEMPLATES) }),
  metaData: z.object({
    category_block_header: z
      .object({
        TITLE: z.string(),
        SUBTITLE: z.string().optional(),
        /** A "see all" link under the title. */
        LINK_TEXT: z.string().optional(),
        LINK_URL: z.string().optional(),
      })
      .optional(),
    category_block_slot: z.enum(CATEGORY_BLOCK_SLOTS).optional(),
    category_block_slider: z
      .object({
        SLIDES_PER_VIEW_MOBILE: z.number(),
        SLIDES_PER_VIEW_DESKTOP: z.number(),
        /** The width in px under which SLIDES_PER_VIEW_MOBILE applies. */
        MOBILE_BREAKPOINT: z.number().int(),
        SPACE_BETWEEN: z.number().int(),
        AUTOPLAY: z.boolean(),
        AUTOPLAY_DELAY_MS: z.number().int(),
      })
      .optional(),
    category_block_products: z.object({ QUERY: productSliderQuerySchema }).optional(),
  }),
  /** Empty for product sliders. */
  proposals: z.array(proposalSchema),
});
export type CategoryBlock = z.infer<typeof categoryBlockSchema>;

export const categoryBlockInfoQuerySchema = z.object({
  categoryBlockId: z.coerce.number().int().positive(),
  hash: z.string().max(100).optional(),
});
export type CategoryBlockInfoQuery = z.infer<typeof categoryBlockInfoQuerySchema>;

/** `data` of GET /category-block/info: the block, with the products of a product slider resolved. */
export const categoryBlockInfoDataSchema = categoryBlockSchema.extend({
  products: z.array(productSchema).optional(),
});
export type CategoryBlockInfoData = z.infer<typeof categoryBlockInfoDataSchema>;
