import { memo, useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainButton, PlainLink } from '../../../components/plain-controls';
import { ThemeText } from '../../../components/theme-text';
import { useGlobalCss } from '../../../lib/use-global-css';
import { useTranslation } from '../../../lib/use-translation';
import { saveConsent } from '../utils/consent-store';
import '../../../lib/messages-it-consent';

/**
 * The banner's own stylesheet (UX.md "Speed": every first visit draws and hydrates it, so it costs no styling work
 * and none of MUI's Paper, Button, Link or Typography): a white sheet with MUI's elevation 8 and the theme's
 * divider, the layout of the 600 and 960 px breakpoints, the chain's colour from --spesa-primary.
 */
const BANNER_CSS = `
.sp-cookie{position:fixed;left:0;right:0;bottom:0;z-index:1150;box-sizing:border-box;padding:10px 16px;
  background:#fff;color:#1f1f1f;border-top:1px solid rgba(0,0,0,.12);
  box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12)}
.sp-cookie:focus-visible{outline:3px solid var(--spesa-primary,#1b5e20);outline-offset:-3px}
.sp-cookie__body{max-width:1100px;margin:0 auto;display:grid;gap:8px}
.sp-cookie__text{font-size:.8125rem}
.sp-cookie__text .sp-link{text-decoration:underline}
.sp-cookie__actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.sp-cookie__choices{display:flex;gap:8px;flex:1 1 100%}
.sp-btn.sp-cookie__choice{flex:1 1 0;min-width:0;padding:6px 22px;font-size:.9375rem;font-weight:700}
.sp-btn.sp-cookie__customise{color:var(--spesa-primary,#1b5e20);margin:0 auto}
@media (min-width:600px){
  .sp-cookie__choices{flex:0 1 420px}
  .sp-btn.sp-cookie__customise{margin:0}
}
@media (min-width:960px){
  .sp-cookie{padding:16px 24px}
  .sp-cookie__body{gap:12px}
  .sp-btn.sp-cookie__choice{padding:8px 22px}
}
`;

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

  useGlobalCss('cookie-banner', BANNER_CSS);
  // Both choices alike, at least 44 px high for a finger (WCAG 2.5.8), not taller than needed on a phone.
  return (
    <section
      ref={ref}
      className="sp-cookie"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <div className="sp-cookie__body">
        <ThemeText as="h2" id={titleId} variant="subtitle1" style={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('consent.bannerTitle')}
        </ThemeText>
        {/* Set a little smaller than body text: a phone keeps most of the page in view. */}
        <ThemeText
          id={textId}
          variant="body2"
          className="sp-cookie__text"
          style={{ fontSize: undefined, lineHeight: 1.45 }}
        >
          {t('consent.bannerText')} {isFirstParty && `${t('consent.bannerAnonymous')} `}
          <PlainLink href={cookiePolicyHref}>{t('consent.cookiePolicy')}</PlainLink>
        </ThemeText>
        <div className="sp-cookie__actions">
          <div className="sp-cookie__choices">
            <PlainButton
              variant="contained"
              className="sp-cookie__choice"
              onClick={() => saveConsent({ analytics: false, profilation: false })}
            >
              {t('consent.rejectAll')}
            </PlainButton>
            <PlainButton
              variant="contained"
              className="sp-cookie__choice"
              onClick={() => saveConsent({ analytics: true, profilation: true })}
            >
              {t('consent.acceptAll')}
            </PlainButton>
          </div>
          <RouterLink to={cookieCenterHref} className="sp-btn sp-cookie__customise">
            {t('consent.customise')}
          </RouterLink>
        </div>
      </div>
    </section>
  );
});
