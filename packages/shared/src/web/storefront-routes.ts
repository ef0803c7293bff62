/**
 * spec §2 "Routes": every address the storefront answers, as the web router declares them (React Router
 * patterns: `:name` one segment, a final `*` the rest). The server answers its HTML shell with 404 for any
 * other path (the web app then shows 'Pagina non Trovata'); the web app's route table is checked against
 * this list by a test.
 */
export const STOREFRONT_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/not-found',
  '/service-down',
  '/search',
  '/fast-search',
  '/category/*',
  '/product/:slug',
  '/page/:pageName',
  '/volantini',
  '/volantini/:volantino',
  '/faq',
  '/faq/:categoryName',
  '/vantaggi',
  '/servizio-clienti',
  '/cookie-center',
  '/checkout',
  '/payment',
  '/timeslot',
  '/cart/payment-error/:orderId',
  '/cart/payment-completed/:orderId',
  '/reset-password-request',
  '/reset-password-sent',
  '/reset-password',
  '/registration/reset-password',
  '/reset-password-completed',
  '/registration-user',
  '/registration-completed',
  '/registration/confirm',
  '/registration-confirm',
  '/email-confirmed',
  '/account-deleted',
  '/profile',
  '/profile/dashboard',
  '/profile/profile-update',
  '/profile/profile-confirmed',
  '/profile/orders',
  '/profile/orders/:orderId',
  '/profile/payment-due-dates',
  '/profile/addresses',
  '/profile/addresses/new',
  '/profile/addresses/:addressId/edit',
  '/profile/lists',
  '/profile/lists/favourites',
  '/profile/lists/:listId',
  '/lista-condivisa/:token',
  // README "Back-office": the staff's web app, its own screens routed inside the lazily loaded tree.
  '/admin/*',
];

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment.length > 0);

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.at(-1) === '*') {
    const fixed = pattern.slice(0, -1);
    return segments.length >= fixed.length && matches(fixed, segments.slice(0, fixed.length));
  }
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, i) => (part.startsWith(':') ? true : part === segments[i]));
}

const PATTERNS = STOREFRONT_ROUTES.map(segmentsOf);

/** Whether a path (without query) is one of the storefront's routes; a trailing slash is allowed. */
export function isStorefrontPath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some((pattern) => matches(pattern, segments));
}
