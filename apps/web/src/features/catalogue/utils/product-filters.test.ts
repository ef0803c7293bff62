import {
  PRODUCT_FACET_PARAMETERS as CONTRACT_FACET_PARAMETERS,
  PRODUCT_SORTS as CONTRACT_SORTS,
} from '@spesa/shared/catalogue/product.contract';
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  hasFilterParams,
  LIST_FACET_PARAMETERS,
  PRODUCT_FACET_PARAMETERS,
  PRODUCT_SORTS,
  readFilters,
  SEARCH_FACET_PARAMETERS,
  setFlag,
  setSort,
  toggleFacetValue,
  writeFilters,
} from './product-filters';

const onPage3 = { ...EMPTY_FILTERS, page: 3 };

describe('product filters', () => {
  it('mirror the sorts and facet parameters of the products contract', () => {
    expect(PRODUCT_SORTS).toEqual(CONTRACT_SORTS);
    expect(PRODUCT_FACET_PARAMETERS).toEqual(CONTRACT_FACET_PARAMETERS);
  });

  it('read from the address and write back the same address', () => {
    const params = new URLSearchParams(
      'q=latte&brand=Granarolo&brand=Parmalat&promo=true&new_product=true&sort=price_asc&page=2',
    );
    const filters = readFilters(params, SEARCH_FACET_PARAMETERS);

    expect(filters).toEqual({
      facets: { brand: ['Granarolo', 'Parmalat'] },
      sort: 'price_asc',
      promo: true,
      onlyNew: true,
      preferred: false,
      page: 2,
    });
    expect(writeFilters(filters, SEARCH_FACET_PARAMETERS, params).toString()).toBe(params.toString());
  });

  it('ignore unknown sorts, bad pages and parameters that are not facets of the list', () => {
    const filters = readFilters(
      new URLSearchParams('sort=cheapest&page=-4&utm_source=mail&parent_category_id=7'),
      LIST_FACET_PARAMETERS,
    );
    expect(filters).toEqual(EMPTY_FILTERS);
  });

  it('keep a plain list address plain', () => {
    expect(writeFilters(EMPTY_FILTERS, LIST_FACET_PARAMETERS).toString()).toBe('');
    expect(hasFilterParams(new URLSearchParams('categoryId=3'), LIST_FACET_PARAMETERS)).toBe(false);
    expect(hasFilterParams(new URLSearchParams('page=2'), LIST_FACET_PARAMETERS)).toBe(true);
  });

  it('go back to page 1 when a facet, promo, new or preferred changes (spec §4)', () => {
    expect(toggleFacetValue(onPage3, 'brand', 'Granarolo')).toMatchObject({
      facets: { brand: ['Granarolo'] },
      page: 1,
    });
    expect(setFlag(onPage3, 'promo', true)).toMatchObject({ promo: true, page: 1 });
    expect(setFlag(onPage3, 'onlyNew', true)).toMatchObject({ onlyNew: true, page: 1 });
    expect(setFlag(onPage3, 'preferred', true)).toMatchObject({ preferred: true, page: 1 });
  });

  it('start a new order from the first page', () => {
    expect(setSort(onPage3, 'name_asc')).toMatchObject({ sort: 'name_asc', page: 1 });
  });

  it('combine brands, but narrow a search to one department at a time', () => {
    const twoBrands = toggleFacetValue(toggleFacetValue(EMPTY_FILTERS, 'brand', 'A'), 'brand', 'B');
    expect(twoBrands.facets.brand).toEqual(['A', 'B']);
    expect(toggleFacetValue(twoBrands, 'brand', 'A').facets).toEqual({ brand: ['B'] });

    const dairy = toggleFacetValue(EMPTY_FILTERS, 'parent_category_id', '4');
    expect(toggleFacetValue(dairy, 'parent_category_id', '9').facets).toEqual({ parent_category_id: ['9'] });
  });

  it('clear every facet and flag but keep the order', () => {
    const busy = setSort(setFlag(toggleFacetValue(onPage3, 'brand', 'A'), 'promo', true), 'price_desc');
    expect(countActiveFilters(busy)).toBe(2);
    expect(clearFilters(busy)).toEqual({ ...EMPTY_FILTERS, sort: 'price_desc' });
  });
});
