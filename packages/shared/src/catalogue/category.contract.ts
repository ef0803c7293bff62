import { z } from 'zod';
import { categoryBlockSchema, type CategoryBlock } from './category-block.contract';

/** spec §3: metaData.category_info. */
export const categoryInfoSchema = z.object({
  TITLE: z.string().optional(),
  /** The line under the title of a content page (spec §2, timeslot selector header). */
  SUBTITLE: z.string().optional(),
  DESCRIPTION: z.string().optional(),
  MENU_IMAGE: z.string().optional(),
  ICON: z.string().optional(),
  HIDE_IN_MENU: z.boolean().optional(),
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;

export interface CategoryNode {
  categoryId: number;
  parentId: number;
  name: string;
  /** Hierarchical, e.g. `frutta-e-verdura/frutta-fresca/mele`. */
  slug: string;
  itemUrl: string;
  level: number;
  productCount?: number;
  metaData: { category_info: CategoryInfo };
  /** API-COMPAT: a leaf has no `categories` key at all. */
  categories?: CategoryNode[];
  /** Only on a category asked for by slug or id, and only when it has content blocks (e.g. `home`). */
  categoryBlocks?: CategoryBlock[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    parentId: z.number().int(),
    name: z.string(),
    slug: z.string(),
    itemUrl: z.string(),
    level: z.number().int(),
    productCount: z.number().int().optional(),
    metaData: z.object({ category_info: categoryInfoSchema }),
    categories: z.array(categoryNodeSchema).optional(),
    categoryBlocks: z.array(categoryBlockSchema).optional(),
  }),
);

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const categoryQuerySchema = z.object({
  filtered: booleanish.optional(),
  depth: z.coerce.number().int().min(0).max(10).optional(),
  slug: z.string().max(300).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  hash: z.string().max(100).optional(),
  /**
   * Search the category names (autocomplete): `data` is then the ROOT node whose `categories` are the matching
   * categories, best first, each without children.
   */
  q: z.string().trim().max(100).optional(),
  skip_cache: z.string().max(10).optional(),
  show_sectors: z.string().max(10).optional(),
});
export type CategoryQuery = z.infer<typeof categoryQuerySchema>;
