import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SearchService } from '../search/search.service.js';
import type { CatalogueCache } from './catalogue-cache.js';

/** What the catalogue's use cases share: built once by createCatalogueService. */
export interface CatalogueContext {
  db: Db;
  search: SearchService;
  cache: CatalogueCache;
  /** Promotions apply by this clock's time (promotion-window.ts). */
  clock: Clock;
  /** Budget of serialised products kept per tenant and catalogue version (see CatalogueServiceDeps). */
  productCacheBytes: number;
}
