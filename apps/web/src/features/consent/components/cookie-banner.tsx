import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { saveConsent } from '../utils/consent-store';
import '../../../lib/messages-it-consent';

interface CookieBannerProps {
  cookieCenterHref: string;
  cookiePolicyHref: string;
  /** The chain uses the built-in collector, which counts visits anonymously whatever the choice. */
  isFirstParty: boolean;
}

/**
 * spec §1 cookie-consent banner, first visit: a non-modal dialog fixed at the bottom, so the page stays readable
 * and usable and nothing shifts. 'Rifiuta tutti' and 'Accetta tutti' are the same button (variant, size,
 * weight): refusing is as easy as accepting (Garante, cookie guidelines of 10 June 2021). Drawn again only when
 * its props change: the host's render after a page's hydration leaves it as it is (UX.md "Speed").
 */
export const CookieBanner = memo(function CookieBanner({
  cookieCenterHref,
  cookiePolicyHref,
  isFirstParty,
}: CookieBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    // Announced and reachable at once, unless the shopper is already busy with another control.
    if (document.activeElement === document.body || document.activeElement === null) ref.current?.focus();
  }, []);

  // Both choices alike, at least 44 px high for a finger (WCAG 2.5.8), not taller than needed on a phone.
  const choiceButton = {
    variant: 'contained',
    size: 'large',
    sx: { flex: '1 1 0', minWidth: 0, minHeight: 44, py: { xs: 0.75, md: 1 }, fontWeight: 700 },
  } as const;
  return (
    <Paper
      ref={ref}
      component="section"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Above the page, below the drawers and dialogs (MUI drawer 1200, modal 1300).
        zIndex: 1150,
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, md: 3 },
        py: { xs: 1.25, md: 2 },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: { xs: 1, md: 1.5 } }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('consent.bannerTitle')}
        </Typography>
        {/* A phone keeps most of the page in view: the text is set a little smaller there. */}
        <Typography
          id={textId}
          variant="body2"
          sx={{ fontSize: { xs: '0.8125rem', md: undefined }, lineHeight: 1.45 }}
        >
          {t('consent.bannerText')} {isFirstParty && `${t('consent.bannerAnonymous')} `}
          <Link component={RouterLink} to={cookiePolicyHref} underline="always">
            {t('consent.cookiePolicy')}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '0 1 420px' } }}>
            <Button {...choiceButton} onClick={() => saveConsent({ analytics: false, profilation: false })}>
              {t('consent.rejectAll')}
            </Button>
            <Button {...choiceButton} onClick={() => saveConsent({ analytics: true, profilation: true })}>
              {t('consent.acceptAll')}
            </Button>
          </Box>
          <Button
            component={RouterLink}
            to={cookieCenterHref}
            variant="text"
            sx={{ minHeight: 44, mx: { xs: 'auto', sm: 0 } }}
          >
            {t('consent.customise')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
});
