import type { Db } from '../../db/database.js';
import type { SearchService } from '../search/search.service.js';
import type { CatalogueCache } from './catalogue-cache.js';

/** What the catalogue's use cases share: built once by createCatalogueService. */
export interface CatalogueContext {
  db: Db;
  search: SearchService;
  cache: CatalogueCache;
  /** Budget of serialised products kept per tenant and catalogue version (see CatalogueServiceDeps). */
  productCacheBytes: number;
}
