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
