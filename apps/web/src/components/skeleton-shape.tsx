import type { CSSProperties } from 'react';
import { useGlobalCss } from '../lib/use-global-css';

/**
 * MUI Skeleton's look (text.primary at 11 %, the theme's 8 px corners, the 2 s pulse) in one stylesheet:
 * skeletons show on every first load, and as styled components each of their parts cost styling work on
 * every render (UX.md "Speed").
 */
const SKELETON_CSS = `
.sp-skel{display:block;background-color:rgba(31,31,31,.11);animation:sp-skel-pulse 2s ease-in-out .5s infinite}
.sp-skel--rounded{height:1.2em;border-radius:8px}
.sp-skel--text{height:auto;margin:0;transform-origin:0 55%;transform:scale(1,.6);border-radius:8px/13.3px}
.sp-skel--text:empty:before{content:"\\00a0"}
@keyframes sp-skel-pulse{0%{opacity:1}50%{opacity:.4}100%{opacity:1}}
`;

interface SkeletonShapeProps {
  /** A line of text (its height from the font size), or a rounded block. */
  variant?: 'text' | 'rounded';
  style?: CSSProperties;
  className?: string;
}

/** UX.md "Feedback": a placeholder part shaped like the content it stands for. */
export function SkeletonShape({ variant = 'text', style, className }: SkeletonShapeProps) {
  useGlobalCss('skeleton-shape', SKELETON_CSS);
  const classes = `sp-skel sp-skel--${variant}`;
  return <span className={className ? `${classes} ${className}` : classes} style={style} />;
}
