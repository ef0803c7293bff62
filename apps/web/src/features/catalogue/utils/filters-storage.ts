import { EMPTY_FILTERS, PRODUCT_SORTS, type ProductFilters } from './product-filters';

/** spec §4: the filters and the category persist in local storage (each chain has its own origin). */
const STORAGE_KEY = 'spesa.catalogueFilters';

export interface StoredFilters {
  categoryId: number;
  filters: ProductFilters;
}

function isStringArrayRecord(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (values) => Array.isArray(values) && values.every((item) => typeof item === 'string'),
    )
  );
}

/** What another version of the app (or a curious shopper) left there is checked, never trusted. */
function parseStoredFilters(raw: unknown): StoredFilters | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { categoryId, filters } = raw as { categoryId?: unknown; filters?: Partial<ProductFilters> };
  if (typeof categoryId !== 'number' || typeof filters !== 'object' || filters === null) return null;
  const page = Number(filters.page);
  return {
    categoryId,
    filters: {
      facets: isStringArrayRecord(filters.facets) ? filters.facets : {},
      sort: PRODUCT_SORTS.find((sort) => sort === filters.sort) ?? EMPTY_FILTERS.sort,
      promo: filters.promo === true,
      onlyNew: filters.onlyNew === true,
      preferred: filters.preferred === true,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    },
  };
}

export function readStoredFilters(storage: Storage = window.localStorage): StoredFilters | null {
  try {
    const text = storage.getItem(STORAGE_KEY);
    return text ? parseStoredFilters(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function storeFilters(
  categoryId: number,
  filters: ProductFilters,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ categoryId, filters } satisfies StoredFilters));
  } catch {
    // Private browsing or a full storage: the filters still live in the address.
  }
}
