import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../config/paths';
import { CookieCenter } from '../../features/consent/components/cookie-center';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTenantConfig } from '../../lib/tenant-config-context';
import '../../lib/messages-it-consent';

/** spec §2 "cookie center": the shopper's cookie choice, changed at any time. */
export function CookieCenterRoute() {
  const { t } = useTranslation();
  const { settings } = useTenantConfig();
  useDocumentTitle(
    t('common.documentTitle', { page: t('consent.centerTitle'), brandName: t('tenant.brandName') }),
  );
  return <CookieCenter analytics={settings.analytics} cookiePolicyHref={paths.cookiePolicy.getHref()} />;
}
