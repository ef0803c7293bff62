import type {
  PRODUCT_FACET_PARAMETERS as CONTRACT_FACET_PARAMETERS,
  ProductSort,
} from '@spesa/shared/catalogue/product.contract';

/**
 * The contract's PRODUCT_SORTS and PRODUCT_FACET_PARAMETERS as plain values: importing them would bring the
 * contract's zod schemas (about 23 kB gzip) into the landing bundle. A test keeps the two equal.
 */
export const PRODUCT_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'name_asc',
  'price_um_asc',
] as const satisfies readonly ProductSort[];
export const PRODUCT_FACET_PARAMETERS = {
  brand: 'brand',
  sellingType: 'selling_type',
  promo: 'promo',
  newProduct: 'new_product',
  category: 'parent_category_id',
  attribute: 'attribute',
  price: 'price',
} as const satisfies typeof CONTRACT_FACET_PARAMETERS;

/** spec §3 "Filters state" (the category and the page size travel beside it). */
export interface ProductFilters {
  /** Selected value ids per facet `parameterName`. */
  facets: Readonly<Record<string, readonly string[]>>;
  sort: ProductSort;
  promo: boolean;
  onlyNew: boolean;
  preferred: boolean;
  page: number;
}

export type ProductFilterFlag = 'promo' | 'onlyNew' | 'preferred';

export const DEFAULT_SORT: ProductSort = 'relevance';

export const EMPTY_FILTERS: ProductFilters = {
  facets: {},
  sort: DEFAULT_SORT,
  promo: false,
  onlyNew: false,
  preferred: false,
  page: 1,
};

/** The URL uses the API's own parameter names, so a filtered address reads like its GET /products call. */
export const FLAG_PARAMETERS: Record<ProductFilterFlag, string> = {
  promo: PRODUCT_FACET_PARAMETERS.promo,
  onlyNew: PRODUCT_FACET_PARAMETERS.newProduct,
  preferred: 'preferred',
};
const SORT_PARAMETER = 'sort';
const PAGE_PARAMETER = 'page';

/** The facets of a category page; promo and new_product are flags with toggles of their own. */
export const LIST_FACET_PARAMETERS: readonly string[] = [
  PRODUCT_FACET_PARAMETERS.attribute,
  PRODUCT_FACET_PARAMETERS.price,
  PRODUCT_FACET_PARAMETERS.brand,
  PRODUCT_FACET_PARAMETERS.sellingType,
];
/** Search results can also narrow to a department. */
export const SEARCH_FACET_PARAMETERS: readonly string[] = [
  ...LIST_FACET_PARAMETERS,
  PRODUCT_FACET_PARAMETERS.category,
];

/** The department and the price band are one at a time; the other facets combine their values. */
export function isSingleChoiceFacet(parameterName: string): boolean {
  return (
    parameterName === PRODUCT_FACET_PARAMETERS.category || parameterName === PRODUCT_FACET_PARAMETERS.price
  );
}

const isSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.some((sort) => sort === value);

const isOn = (value: string | null) => value === 'true' || value === '1';

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAMETER));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function readFilters(params: URLSearchParams, facetParameters: readonly string[]): ProductFilters {
  const facets: Record<string, string[]> = {};
  for (const name of facetParameters) {
    const values = [...new Set(params.getAll(name).filter(Boolean))];
    if (values.length > 0) facets[name] = isSingleChoiceFacet(name) ? values.slice(0, 1) : values;
  }
  const sort = params.get(SORT_PARAMETER);
  return {
    facets,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    promo: isOn(params.get(FLAG_PARAMETERS.promo)),
    onlyNew: isOn(params.get(FLAG_PARAMETERS.onlyNew)),
    preferred: isOn(params.get(FLAG_PARAMETERS.preferred)),
    page: readPage(params),
  };
}

/** Any filter, sort or page in the address (anything that makes it differ from the plain list). */
export function hasFilterParams(params: URLSearchParams, facetParameters: readonly string[]): boolean {
  return [...facetParameters, ...Object.values(FLAG_PARAMETERS), SORT_PARAMETER, PAGE_PARAMETER].some(
    (name) => params.has(name),
  );
}

/** The filters written into `base` (other parameters, such as the search query, are kept). */
export function writeFilters(
  filters: ProductFilters,
  facetParameters: readonly string[],
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of [
    ...facetParameters,
    ...Object.values(FLAG_PARAMETERS),
    SORT_PARAMETER,
    PAGE_PARAMETER,
  ]) {
    params.delete(name);
  }
  for (const name of facetParameters) {
    for (const value of [...(filters.facets[name] ?? [])].sort()) params.append(name, value);
  }
  for (const flag of Object.keys(FLAG_PARAMETERS) as ProductFilterFlag[]) {
    if (filters[flag]) params.set(FLAG_PARAMETERS[flag], 'true');
  }
  if (filters.sort !== DEFAULT_SORT) params.set(SORT_PARAMETER, filters.sort);
  if (filters.page > 1) params.set(PAGE_PARAMETER, String(filters.page));
  return params;
}

export function withPage(filters: ProductFilters, page: number): ProductFilters {
  return { ...filters, page };
}

/** spec §4: changing a facet resets the page to 1. */
export function toggleFacetValue(
  filters: ProductFilters,
  parameterName: string,
  valueId: string,
): ProductFilters {
  const current = filters.facets[parameterName] ?? [];
  const isSelected = current.includes(valueId);
  let next: string[];
  if (isSelected) next = current.filter((value) => value !== valueId);
  else next = isSingleChoiceFacet(parameterName) ? [valueId] : [...current, valueId];
  const facets = { ...filters.facets };
  if (next.length > 0) facets[parameterName] = next;
  else delete facets[parameterName];
  return { ...filters, facets, page: 1 };
}

/** spec §4: changing promo, new or preferred resets the page to 1. */
export function setFlag(
  filters: ProductFilters,
  flag: ProductFilterFlag,
  isOnValue: boolean,
): ProductFilters {
  return { ...filters, [flag]: isOnValue, page: 1 };
}

/** A new order starts from the top of the list, as on every grocery site. */
export function setSort(filters: ProductFilters, sort: ProductSort): ProductFilters {
  return { ...filters, sort, page: 1 };
}

/** Drops every facet and flag; the sort stays, the page goes back to 1. */
export function clearFilters(filters: ProductFilters): ProductFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

export function countActiveFilters(filters: ProductFilters): number {
  const facetCount = Object.values(filters.facets).reduce((sum, values) => sum + values.length, 0);
  return facetCount + Number(filters.promo) + Number(filters.onlyNew) + Number(filters.preferred);
}
