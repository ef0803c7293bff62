import { Suspense, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAnalytics } from '../../features/analytics/hooks/use-analytics';
import { consentStore, initConsent, useConsent } from '../../features/consent/utils/consent-store';
import { useIsClient } from '../../hooks/use-is-client';
import { track } from '../../lib/analytics';
import { ServerConsentAsked } from '../../lib/server-render-state';
import { useTenantConfig } from '../../lib/tenant-config-context';
import { MAIN_CONTENT_ID } from './skip-link';
import { lazyPart } from '../../lib/lazy-part';

// UX.md "Speed": the banner's code loads only for a shopper who has not chosen yet, after the page.
const CookieBanner = lazyPart('cookie-banner', () =>
  import('../../features/consent/components/cookie-banner').then((module) => ({
    default: module.CookieBanner,
  })),
);

/**
 * spec §1 cookie banner and analytics by configuration: asks for the choice while there is none (first visit,
 * after six months, new purposes), starts the chain's analytics once it is made, and counts every page.
 * The choice is stored in the browser: a server's first HTML, and its hydration, show the banner when the
 * request's cookie said no choice is in force (consent-record.ts); the stored choice decides after.
 */
export function PrivacyHost() {
  const { code, settings } = useTenantConfig();
  const isClient = useIsClient();
  const serverAsked = useContext(ServerConsentAsked);
  useState(() => (!isClient || consentStore.get().tenant === code ? null : initConsent(code)));
  const consent = useConsent();
  const { pathname } = useLocation();
  const [hadBanner, setHadBanner] = useState(false);
  useAnalytics(code, settings.analytics, consent);

  useEffect(() => {
    track({ name: 'page_view', path: pathname });
  }, [pathname]);

  const isBannerShown = (isClient ? consent === null : serverAsked) && pathname !== paths.cookieCenter.path;
  if (isBannerShown && !hadBanner) setHadBanner(true);
  useEffect(() => {
    // The banner's buttons held the focus: it goes back to the page, not to the document's start.
    if (consent && hadBanner && document.activeElement === document.body) {
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
  }, [consent, hadBanner]);

  if (!isBannerShown) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        cookieCenterHref={paths.cookieCenter.getHref()}
        cookiePolicyHref={paths.cookiePolicy.getHref()}
        isFirstParty={settings.analytics.provider === 'first-party'}
      />
    </Suspense>
  );
}
