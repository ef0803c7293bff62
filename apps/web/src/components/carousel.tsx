import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useGlobalCss } from '../lib/use-global-css';
import { useTranslation } from '../lib/use-translation';
import { PlainIconButton } from './plain-controls';

/** The arrows and the pause button: white discs with MUI's elevation 1, faded when there is nowhere to go. */
const ARROWS_CSS = `.sp-icon-btn.sp-carousel-btn{background:#fff;color:rgba(0,0,0,.54);
  box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.sp-icon-btn.sp-carousel-btn:hover{background:#fff}
.sp-icon-btn.sp-carousel-btn:disabled{opacity:.5}`;

/** Beyond this many positions the dots become a "3 / 9" counter. */
const MAX_DOTS = 8;

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

const slideBasis = (perView: number, gapPx: number) =>
  `calc((100% - ${(perView - 1) * gapPx}px) / ${perView})`;

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
    <Box
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
      sx={{ minWidth: 0 }}
    >
      <Box
        ref={trackRef}
        onScroll={measure}
        aria-live={isPlaying ? 'off' : 'polite'}
        sx={{
          display: 'flex',
          gap: `${spaceBetweenPx}px`,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          position: 'relative',
        }}
      >
        {slides.map((slide, slideIndex) => (
          <Box
            key={slideIndex}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { index: slideIndex + 1, count: slides.length })}
            sx={{
              flex: 'none',
              minWidth: 0,
              scrollSnapAlign: 'start',
              // UX.md "Speed": slides beyond the first screen's are laid out and painted when scrolled near;
              // until then their height is the row's (they stretch to it).
              ...(slideIndex >= Math.max(slidesPerViewMobile, slidesPerViewDesktop) && {
                contentVisibility: 'auto',
                containIntrinsicSize: 'auto 1px',
              }),
              width: slideBasis(slidesPerViewMobile, spaceBetweenPx),
              [`@media (min-width: ${mobileBreakpointPx}px)`]: {
                width: slideBasis(slidesPerViewDesktop, spaceBetweenPx),
              },
            }}
          >
            {slide}
          </Box>
        ))}
      </Box>
      {positions > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
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
            <Box sx={{ display: 'flex' }}>
              {Array.from({ length: positions }, (_, position) => (
                <Box
                  key={position}
                  component="button"
                  type="button"
                  aria-label={t('carousel.goTo', { index: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => goTo(position)}
                  sx={{
                    width: 28,
                    height: 44,
                    p: 0,
                    border: 0,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                    '&::after': {
                      content: '""',
                      width: position === index ? 20 : 8,
                      height: 8,
                      borderRadius: 4,
                      bgcolor: position === index ? 'primary.main' : 'text.secondary',
                      opacity: position === index ? 1 : 0.65,
                      transition: 'width 150ms',
                    },
                  }}
                />
              ))}
            </Box>
          ) : (
            <Box component="span" sx={{ minWidth: 56, textAlign: 'center', fontWeight: 600 }}>
              {t('carousel.position', { index: index + 1, count: positions })}
            </Box>
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
        </Box>
      )}
    </Box>
  );
});
