import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { PlainIconButton } from '../../components/plain-controls';
import { useGlobalCss } from '../../lib/use-global-css';
import { useTranslation } from '../../lib/use-translation';

/** spec §2/§9: shown after scrolling past 20 px. */
const SCROLL_THRESHOLD_PX = 20;

/** A 48 px disc in the chain's colour (MUI's elevation 4), over the page's content (MUI's speed-dial layer). */
const SCROLL_TOP_CSS = `.sp-icon-btn.sp-scroll-top{position:fixed;right:16px;bottom:calc(16px + env(safe-area-inset-bottom));
  z-index:1050;width:48px;height:48px;background:var(--spesa-primary,#1b5e20);color:var(--spesa-primary-contrast,#fff);
  box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12);
  transition:opacity 150ms,transform 150ms,visibility 150ms}
.sp-icon-btn.sp-scroll-top:hover{background:color-mix(in srgb,var(--spesa-primary,#1b5e20) 80%,#000)}
.sp-scroll-top--hidden{visibility:hidden;opacity:0;transform:scale(.6)}`;

/** Whether the page is scrolled past the threshold: false in the first HTML and until the page has hydrated. */
function useIsScrolled(): boolean {
  const [isScrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return isScrolled;
}

export function ScrollTopButton() {
  const { t } = useTranslation();
  const isScrolled = useIsScrolled();
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useGlobalCss('scroll-top', SCROLL_TOP_CSS);

  return (
    <PlainIconButton
      aria-label={t('shell.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' })}
      // Hidden means out of the tab order and the accessibility tree as well.
      className={isScrolled ? 'sp-scroll-top' : 'sp-scroll-top sp-scroll-top--hidden'}
    >
      <KeyboardArrowUp />
    </PlainIconButton>
  );
}
