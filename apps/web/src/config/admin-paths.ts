/**
 * README "Back-office": the staff's web app under /admin. The router declares `tree` (the lazily loaded
 * part answers everything below it); the other entries are the screens inside it.
 */
export const adminPaths = {
  tree: { path: '/admin/*', getHref: () => '/admin' },
  login: { path: '/admin/login', getHref: () => '/admin/login' },
  orders: {
    path: '/admin/orders',
    /** `search` carries the board's filters (STYLE.md: they live in the URL). */
    getHref: (search?: URLSearchParams) => {
      const text = search?.toString();
      return text ? `/admin/orders?${text}` : '/admin/orders';
    },
  },
  order: {
    path: '/admin/orders/:orderId',
    getHref: (orderId: number, search?: URLSearchParams) => {
      const text = search?.toString();
      return text ? `/admin/orders/${orderId}?${text}` : `/admin/orders/${orderId}`;
    },
  },
  slots: {
    path: '/admin/slots',
    /** `search` carries the store, service and day (STYLE.md: they live in the URL). */
    getHref: (search?: URLSearchParams) => {
      const text = search?.toString();
      return text ? `/admin/slots?${text}` : '/admin/slots';
    },
  },
  /** README "Picking": day and slot in `search`. */
  picking: { path: '/admin/picking', getHref: () => '/admin/picking' },
  /** README "Back-office" (Personale, Registro attività): the chain admin's; filters in `search`. */
  staff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  // README "Back-office", Catalogue screens: search and page in `search`.
  catalogue: { path: '/admin/catalogue', getHref: () => '/admin/catalogue' },
  promotions: { path: '/admin/promotions', getHref: () => '/admin/promotions' },
  giftCodes: { path: '/admin/gift-codes', getHref: () => '/admin/gift-codes' },
  // README "Back-office", Content: the list by type (`?type=`), one post, a new one and the menus.
  content: {
    path: '/admin/content',
    getHref: (type?: string) => (type ? `/admin/content?type=${type}` : '/admin/content'),
  },
  contentNew: {
    path: '/admin/content/new',
    getHref: (type: string) => `/admin/content/new?type=${type}`,
  },
  contentMenus: { path: '/admin/content/menus', getHref: () => '/admin/content/menus' },
  contentPost: {
    path: '/admin/content/:postId',
    getHref: (postId: number) => `/admin/content/${postId}`,
  },
} as const;
