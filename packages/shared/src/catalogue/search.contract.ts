import { z } from 'zod';
import { productSchema } from './product.contract';

/** GET /search/autocomplete: what the top-bar search field shows while the shopper types (spec §2). */
export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  /** Restrict the products and categories to this category and its descendants. */
  parent_category_id: z.coerce.number().int().positive().optional(),
  /** How many products, at most. */
  products: z.coerce.number().int().min(0).max(12).default(5),
  /** How many categories, at most. */
  categories: z.coerce.number().int().min(0).max(10).default(5),
  hash: z.string().max(100).optional(),
  skip_cache: z.string().max(10).optional(),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const autocompleteCategorySchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  itemUrl: z.string(),
  /** The parent's name, to tell apart categories of the same name; absent for a department. */
  parentName: z.string().optional(),
  productCount: z.number().int(),
});
export type AutocompleteCategory = z.infer<typeof autocompleteCategorySchema>;

export const autocompleteDataSchema = z.object({
  /** The query as received. */
  query: z.string(),
  /** As in GET /products: the words actually searched when some were corrected or completed. */
  correctedQuery: z.string().optional(),
  /** As in GET /products: "forse cercavi", when nothing matches. */
  suggestion: z.string().optional(),
  /** Completions of the word being typed, most frequent first, as written in the catalogue (accents kept). */
  words: z.array(z.string()),
  categories: z.array(autocompleteCategorySchema),
  /** The best matches, as GET /products?q= would list them first. */
  products: z.array(productSchema),
  /** How many products match in all (GET /products?q= pages through them). */
  totItems: z.number().int(),
});
export type AutocompleteData = z.infer<typeof autocompleteDataSchema>;
