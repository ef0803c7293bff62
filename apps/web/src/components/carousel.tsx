import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Children,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useGlobalCss } from '../lib/use-global-css';
import { useTranslation } from '../lib/use-translation';
import { PlainIconButton } from './plain-controls';

/** The arrows and the pause button: white discs with MUI's elevation 1, faded when there is nowhere to go. */
const ARROWS_CSS = `.sp-icon-btn.sp-carousel-btn{background:#fff;color:rgba(0,0,0,.54);
  box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.sp-icon-btn.sp-carousel-btn:hover{background:#fff}
.sp-icon-btn.sp-carousel-btn:disabled{opacity:.5}`;

/**
 * The carousel's own stylesheet, written once (UX.md "Speed": a slider's slides and dots cost no styling work
 * as the page hydrates, nor at each autoplay step). The layout comes from the element's variables: the gap, and
 * the slides per view on a phone and from the breakpoint on (breakpointCss). The dots in the chain's colour
 * (--spesa-primary) and the theme's secondary text colour.
 */
const CAROUSEL_CSS = `.sp-carousel{min-width:0;--sp-carousel-per-view:var(--sp-carousel-per-view-mobile)}
.sp-carousel__track{display:flex;gap:var(--sp-carousel-gap);overflow-x:auto;scroll-snap-type:x mandatory;
  overscroll-behavior-x:contain;scrollbar-width:none;position:relative}
.sp-carousel__track::-webkit-scrollbar{display:none}
.sp-carousel__slide{flex:none;min-width:0;scroll-snap-align:start;
  width:calc((100% - (var(--sp-carousel-per-view) - 1) * var(--sp-carousel-gap)) / var(--sp-carousel-per-view))}
.sp-carousel__slide--later{content-visibility:auto;contain-intrinsic-size:auto 1px}
.sp-carousel__nav{display:flex;align-items:center;justify-content:center;gap:8px;margin-top:8px}
.sp-carousel__dots{display:flex}
.sp-carousel__dot{width:28px;height:44px;padding:0;border:0;background:transparent;cursor:pointer;display:grid;
  place-items:center}
.sp-carousel__dot::after{content:"";width:8px;height:8px;border-radius:4px;background:#555555;opacity:.65;
  transition:width 150ms}
.sp-carousel__dot[aria-current="true"]::after{width:20px;background:var(--spesa-primary,#1b5e20);opacity:1}
.sp-carousel__counter{min-width:56px;text-align:center;font-weight:600}`;

/** From the layout's breakpoint on, the desktop's slides per view: one rule per breakpoint a chain uses. */
function breakpointCss(breakpointPx: number): string {
  return `@media (min-width:${breakpointPx}px){.sp-carousel.sp-carousel--from-${breakpointPx}{
  --sp-carousel-per-view:var(--sp-carousel-per-view-desktop)}}`;
}

/** Beyond this many positions the dots become a "3 / 9" counter. */
const MAX_DOTS = 8;

/** The layout as the stylesheet's variables (CAROUSEL_CSS). */
function layoutVariables(perViewMobile: number, perViewDesktop: number, gapPx: number): CSSProperties {
  return {
    '--sp-carousel-gap': `${gapPx}px`,
    '--sp-carousel-per-view-mobile': String(perViewMobile),
    '--sp-carousel-per-view-desktop': String(perViewDesktop),
  } as CSSProperties;
}

export interface CarouselLayout {
  slidesPerViewMobile: number;
  slidesPerViewDesktop: number;
  /** Under this width (px) the mobile count applies. */
  mobileBreakpointPx: number;
  spaceBetweenPx: number;
  /** Autoplay interval; none when absent. */
  autoplayDelayMs?: number;
}

interface CarouselProps extends CarouselLayout {
  /** What the slides are, for screen readers ("Offerte della settimana"). */
  label: string;
  children: ReactNode;
}

/**
 * A carousel on native scroll snapping: swiping is the browser's own, no library in the bundle. Autoplay
 * pauses on hover, focus, touch, when off screen and on request, and never runs for a shopper who asked for
 * reduced motion (UX.md "Accessibility"). Drawn again only when its props change: a parent that passes the same
 * slides (kept with useMemo) re-renders without it.
 */
