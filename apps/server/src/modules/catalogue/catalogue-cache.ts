import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { dataJsonLength, type DataJson } from '../../lib/json-bytes.js';
import * as repo from './catalogue.repository.js';
import { loadTenantCatalogue, type TenantCatalogue } from './tenant-catalogue.js';

/**
 * How long a process trusts its idea of a tenant's catalogue version before asking the database again: the
 * fallback of the change feed (lib/change-feed.ts), which makes a process forget the version at once.
 */
const VERSION_TTL_MS = 5_000;

export interface CatalogueCache {
  /**
   * The tenant's catalogue at its current version, loaded once per version and process, and again when a
   * promotion starts or stops applying (promotion-window.ts): an expiring promotion stops at its end even when
   * nothing was written.
   */
  catalogue(tenantId: string): Promise<TenantCatalogue>;
  /**
   * A serialised answer by key (keys carry tenant and catalogue version). `skip` (the skip_cache parameter):
   * neither read nor fill the cache.
   */
  cached<T extends DataJson>(key: string, skip: boolean, build: () => Promise<T>): Promise<T>;
  /**
   * The stamp of the catalogue `catalogue()` would answer from now, when this process knows it without asking
   * the database (version checked within its time to live, catalogue loaded, prices still holding); else
   * undefined. A stamp names one loaded catalogue and is never reused.
   */
  knownStamp(tenantId: string): string | undefined;
  /** The tenant's catalogue changed (every tenant's when undefined): its version is read again. */
  forgetVersion(tenantId: string | undefined): void;
}

interface TreeEntry {
  tree: Promise<TenantCatalogue>;
  /** The catalogue once loaded. */
  loaded?: TenantCatalogue;
  from: number;
  until: number;
}

export function createCatalogueCache(deps: { db: Db; clock: Clock }): CatalogueCache {
  const { db, clock } = deps;
  const versions = new Map<string, { version: number; checkedAt: number }>();
  const trees = new Map<string, TreeEntry>();
  const answers = new LRUCache<string, DataJson>({
    max: 5_000,
    maxSize: 200 * 1024 * 1024,
    sizeCalculation: (v) => dataJsonLength(v) + 1,
  });

  async function currentVersion(tenantId: string): Promise<number> {
    const now = clock.now();
    const known = versions.get(tenantId);
    if (known && now - known.checkedAt < VERSION_TTL_MS) return known.version;
    const version = await repo.catalogueVersion(db, tenantId);
    versions.set(tenantId, { version, checkedAt: now });
    return version;
  }

  return {
    async catalogue(tenantId) {
      const version = await currentVersion(tenantId);
      const key = `${tenantId}:${version}`;
      const now = clock.now();
      const known = trees.get(key);
      if (known && known.from <= now && now < known.until) return known.tree;
      const entry: TreeEntry = {
        tree: loadTenantCatalogue(db, tenantId, version, now),
        from: -Infinity,
        until: Infinity,
      };
      entry.tree.then(
        (cat) => {
          entry.loaded = cat;
          entry.from = cat.pricesHold.from ?? -Infinity;
          entry.until = cat.pricesHold.until ?? Infinity;
        },
        () => {
          if (trees.get(key) === entry) trees.delete(key);
        },
      );
      for (const k of trees.keys()) if (k.startsWith(`${tenantId}:`)) trees.delete(k);
      trees.set(key, entry);
      return entry.tree;
    },

    knownStamp(tenantId) {
      const known = versions.get(tenantId);
      const now = clock.now();
      if (!known || now - known.checkedAt >= VERSION_TTL_MS) return undefined;
      const entry = trees.get(`${tenantId}:${known.version}`);
      if (!entry?.loaded || now < entry.from || now >= entry.until) return undefined;
      return entry.loaded.stamp;
    },

    forgetVersion(tenantId) {
      if (tenantId === undefined) versions.clear();
      else versions.delete(tenantId);
    },

    async cached<T extends DataJson>(key: string, skip: boolean, build: () => Promise<T>): Promise<T> {
      if (skip) return build();
      // A key names one kind of answer, built by one function: what it holds is what that function returns.
      const hit = answers.get(key) as T | undefined;
      if (hit !== undefined) return hit;
      const value = await build();
      answers.set(key, value);
      return value;
    },
  };
}
