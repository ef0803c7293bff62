import { SkeletonShape } from '../../../components/skeleton-shape';
import { useGlobalCss } from '../../../lib/use-global-css';

/** The skeleton cards show on every list and home slider while it loads: plain CSS, like the cards. */
const SKELETON_CSS = `
.sp-skel-grid{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}
@media (min-width:600px){.sp-skel-grid{gap:12px;grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:960px){.sp-skel-grid{gap:16px;grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:1280px){.sp-skel-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}
@media (min-width:1920px){.sp-skel-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}
.sp-skel-card{background-color:#fff;border-radius:24px;padding:8px}
`;

const MEDIA_STYLE = { width: '100%', height: 'auto', aspectRatio: '1 / 1' } as const;
const BUTTON_STYLE = { height: 44, marginTop: 8, borderRadius: 44 } as const;
const SKELETON_LINES = [
  { width: '40%', marginTop: 8 },
  { width: '90%' },
  { width: '30%' },
  { width: '50%', height: 32 },
] as const;

/** UX.md: few skeleton cards, shaped like the card. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  useGlobalCss('product-grid-skeleton', SKELETON_CSS);
  return (
    <div className="sp-skel-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="sp-skel-card">
          <SkeletonShape variant="rounded" style={MEDIA_STYLE} />
          {SKELETON_LINES.map((style, line) => (
            <SkeletonShape key={line} style={style} />
          ))}
          <SkeletonShape variant="rounded" style={BUTTON_STYLE} />
        </div>
      ))}
    </div>
  );
}
