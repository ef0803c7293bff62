import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * README "Back-office": the route module of /admin imports nothing the storefront does not load already;
 * the staff's app comes in its own chunk. So the home route's entry names one file for it (the budget of
 * ARCHITECTURE §7), not every chunk the back-office needs.
 */
const AdminApp = lazy(() => import('./admin-app'));

export function Component() {
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}

/** A failure of the back-office's own code: said in Italian, with the way to start again. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <main role="alert" style={{ padding: 16 }}>
      <p>{t('errors.generic')}</p>
      <a href="/admin">{t('common.retry')}</a>
    </main>
  );
}
