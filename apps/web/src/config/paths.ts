const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const withSearch = (path: string, search?: URLSearchParams) => {
  const text = search?.toString();
  return text ? `${path}?${text}` : path;
};

/** The route table (spec §2 "Routes"): `path` for the router, `getHref` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: (redirectTo?: string) => withQuery('/login', { redirectTo }) },
  category: {
    path: '/category/*',
    /** `search` carries the filters, sort and page (STYLE.md: they live in the URL). */
    getHref: (slug: string, search?: URLSearchParams) => withSearch(`/category/${slug}`, search),
  },
  product: { path: '/product/:slug', getHref: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  search: {
    path: '/search',
    getHref: (query: string, search?: URLSearchParams) => {
      const params = new URLSearchParams(search);
      params.set('q', query);
      return withSearch('/search', params);
    },
  },
  /** spec §2: one result block per word of `q` (comma-separated). */
  /** spec §6: the read-only link of a shared wish list. */
  sharedList: {
    path: '/lista-condivisa/:token',
    getHref: (token: string) => `/lista-condivisa/${encodeURIComponent(token)}`,
  },
  fastSearch: {
    path: '/fast-search',
    getHref: (words: readonly string[] = []) =>
      withQuery('/fast-search', { q: words.join(',') || undefined }),
  },
  /** spec §2 content routes: static pages, flyers, FAQ, awards and the customer-service form. */
  page: {
    path: '/page/:pageName',
    getHref: (pageName: string) => `/page/${encodeURIComponent(pageName)}`,
  },
  homeDelivery: { path: '/page/consegna-a-casa', getHref: () => '/page/consegna-a-casa' },
  termsOfSale: { path: '/page/condizioni-di-vendita', getHref: () => '/page/condizioni-di-vendita' },
  flyers: { path: '/volantini', getHref: () => '/volantini' },
  flyer: {
    path: '/volantini/:volantino',
    getHref: (slug: string) => `/volantini/${encodeURIComponent(slug)}`,
  },
  faq: { path: '/faq', getHref: () => '/faq' },
  faqCategory: {
    path: '/faq/:categoryName',
    getHref: (categoryName: string) => `/faq/${encodeURIComponent(categoryName)}`,
  },
  awards: { path: '/vantaggi', getHref: () => '/vantaggi' },
  /** The order number field is pre-filled from `order` (an order's detail page links here). */
  customerService: {
    path: '/servizio-clienti',
    getHref: (orderId?: number) =>
      withQuery('/servizio-clienti', { order: orderId === undefined ? undefined : String(orderId) }),
  },
  /** spec §2 "Other named screens": the cookie center, reachable from the footer at any time. */
  cookieCenter: { path: '/cookie-center', getHref: () => '/cookie-center' },
  cookiePolicy: { path: '/page/cookie-policy', getHref: () => '/page/cookie-policy' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  serviceDown: { path: '/service-down', getHref: () => '/service-down' },
  resetPasswordRequest: { path: '/reset-password-request', getHref: () => '/reset-password-request' },
  registrationUser: { path: '/registration-user', getHref: () => '/registration-user' },
  /** spec §2 registration and password reset flows. */
  registrationCompleted: { path: '/registration-completed', getHref: () => '/registration-completed' },
  /** The link of the confirmation e-mail carries e_mail and reg_control_code. */
  registrationConfirmLink: { path: '/registration/confirm', getHref: () => '/registration/confirm' },
  registrationConfirm: {
    path: '/registration-confirm',
    getHref: (email?: string) => withQuery('/registration-confirm', { e_mail: email }),
  },
  emailConfirmed: { path: '/email-confirmed', getHref: () => '/email-confirmed' },
  /** Where the deletion of the account ends: open to visitors, since the session has ended with it. */
  accountDeleted: { path: '/account-deleted', getHref: () => '/account-deleted' },
  resetPasswordSent: { path: '/reset-password-sent', getHref: () => '/reset-password-sent' },
  /** The link of the reset e-mail carries e_mail and reset_token; both paths show the same screen. */
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  registrationResetPassword: {
    path: '/registration/reset-password',
    getHref: () => '/registration/reset-password',
  },
  resetPasswordCompleted: { path: '/reset-password-completed', getHref: () => '/reset-password-completed' },
  profileDashboard: { path: '/profile/dashboard', getHref: () => '/profile/dashboard' },
  profile: { path: '/profile/*', getHref: () => '/profile/dashboard' },
  /** spec §2 "/profile with children". */
  profileHome: { path: '/profile', getHref: () => '/profile' },
  profileUpdate: { path: '/profile/profile-update', getHref: () => '/profile/profile-update' },
  profileConfirmed: { path: '/profile/profile-confirmed', getHref: () => '/profile/profile-confirmed' },
  profileOrders: { path: '/profile/orders', getHref: () => '/profile/orders' },
  profileOrder: {
    path: '/profile/orders/:orderId',
    getHref: (orderId: number) => `/profile/orders/${orderId}`,
  },
  /** spec §1 payment deadlines: the invoices due and their status. */
  paymentDueDates: { path: '/profile/payment-due-dates', getHref: () => '/profile/payment-due-dates' },
  profileAddresses: { path: '/profile/addresses', getHref: () => '/profile/addresses' },
  profileLists: { path: '/profile/lists', getHref: () => '/profile/lists' },
  profileFavourites: { path: '/profile/lists/favourites', getHref: () => '/profile/lists/favourites' },
  profileList: {
    path: '/profile/lists/:listId',
    getHref: (listId: number) => `/profile/lists/${listId}`,
  },
  /** spec §2 "Address edit": a new home address, or the one of the route param addressId. */
  addressNew: { path: '/profile/addresses/new', getHref: () => '/profile/addresses/new' },
  addressEdit: {
    path: '/profile/addresses/:addressId/edit',
    getHref: (addressId: number) => `/profile/addresses/${addressId}/edit`,
  },
  /** spec §2 "Timeslot selector screen". */
  timeslot: { path: '/timeslot', getHref: () => '/timeslot' },
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
  paths.timeslot.path,
  paths.checkout.path,
  paths.payment.path,
  paths.paymentError.path,
  paths.paymentCompleted.path,
] as const;
