import type { Facet, Product, ProductsData } from '@spesa/shared/catalogue/product.contract';

export function buildProductsData(
  products: Product[],
  options: {
    facets?: Facet[];
    page?: number;
    totItems?: number;
    correctedQuery?: string;
    suggestion?: string;
  } = {},
): ProductsData {
  const totItems = options.totItems ?? products.length;
  return {
    products,
    page: { selPage: options.page ?? 1, totPages: Math.ceil(totItems / 24), totItems, itemsPerPage: 24 },
    facets: options.facets ?? [],
    ...(options.correctedQuery ? { correctedQuery: options.correctedQuery } : {}),
    ...(options.suggestion ? { suggestion: options.suggestion } : {}),
  };
}

export const BRAND_FACET: Facet = {
  name: 'Marca',
  parameterName: 'brand',
  values: [
    { id: 'Melinda', name: 'Melinda', count: 2, selected: false },
    { id: 'Zespri', name: 'Zespri', count: 1, selected: false },
  ],
};

export const PROMO_FACET: Facet = {
  name: 'Offerte',
  parameterName: 'promo',
  values: [{ id: 'true', name: 'In offerta', count: 14, selected: false }],
};
