import { describe, expect, it } from 'vitest';
import { categoryBlockSchema } from '@spesa/shared/catalogue/category-block.contract';
import { TENANTS } from '@spesa/tenants/tenants';
import { loadEmojiIcon } from '../../../lib/emoji-icons.js';
import { buildCategories } from './category-tree.js';
import { buildHomeContent } from './home-content.js';

describe('buildHomeContent', () => {
  const slugs = new Set(buildCategories().map((c) => c.slug));

  it.each(TENANTS.map((t) => [t.code, t] as const))(
    'gives %s valid blocks on known categories',
    (_, tenant) => {
      const content = buildHomeContent(tenant);
      for (const block of content.blocks) {
        expect(slugs.has(block.categorySlug)).toBe(true);
        if (block.products?.categorySlug) expect(slugs.has(block.products.categorySlug)).toBe(true);
        const parsed = categoryBlockSchema.safeParse({
          categoryBlockId: 1,
          categoryId: 1,
          position: 1,
          templateBlock: { code: block.template },
          metaData: block.meta,
          proposals: [],
        });
        expect(parsed.success).toBe(true);
        for (const proposal of block.proposals) {
          const url = proposal.proposalUrl.split('?')[0]!;
          if (url.startsWith('/category/')) expect(slugs.has(url.slice('/category/'.length))).toBe(true);
          for (const icon of proposal.banner.icons) expect(loadEmojiIcon(icon), icon).toBeDefined();
          expect(proposal.banner.background).toMatch(/^#[0-9a-f]{6}$/i);
        }
      }
      expect(content.blocks[0]!.proposals[0]!.name).toContain(tenant.texts.brandName);
      for (const slug of Object.keys(content.subtitles)) expect(slugs.has(slug)).toBe(true);
    },
  );

  // The home lists the departments once, in its own grid from the catalogue ('Tutti i reparti'); a content
  // block that lists them again, under other names, is the duplicate a shopper finds confusing.
  const departments = new Set(
    buildCategories()
      .filter((c) => c.parentSlug === null)
      .map((c) => c.slug),
  );

  it.each(TENANTS.map((t) => [t.code, t] as const))(
    'gives %s a home that does not list the departments a second time',
    (_, tenant) => {
      expect(departments.size).toBeGreaterThan(2);
      for (const block of buildHomeContent(tenant).blocks.filter((b) => b.categorySlug === 'home')) {
        const listed = new Set(
          block.proposals
            .map((p) => p.proposalUrl.split('?')[0]!)
            .filter((url) => url.startsWith('/category/'))
            .map((url) => url.slice('/category/'.length))
            .filter((slug) => departments.has(slug)),
        );
        expect(listed.size, JSON.stringify(block.meta)).toBeLessThan(2);
      }
    },
  );
});
