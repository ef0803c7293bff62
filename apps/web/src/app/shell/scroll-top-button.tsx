import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from '../../lib/use-translation';

/** spec §2/§9: shown after scrolling past 20 px. */
const SCROLL_THRESHOLD_PX = 20;

export function ScrollTopButton() {
  const { t } = useTranslation();
  const isScrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_THRESHOLD_PX });
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <IconButton
      aria-label={t('shell.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' })}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 'calc(16px + env(safe-area-inset-bottom))',
        zIndex: 'speedDial',
        width: 48,
        height: 48,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 4,
        '&:hover': { bgcolor: 'primary.dark' },
        // Hidden means out of the tab order and the accessibility tree as well.
        visibility: isScrolled ? 'visible' : 'hidden',
        opacity: isScrolled ? 1 : 0,
        transform: isScrolled ? 'none' : 'scale(0.6)',
        transition: 'opacity 150ms, transform 150ms, visibility 150ms',
      }}
    >
      <KeyboardArrowUp />
    </IconButton>
  );
}
