import { describe, expect, it } from 'vitest';
import { buildCategory, buildCategoryRoot } from '../../../testing/build-category';
import { findCategoryPath, visibleCategories } from './visible-categories';

describe('category helpers', () => {
  it('keep only the categories not flagged HIDE_IN_MENU', () => {
    const names = visibleCategories([
      buildCategory('Pane'),
      buildCategory('Nascosta', { hidden: true }),
      buildCategory('Latte'),
    ]).map((node) => node.name);
    expect(names).toEqual(['Pane', 'Latte']);
  });

  it('find the departments above a hierarchical slug', () => {
    const apples = buildCategory('Mele', { slug: 'frutta/fresca/mele', level: 3 });
    const fresh = buildCategory('Fresca', { slug: 'frutta/fresca', level: 2, children: [apples] });
    const root = buildCategoryRoot([
      buildCategory('Frutta-secca', { slug: 'frutta-secca' }),
      buildCategory('Frutta', { slug: 'frutta', children: [fresh] }),
    ]);

    expect(findCategoryPath(root, 'frutta/fresca/mele').map((node) => node.name)).toEqual([
      'Frutta',
      'Fresca',
      'Mele',
    ]);
    expect(findCategoryPath(root, 'frutta/sconosciuta')).toEqual([]);
  });
});