export const Carousel = memo(function Carousel({
  label,
  children,
  slidesPerViewMobile,
  slidesPerViewDesktop,
  mobileBreakpointPx,
  spaceBetweenPx,
  autoplayDelayMs,
}: CarouselProps) {
  const { t } = useTranslation();
  useGlobalCss('carousel-arrows', ARROWS_CSS);
  useGlobalCss('carousel', CAROUSEL_CSS);
  // An integer: the chain's setting goes into a class name and a media query.
  const breakpointPx = Math.max(0, Math.round(mobileBreakpointPx));
  useGlobalCss(`carousel-from-${breakpointPx}`, breakpointCss(breakpointPx));
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(slidesPerViewMobile);
  const [isPausedByShopper, setPausedByShopper] = useState(false);
  const [isHeld, setHeld] = useState(false);
  const [isVisible, setVisible] = useState(false);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canAutoplay = Boolean(autoplayDelayMs) && !prefersReducedMotion && slides.length > 1;
  const isPlaying = canAutoplay && !isPausedByShopper && !isHeld && isVisible;
  const positions = Math.max(1, slides.length - perView + 1);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      const slide = track?.children[target] as HTMLElement | undefined;
      if (!track || !slide) return;
      track.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
    },
    [prefersReducedMotion],
  );

  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.children[0] as HTMLElement | undefined;
    if (!track || !first || first.offsetWidth === 0) return;
    const step = first.offsetWidth + spaceBetweenPx;
    setPerView(Math.max(1, Math.round((track.clientWidth + spaceBetweenPx) / step)));
    setIndex(Math.round(track.scrollLeft / step));
  }, [spaceBetweenPx]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // UX.md "Speed": measured when the browser reports the track's size, once it has laid it out (and whenever its
    // width changes): reading the sizes then forces no layout, where a read as the page starts forced the whole
    // page's in the task that follows its hydration. A track out of sight (content-visibility) waits until near.
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false));
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!isPlaying || !autoplayDelayMs) return;
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      goTo(index + 1 < positions ? index + 1 : 0);
    }, autoplayDelayMs);
    return () => window.clearInterval(timer);
  }, [isPlaying, autoplayDelayMs, index, positions, goTo]);

  return (
    // A group, not a landmark: the carousel sits in a section that already has the same title.
    <div
      role="group"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onTouchStart={() => setPausedByShopper(true)}
      className={`sp-carousel sp-carousel--from-${breakpointPx}`}
      style={layoutVariables(slidesPerViewMobile, slidesPerViewDesktop, spaceBetweenPx)}
    >
      <div
        ref={trackRef}
        onScroll={measure}
        aria-live={isPlaying ? 'off' : 'polite'}
        className="sp-carousel__track"
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { index: slideIndex + 1, count: slides.length })}
            // UX.md "Speed": slides beyond the first screen's are laid out and painted when scrolled near;
            // until then their height is the row's (they stretch to it).
            className={
              slideIndex >= Math.max(slidesPerViewMobile, slidesPerViewDesktop)
                ? 'sp-carousel__slide sp-carousel__slide--later'
                : 'sp-carousel__slide'
            }
          >
            {slide}
          </div>
        ))}
      </div>
      {positions > 1 && (
        <div className="sp-carousel__nav">
          {canAutoplay && (
            <PlainIconButton
              size="small"
              aria-label={isPausedByShopper ? t('carousel.play') : t('carousel.pause')}
              onClick={() => setPausedByShopper((paused) => !paused)}
              className="sp-carousel-btn"
            >
              {isPausedByShopper ? <PlayArrow /> : <Pause />}
            </PlainIconButton>
          )}
          <PlainIconButton
            size="small"
            aria-label={t('carousel.previous')}
            disabled={index <= 0}
            onClick={() => goTo(index - 1)}
            className="sp-carousel-btn"
          >
            <ChevronLeft />
          </PlainIconButton>
          {positions <= MAX_DOTS ? (
            <div className="sp-carousel__dots">
              {Array.from({ length: positions }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  className="sp-carousel__dot"
                  aria-label={t('carousel.goTo', { index: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          ) : (
            <span className="sp-carousel__counter">
              {t('carousel.position', { index: index + 1, count: positions })}
            </span>
          )}
          <PlainIconButton
            size="small"
            aria-label={t('carousel.next')}
            disabled={index >= positions - 1}
            onClick={() => goTo(index + 1)}
            className="sp-carousel-btn"
          >
            <ChevronRight />
          </PlainIconButton>
        </div>
      )}
    </div>
  );
});
