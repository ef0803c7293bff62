const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The route table (spec §2 "Routes"): `path` for the router, `getHref` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: (redirectTo?: string) => withQuery('/login', { redirectTo }) },
  category: {
    path: '/category/*',
    getHref: (slug: string, page?: number) =>
      withQuery(`/category/${slug}`, { page: page && page > 1 ? String(page) : undefined }),
  },
  product: { path: '/product/:slug', getHref: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  search: {
    path: '/search',
    getHref: (query: string, page?: number) =>
      withQuery('/search', { q: query, page: page && page > 1 ? String(page) : undefined }),
  },
  page: { path: '/page/:pageName', getHref: (pageName: string) => `/page/${pageName}` },
  homeDelivery: { path: '/page/consegna-a-casa', getHref: () => '/page/consegna-a-casa' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  serviceDown: { path: '/service-down', getHref: () => '/service-down' },
  resetPasswordRequest: { path: '/reset-password-request', getHref: () => '/reset-password-request' },
  registrationUser: { path: '/registration-user', getHref: () => '/registration-user' },
  profileDashboard: { path: '/profile/dashboard', getHref: () => '/profile/dashboard' },
  profile: { path: '/profile/*', getHref: () => '/profile/dashboard' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  payment: { path: '/payment', getHref: () => '/payment' },
  paymentError: {
    path: '/cart/payment-error/:orderId',
    getHref: (orderId: number) => `/cart/payment-error/${orderId}`,
  },
  paymentCompleted: {
    path: '/cart/payment-completed/:orderId',
    getHref: (orderId: number) => `/cart/payment-completed/${orderId}`,
  },
} as const;

/** spec §4 "Route guard": the routes that need a signed-in shopper. */
export const PROTECTED_PATHS = [
  paths.profile.path,
  paths.checkout.path,
  paths.payment.path,
  paths.paymentError.path,
  paths.paymentCompleted.path,
] as const;
