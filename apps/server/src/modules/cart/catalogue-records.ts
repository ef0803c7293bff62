import type { Db } from '../../db/database.js';
import type { MapperContext, toApiProduct } from '../catalogue/product-mapper.js';

export type ProductRecord = Parameters<typeof toApiProduct>[0];
export type CategoryRecord = MapperContext['categoriesById'] extends ReadonlyMap<number, infer C> ? C : never;

/** What the cart reads of the catalogue, in the executor it is given (a cart transaction on SQLite). */
export interface CatalogueRecords {
  productRecordsByIds(executor: Db, tenantId: string, ids: readonly number[]): Promise<ProductRecord[]>;
  categoryRecords(executor: Db, tenantId: string): Promise<CategoryRecord[]>;
}
