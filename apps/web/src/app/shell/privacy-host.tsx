import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAnalytics } from '../../features/analytics/hooks/use-analytics';
import { consentStore, initConsent, useConsent } from '../../features/consent/utils/consent-store';
import { track } from '../../lib/analytics';
import { useTenantConfig } from '../../lib/tenant-config-context';
import { MAIN_CONTENT_ID } from './skip-link';

// UX.md "Speed": the banner's code loads only for a shopper who has not chosen yet, after the page.
const CookieBanner = lazy(() =>
  import('../../features/consent/components/cookie-banner').then((module) => ({
    default: module.CookieBanner,
  })),
);

/**
 * spec §1 cookie banner and analytics by configuration: asks for the choice while there is none (first visit,
 * after six months, new purposes), starts the chain's analytics once it is made, and counts every page.
 */
export function PrivacyHost() {
  const { code, settings } = useTenantConfig();
  useState(() => (consentStore.get().tenant === code ? null : initConsent(code)));
  const consent = useConsent();
  const { pathname } = useLocation();
  const [hadBanner, setHadBanner] = useState(false);
  useAnalytics(code, settings.analytics, consent);

  useEffect(() => {
    track({ name: 'page_view', path: pathname });
  }, [pathname]);

  const isBannerShown = consent === null && pathname !== paths.cookieCenter.path;
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
