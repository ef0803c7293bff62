import type { CategoryBlock, Proposal } from '@spesa/shared/catalogue/category-block.contract';

export function buildProposal(id: number, name: string, proposalUrl: string): Proposal {
  return {
    proposalId: id,
    name,
    descr: `${name}: scopri le offerte`,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    proposalUrl,
    img: `/banner/${id}-desktop.svg`,
    metaData: {
      category_proposal_type: {
        IMAGE_MOBILE: `/banner/${id}-mobile.svg`,
        IMAGE_DESKTOP: `/banner/${id}-desktop.svg`,
      },
    },
  };
}

export function buildCategoryBlock(
  categoryBlockId: number,
  code: CategoryBlock['templateBlock']['code'],
  options: { title?: string; proposals?: Proposal[]; position?: number; autoplay?: boolean } = {},
): CategoryBlock {
  return {
    categoryBlockId,
    categoryId: 1,
    position: options.position ?? categoryBlockId,
    templateBlock: { code },
    metaData: {
      ...(options.title ? { category_block_header: { TITLE: options.title } } : {}),
      category_block_slider: {
        SLIDES_PER_VIEW_MOBILE: code === 'ProductSlider' ? 2 : 1,
        SLIDES_PER_VIEW_DESKTOP: code === 'ProductSlider' ? 5 : 1,
        MOBILE_BREAKPOINT: 960,
        SPACE_BETWEEN: code === 'BannerSlider' ? 0 : 20,
        AUTOPLAY: options.autoplay ?? false,
        AUTOPLAY_DELAY_MS: 4000,
      },
      ...(code === 'ProductSlider'
        ? { category_block_products: { QUERY: { promo: true, page_size: 12 } } }
        : {}),
    },
    proposals: options.proposals ?? [],
  };
}
