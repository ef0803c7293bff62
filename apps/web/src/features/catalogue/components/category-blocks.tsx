import Box from '@mui/material/Box';
import type { CategoryBlock, Proposal } from '@spesa/shared/catalogue/category-block.contract';
import { useDeferredValue, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Carousel, type CarouselLayout } from '../../../components/carousel';
import { SkeletonShape } from '../../../components/skeleton-shape';
import { useIsNearViewport } from '../../../hooks/use-is-near-viewport';
import { useGlobalCss } from '../../../lib/use-global-css';
import { useCategoryBlock } from '../api/get-category-block';
import { BlockHeader } from './block-header';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ProductCard } from './product-card';
import { ProposalImage } from './proposal-image';
import { ProposalLink } from './proposal-link';

/** spec §2 "Other widgets": one slide per view under 960 px, spacing 20, autoplay. */
const DEFAULT_LAYOUT: CarouselLayout = {
  slidesPerViewMobile: 1,
  slidesPerViewDesktop: 3,
  mobileBreakpointPx: 960,
  spaceBetweenPx: 20,
  autoplayDelayMs: 5000,
};

function layoutOf(block: CategoryBlock, fallback: CarouselLayout = DEFAULT_LAYOUT): CarouselLayout {
  const slider = block.metaData.category_block_slider;
  if (!slider) return fallback;
  return {
    slidesPerViewMobile: slider.SLIDES_PER_VIEW_MOBILE,
    slidesPerViewDesktop: slider.SLIDES_PER_VIEW_DESKTOP,
    mobileBreakpointPx: slider.MOBILE_BREAKPOINT,
    spaceBetweenPx: slider.SPACE_BETWEEN,
    autoplayDelayMs: slider.AUTOPLAY ? slider.AUTOPLAY_DELAY_MS : undefined,
  };
}

interface CategoryBlocksProps {
  blocks: readonly CategoryBlock[];
}

/**
 * UX.md "Speed": the blocks after the first are laid out and painted only when they come near the screen
 * (`content-visibility`); until then each takes a slider's usual height, and then the height it had.
 */
const blocksSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: { xs: 3, md: 5 },
  '& > :nth-child(n+2)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' },
} as const;

/** A category page made of content blocks (spec §2 Routes: the home), in `position` order. */
export function CategoryBlocks({ blocks }: CategoryBlocksProps) {
  const ordered = [...blocks].sort((a, b) => a.position - b.position);
  return (
    <Box sx={blocksSx}>
      {ordered.map((block, index) => (
        <CategoryBlockView key={block.categoryBlockId} block={block} isFirst={index === 0} />
      ))}
    </Box>
  );
}

function CategoryBlockView({ block, isFirst }: { block: CategoryBlock; isFirst: boolean }) {
  switch (block.templateBlock.code) {
    case 'BannerSlider':
      return <BannerSliderBlock block={block} isFirst={isFirst} />;
    case 'ProductSlider':
      return <ProductSliderBlock block={block} />;
    case 'ProposalGrid':
      return <ProposalGridBlock block={block} />;
    case 'ProposalSlider':
      return <ProposalSliderBlock block={block} />;
    default:
      return null;
  }
}

function BannerSliderBlock({ block, isFirst }: { block: CategoryBlock; isFirst: boolean }) {
  const { t } = useTranslation();
  const layout = layoutOf(block, { ...DEFAULT_LAYOUT, slidesPerViewDesktop: 1, spaceBetweenPx: 0 });
  const isFullWidth = layout.slidesPerViewDesktop === 1;
  return (
    <Carousel label={block.metaData.category_block_header?.TITLE ?? t('home.banners')} {...layout}>
      {block.proposals.map((proposal, index) => (
        <ProposalLink key={proposal.proposalId} proposal={proposal}>
          <ProposalImage
            proposal={proposal}
            desktopFromPx={isFullWidth ? layout.mobileBreakpointPx : undefined}
            // The first banner of the page is its largest picture: the LCP element (UX.md "Speed").
            isPriority={isFirst && index === 0}
          />
        </ProposalLink>
      ))}
    </Carousel>
  );
}

function ProposalSliderBlock({ block }: { block: CategoryBlock }) {
  const titleId = useId();
  const header = block.metaData.category_block_header;
  return (
    <Box component="section" aria-labelledby={header ? titleId : undefined}>
      {header && <BlockHeader header={header} titleId={titleId} />}
      <Carousel label={header?.TITLE ?? block.proposals[0]?.name ?? ''} {...layoutOf(block)}>
        {block.proposals.map((proposal) => (
          <ProposalTile key={proposal.proposalId} proposal={proposal} />
        ))}
      </Carousel>
    </Box>
  );
}

function ProposalGridBlock({ block }: { block: CategoryBlock }) {
  const titleId = useId();
  const header = block.metaData.category_block_header;
  return (
    <Box component="section" aria-labelledby={header ? titleId : undefined}>
      {header && <BlockHeader header={header} titleId={titleId} />}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 2.5 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {block.proposals.map((proposal) => (
          <li key={proposal.proposalId}>
            <ProposalTile proposal={proposal} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function ProposalTile({ proposal }: { proposal: Proposal }) {
  return (
    <ProposalLink proposal={proposal}>
      <ProposalImage proposal={proposal} />
    </ProposalLink>
  );
}

/** A slider of products: GET /category-block/info resolves its query once it comes near the screen. */
function ProductSliderBlock({ block }: { block: CategoryBlock }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const isNear = useIsNearViewport(ref);
  const { data: answer, isError } = useCategoryBlock(block.categoryBlockId, { enabled: isNear });
  // The cards render in a transition React can interrupt: a slider arriving while the page starts must not
  // hold the main thread in one long task (UX.md "Speed": total blocking time).
  const data = useDeferredValue(answer);
  const isPending = data === undefined;
  const header = block.metaData.category_block_header;
  const layout = layoutOf(block, { ...DEFAULT_LAYOUT, slidesPerViewMobile: 2, slidesPerViewDesktop: 5 });
  const products = data?.products;
  // The same cards while the answer is the same: the slider re-renders as its query is refreshed, the carousel
  // and its cards do not.
  const cards = useMemo(
    () => products?.map((product) => <ProductCard key={product.productId} product={product} />),
    [products],
  );
  // Secondary content never breaks the page (STYLE.md): an empty or failed slider leaves no trace.
  if (isError || (products && products.length === 0)) return null;

  return (
    <Box ref={ref} component="section" aria-labelledby={header ? titleId : undefined}>
      {header ? <BlockHeader header={header} titleId={titleId} /> : null}
      {isPending ? (
        <Box sx={{ overflow: 'hidden', maxHeight: { xs: 420, md: 460 } }}>
          <ProductGridSkeleton count={layout.slidesPerViewDesktop} />
        </Box>
      ) : (
        <Carousel label={header?.TITLE ?? ''} {...layout}>
          {cards}
        </Carousel>
      )}
    </Box>
  );
}

/** The banner's shape: 4:3 on phones, 4:1 from the 960 px breakpoint. */
const BANNER_SKELETON_CSS = `
.sp-banner-skel{aspect-ratio:4/3}
@media (min-width:960px){.sp-banner-skel{aspect-ratio:4/1}}
`;
const bannerSkeletonStyle = { width: '100%', height: 'auto', borderRadius: 24 } as const;

export function CategoryBlocksSkeleton() {
  useGlobalCss('banner-skeleton', BANNER_SKELETON_CSS);
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 3 }}>
      <SkeletonShape variant="rounded" className="sp-banner-skel" style={bannerSkeletonStyle} />
    </Box>
  );
}
