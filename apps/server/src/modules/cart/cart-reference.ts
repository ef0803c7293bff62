import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogueRecords, CategoryRecord } from './catalogue-records.js';
import * as repo from './cart.repository.js';

/** The tenant's data every cart answer reads and nobody writes while serving: categories, limits, bags. */
export interface CartReference {
  categories: CategoryRecord[];
  categoriesById: Map<number, CategoryRecord>;
  parentOf: Map<number, number | null>;
  limits: repo.PurchaseLimitRecord[];
  packagingTypes: repo.PackagingTypeRecord[];
}

/** Reloaded after this long, so a change made by the seed or by hand in the database shows soon enough. */
const REFERENCE_TTL_MS = 10_000;

export type CartReferenceSource = (tenantId: string) => Promise<CartReference>;

/** Per tenant, loaded once per REFERENCE_TTL_MS instead of four queries in every cart call. */
export function createCartReferenceSource(
  db: Db,
  clock: Clock,
  catalogue: CatalogueRecords,
): CartReferenceSource {
  const loaded = new Map<string, { at: number; reference: Promise<CartReference> }>();

  async function load(tenantId: string): Promise<CartReference> {
    const [categories, limits, packagingTypes] = await Promise.all([
      catalogue.categoryRecords(db, tenantId),
      repo.listPurchaseLimits(db, tenantId),
      repo.listPackagingTypes(db, tenantId),
    ]);
    return {
      categories,
      categoriesById: new Map(categories.map((c) => [c.id, c])),
      parentOf: new Map(categories.map((c) => [c.id, c.parentId])),
      limits,
      packagingTypes,
    };
  }

  return (tenantId) => {
    const now = clock.now();
    const known = loaded.get(tenantId);
    if (known && now - known.at < REFERENCE_TTL_MS && now >= known.at) return known.reference;
    const reference = load(tenantId);
    loaded.set(tenantId, { at: now, reference });
    // A failed load is not kept: the next call tries again.
    reference.catch(() => {
      if (loaded.get(tenantId)?.reference === reference) loaded.delete(tenantId);
    });
    return reference;
  };
}
