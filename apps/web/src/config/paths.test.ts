import { isStorefrontPath, STOREFRONT_ROUTES } from '@spesa/shared/web/storefront-routes';
import { describe, expect, it } from 'vitest';
import { adminPaths } from './admin-paths';
import { paths } from './paths';

/** A path the pattern's route answers: parameters and the rest of a splat filled in. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'a/b');

// A /profile/… address that names no section is the router's not-found screen, behind the login guard.
const NOT_FOUND_PATTERNS = new Set<string>([paths.profile.path]);

describe('route table', () => {
  // The back-office's screens route inside its lazily loaded tree (README "Back-office").
  const patterns = [...Object.values(paths), ...Object.values(adminPaths)].map((entry) => entry.path);

  it("is the server's list of storefront routes, so the server answers 404 for every other path", () => {
    for (const pattern of patterns) {
      if (NOT_FOUND_PATTERNS.has(pattern)) continue;
      expect(isStorefrontPath(sample(pattern)), pattern).toBe(true);
    }
    for (const route of STOREFRONT_ROUTES) expect(patterns, route).toContain(route);
  });
});
