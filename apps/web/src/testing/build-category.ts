import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';

let nextId = 1000;

export function buildCategory(
  name: string,
  options: {
    slug?: string;
    hidden?: boolean;
    children?: CategoryNode[];
    parentId?: number;
    level?: number;
  } = {},
): CategoryNode {
  const slug = options.slug ?? name.toLowerCase().replace(/\s+/g, '-');
  const node: CategoryNode = {
    categoryId: nextId++,
    parentId: options.parentId ?? 0,
    name,
    slug,
    itemUrl: `/${slug}`,
    level: options.level ?? 1,
    metaData: {
      category_info: { TITLE: name, DESCRIPTION: `Tutto il reparto ${name}`, HIDE_IN_MENU: options.hidden },
    },
  };
  if (options.children) node.categories = options.children;
  return node;
}

export function buildCategoryRoot(departments: CategoryNode[]): CategoryNode {
  return {
    categoryId: 1,
    parentId: 0,
    name: 'ROOT',
    slug: '',
    itemUrl: '/',
    level: 0,
    metaData: { category_info: {} },
    categories: departments,
  };
}
