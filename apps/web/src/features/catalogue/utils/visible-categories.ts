import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';

/** spec §2: the menus hide categories flagged HIDE_IN_MENU. */
export function visibleCategories(nodes: readonly CategoryNode[] | undefined): CategoryNode[] {
  return (nodes ?? []).filter((node) => !node.metaData?.category_info?.HIDE_IN_MENU);
}

/** The departments down to `slug` (slugs are hierarchical, e.g. `frutta-e-verdura/frutta-fresca`). */
export function findCategoryPath(root: CategoryNode | undefined, slug: string): CategoryNode[] {
  const path: CategoryNode[] = [];
  let nodes = root?.categories;
  while (nodes) {
    const next = nodes.find((node) => slug === node.slug || slug.startsWith(`${node.slug}/`));
    if (!next) break;
    path.push(next);
    if (next.slug === slug) return path;
    nodes = next.categories;
  }
  return path.at(-1)?.slug === slug ? path : [];
}

/**
 * spec §2 `/category/*?categoryId=`: a subcategory (at any depth) of the category narrows its list; any other
 * id, or none, lists the whole category, never an error.
 */
export function listedCategoryId(category: CategoryNode, asked: string | null): number {
  const id = Number(asked);
  const holds = (nodes?: CategoryNode[]): boolean =>
    !!nodes?.some((node) => node.categoryId === id || holds(node.categories));
  return holds(category.categories) ? id : category.categoryId;
}
