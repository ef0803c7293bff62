import Box from '@mui/material/Box';
import type { Proposal } from '@spesa/shared/catalogue/category-block.contract';

/** The banners are drawn 800 × 600 for phones and 1600 × 400 for wide screens. */
const MOBILE_SIZE = { width: 800, height: 600 };
const DESKTOP_SIZE = { width: 1600, height: 400 };

interface ProposalImageProps {
  proposal: Proposal;
  /** Full-width banners switch to the wide picture from `desktopFromPx`; tiles keep the phone one. */
  desktopFromPx?: number;
  isPriority?: boolean;
}

export function ProposalImage({ proposal, desktopFromPx, isPriority = false }: ProposalImageProps) {
  const images = proposal.metaData.category_proposal_type;
  const mobileSrc = images.IMAGE_MOBILE || proposal.img;
  const img = (
    <Box
      component="img"
      src={mobileSrc}
      alt={proposal.descr || proposal.name}
      width={MOBILE_SIZE.width}
      height={MOBILE_SIZE.height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${MOBILE_SIZE.width} / ${MOBILE_SIZE.height}`,
        bgcolor: 'action.hover',
        ...(desktopFromPx && {
          [`@media (min-width: ${desktopFromPx}px)`]: {
            aspectRatio: `${DESKTOP_SIZE.width} / ${DESKTOP_SIZE.height}`,
          },
        }),
      }}
    />
  );
  if (!desktopFromPx || !images.IMAGE_DESKTOP) return img;
  return (
    <picture>
      <source
        media={`(min-width: ${desktopFromPx}px)`}
        srcSet={images.IMAGE_DESKTOP}
        width={DESKTOP_SIZE.width}
        height={DESKTOP_SIZE.height}
      />
      {img}
    </picture>
  );
}
