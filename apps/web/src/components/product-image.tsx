import Box from '@mui/material/Box';

/** The demo pictures are square SVGs of 400 × 400 px. */
const IMAGE_SIZE_PX = 400;

interface ProductImageProps {
  src: string;
  alt: string;
  /** The first images of a page are the LCP candidates: load them eagerly with high priority (UX.md). */
  isPriority?: boolean;
  isDimmed?: boolean;
}

export function ProductImage({ src, alt, isPriority = false, isDimmed = false }: ProductImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={IMAGE_SIZE_PX}
      height={IMAGE_SIZE_PX}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '1 / 1',
        objectFit: 'contain',
        filter: isDimmed ? 'grayscale(1)' : undefined,
        opacity: isDimmed ? 0.6 : 1,
      }}
    />
  );
}
