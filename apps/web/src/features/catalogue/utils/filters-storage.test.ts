import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredFilters, storeFilters } from './filters-storage';
import { EMPTY_FILTERS } from './product-filters';

describe('filters in local storage (spec §4)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keep the category and its filters', () => {
    const filters = { ...EMPTY_FILTERS, facets: { brand: ['Melinda'] }, promo: true, page: 2 };
    storeFilters(12, filters);
    expect(readStoredFilters()).toEqual({ categoryId: 12, filters });
  });

  it('never trust what is stored', () => {
    window.localStorage.setItem(
      'spesa.catalogueFilters',
      JSON.stringify({ categoryId: 3, filters: { facets: { brand: 'x' }, sort: 'drop table', page: 'a' } }),
    );
    expect(readStoredFilters()).toEqual({ categoryId: 3, filters: EMPTY_FILTERS });

    window.localStorage.setItem('spesa.catalogueFilters', '{not json');
    expect(readStoredFilters()).toBeNull();
  });
});
