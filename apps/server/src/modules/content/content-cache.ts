import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './content.repository.js';
import { loadContentSnapshot, type ContentSnapshot } from './content-snapshot.js';

/** How long a process trusts its idea of a chain's content version before asking the database again. */
const VERSION_TTL_MS = 5_000;

/** A serialised answer and the headers that go with it (X-WP-Total, X-WP-TotalPages). */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

export interface ContentCache {
  /** The chain's content at its current version, loaded once per version and process. */
  snapshot(tenantId: string): Promise<ContentSnapshot>;
  /** An answer by key, per chain and content version: a content write makes every older answer unreachable. */
  cached(
    tenantId: string,
    key: string,
    build: (snapshot: ContentSnapshot) => CachedAnswer,
  ): Promise<CachedAnswer>;
  /** Told by a write of this process, so its own next read sees the change at once. */
  versionChanged(tenantId: string, version: number): void;
  /** Told by the change feed that another process wrote (every chain when undefined): the version is read again. */
  forgetVersion(tenantId: string | undefined): void;
}

export function createContentCache(deps: { db: Db; clock: Clock }): ContentCache {
  const { db, clock } = deps;
  const versions = new Map<string, { version: number; checkedAt: number }>();
  const snapshots = new Map<string, Promise<ContentSnapshot>>();
  const answers = new LRUCache<string, CachedAnswer>({
    max: 5_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (v) => v.body.length + 64,
  });

  async function currentVersion(tenantId: string): Promise<number> {
    const now = clock.now();
    const known = versions.get(tenantId);
    if (known && now - known.checkedAt < VERSION_TTL_MS) return known.version;
    const version = await repo.contentVersion(db, tenantId);
    versions.set(tenantId, { version, checkedAt: now });
    return version;
  }

  async function snapshot(tenantId: string): Promise<ContentSnapshot> {
    const version = await currentVersion(tenantId);
    const key = `${tenantId}:${version}`;
    let loaded = snapshots.get(key);
    if (!loaded) {
      loaded = loadContentSnapshot(db, tenantId, version);
      loaded.catch(() => snapshots.delete(key));
      for (const k of snapshots.keys()) if (k.startsWith(`${tenantId}:`)) snapshots.delete(k);
      snapshots.set(key, loaded);
    }
    return loaded;
  }

  return {
    snapshot,
    async cached(tenantId, key, build) {
      const current = await snapshot(tenantId);
      const fullKey = `${tenantId}:${current.version}:${key}`;
      const hit = answers.get(fullKey);
      if (hit) return hit;
      const answer = build(current);
      answers.set(fullKey, answer);
      return answer;
    },
    versionChanged(tenantId, version) {
      versions.set(tenantId, { version, checkedAt: clock.now() });
    },
    forgetVersion(tenantId) {
      if (tenantId === undefined) versions.clear();
      else versions.delete(tenantId);
    },
  };
}
