import type { Db } from '../../db/database.js';

export interface BlockRecord {
  id: number;
  categoryId: number;
  position: number;
  template: string;
  /** JSON. */
  meta: string;
}

export interface ProposalRecord {
  id: number;
  blockId: number;
  position: number;
  name: string;
  descr: string;
  slug: string;
  proposalUrl: string;
  imageMobile: string | null;
  imageDesktop: string | null;
  buttonText: string | null;
  /** JSON or null. */
  banner: string | null;
}

export async function listCategoryBlocks(
  db: Db,
  tenantId: string,
): Promise<{ blocks: BlockRecord[]; proposals: ProposalRecord[] }> {
  const [blocks, proposals] = await Promise.all([
    db
      .selectFrom('category_blocks')
      .select(['id', 'category_id', 'position', 'template', 'meta'])
      .where('tenant_id', '=', tenantId)
      .orderBy('category_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('category_proposals')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('category_block_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return {
    blocks: blocks.map((b) => ({
      id: b.id,
      categoryId: b.category_id,
      position: b.position,
      template: b.template,
      meta: b.meta,
    })),
    proposals: proposals.map((p) => ({
      id: p.id,
      blockId: p.category_block_id,
      position: p.position,
      name: p.name,
      descr: p.descr,
      slug: p.slug,
      proposalUrl: p.proposal_url,
      imageMobile: p.image_mobile,
      imageDesktop: p.image_desktop,
      buttonText: p.button_text,
      banner: p.banner,
    })),
  };
}
