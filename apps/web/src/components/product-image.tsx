import { useGlobalCss } from '../lib/use-global-css';

/** The demo pictures are square SVGs of 400 × 400 px. */
const IMAGE_SIZE_PX = 400;

const IMAGE_CSS = `
.sp-product-image{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:contain}
.sp-product-image--dimmed{filter:grayscale(1);opacity:.6}
`;

interface ProductImageProps {
  src: string;
  alt: string;
  /** The first images of a page are the LCP candidates: load them eagerly with high priority (UX.md). */
  isPriority?: boolean;
  isDimmed?: boolean;
}

export function ProductImage({ src, alt, isPriority = false, isDimmed = false }: ProductImageProps) {
  useGlobalCss('product-image', IMAGE_CSS);
  return (
    <img
      className={isDimmed ? 'sp-product-image sp-product-image--dimmed' : 'sp-product-image'}
      src={src}
      alt={alt}
      width={IMAGE_SIZE_PX}
      height={IMAGE_SIZE_PX}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
