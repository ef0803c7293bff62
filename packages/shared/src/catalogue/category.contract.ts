import { z } from 'zod';
import { categoryBlockSchema, type CategoryBlock } from './category-block.contract';
import { emptyAsAbsent } from './product.contract';

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
  /** Absent on a department: tree walkers stop going up there (API-COMPAT "Learned from clients"). */
  parentId?: number;
  name: string;
  /** Hierarchical, e.g. `frutta-e-verdura/frutta-fresca/mele`. */
  slug: string;
  itemUrl: string;
  level: number;
  productCount?: number;
  metaData: { category_info: CategoryInfo };
  /**
   * API-COMPAT: a leaf has no `categories` key at all; a special page of the tree (home, timeslot selector)
   * carries an empty list, so a client walking the departments finds the key on each of them.
   */
  categories?: CategoryNode[];
  /** The category asked for by slug or id: `categories` again, for clients of the older shape (API-COMPAT). */
  children?: CategoryNode[];
  /** Only on a category asked for by slug or id, and only when it has content blocks (e.g. `home`). */
  categoryBlocks?: CategoryBlock[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    parentId: z.number().int().optional(),
    name: z.string(),
    slug: z.string(),
    itemUrl: z.string(),
    level: z.number().int(),
    productCount: z.number().int().optional(),
    metaData: z.object({ category_info: categoryInfoSchema }),
    categories: z.array(categoryNodeSchema).optional(),
    children: z.array(categoryNodeSchema).optional(),
    categoryBlocks: z.array(categoryBlockSchema).optional(),
  }),
);

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** API-COMPAT: an empty parameter is the same as an absent one, as on GET /products. */
export const categoryQuerySchema = z.object({
  filtered: emptyAsAbsent(booleanish.optional()),
  depth: emptyAsAbsent(z.coerce.number().int().min(0).max(10).optional()),
  slug: emptyAsAbsent(z.string().max(300).optional()),
  categoryId: emptyAsAbsent(z.coerce.number().int().positive().optional()),
  hash: z.string().max(100).optional(),
  /**
   * Search the category names (autocomplete): `data` is then the ROOT node whose `categories` are the matching
   * categories, best first, each without children.
   */
  q: emptyAsAbsent(z.string().trim().max(100).optional()),
  skip_cache: z.string().max(10).optional(),
  show_sectors: z.string().max(10).optional(),
});
export type CategoryQuery = z.infer<typeof categoryQuerySchema>;
