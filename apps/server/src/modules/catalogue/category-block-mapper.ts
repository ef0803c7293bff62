import {
  CATEGORY_BLOCK_TEMPLATES,
  categoryBlockSchema,
  type CategoryBlock,
  type CategoryBlockTemplate,
  type Proposal,
} from '@spesa/shared/catalogue/category-block.contract';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import type { BlockRecord, ProposalRecord } from './category-block.repository.js';
import type { BannerVariant } from './banner-image.js';

export function bannerUrl(proposalId: number, variant: BannerVariant): string {
  return `${API_PREFIX}/category-block/banner/${proposalId}-${variant}.svg`;
}

function toProposal(record: ProposalRecord): Proposal {
  const drawn = record.banner !== null;
  const mobile = record.imageMobile ?? (drawn ? bannerUrl(record.id, 'mobile') : '');
  const desktop = record.imageDesktop ?? (drawn ? bannerUrl(record.id, 'desktop') : mobile);
  return {
    proposalId: record.id,
    name: record.name,
    descr: record.descr,
    slug: record.slug,
    proposalUrl: record.proposalUrl,
    img: desktop,
    metaData: {
      category_proposal_type: {
        IMAGE_MOBILE: mobile || desktop,
        IMAGE_DESKTOP: desktop,
        ...(record.buttonText ? { BTN_TEXT: record.buttonText } : {}),
      },
    },
  };
}

/** The blocks of every category, in position order; a block whose stored data no longer fits the contract is skipped. */
export function toCategoryBlocks(
  blocks: readonly BlockRecord[],
  proposals: readonly ProposalRecord[],
): CategoryBlock[] {
  const byBlock = new Map<number, ProposalRecord[]>();
  for (const proposal of proposals) {
    const list = byBlock.get(proposal.blockId) ?? [];
    list.push(proposal);
    byBlock.set(proposal.blockId, list);
  }
  return blocks.flatMap((block) => {
    if (!CATEGORY_BLOCK_TEMPLATES.includes(block.template as CategoryBlockTemplate)) return [];
    const parsed = categoryBlockSchema.safeParse({
      categoryBlockId: block.id,
      categoryId: block.categoryId,
      position: block.position,
      templateBlock: { code: block.template },
      metaData: JSON.parse(block.meta) as unknown,
      proposals: (byBlock.get(block.id) ?? []).map(toProposal),
    });
    return parsed.success ? [parsed.data] : [];
  });
}
