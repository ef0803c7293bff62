/**
 * The grocery characteristics a product can have (the "Caratteristiche" filters of a listing), each one bit of
 * the product's stored `attributes`. The API answers them as the product's `productClasses` (id and name), and
 * a listing filters by them with the repeated `attribute` parameter (every chosen one must hold).
 * Plain values, no zod: the web app reads them too.
 */
export const PRODUCT_ATTRIBUTES = [
  { key: 'bio', productClassId: 1, name: 'Bio' },
  { key: 'senza_glutine', productClassId: 2, name: 'Senza glutine' },
  { key: 'senza_lattosio', productClassId: 3, name: 'Senza lattosio' },
  { key: 'vegano', productClassId: 4, name: 'Vegano' },
  { key: 'dop_igp', productClassId: 5, name: 'DOP/IGP' },
  { key: 'made_in_italy', productClassId: 6, name: 'Made in Italy' },
  { key: 'surgelato', productClassId: 7, name: 'Surgelati' },
] as const;

export type ProductAttributeKey = (typeof PRODUCT_ATTRIBUTES)[number]['key'];

export const PRODUCT_ATTRIBUTE_KEYS = PRODUCT_ATTRIBUTES.map((a) => a.key) as [
  ProductAttributeKey,
  ...ProductAttributeKey[],
];

/** The bit of an attribute in a product's `attributes`. */
export function attributeBit(key: ProductAttributeKey): number {
  return 1 << PRODUCT_ATTRIBUTES.findIndex((a) => a.key === key);
}

/** The bits of these attributes together. */
export function attributeMask(keys: readonly ProductAttributeKey[]): number {
  return keys.reduce((mask, key) => mask | attributeBit(key), 0);
}

/** The attributes a product's bits stand for, in the order above. */
export function attributesOfMask(mask: number): (typeof PRODUCT_ATTRIBUTES)[number][] {
  return PRODUCT_ATTRIBUTES.filter((_, bit) => (mask & (1 << bit)) !== 0);
}
