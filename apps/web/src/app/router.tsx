import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { paths } from '../config/paths';
import { requireAuthLoader } from './require-auth-loader';
import { categoryLoader, categoryShouldRevalidate } from './routes/category-loader';
import { HomeRoute, homeLoader } from './routes/home';
import { productLoader } from './routes/product-loader';
import { RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

/** Drops the leading slash: child routes are relative to the shell. */
const relative = (path: string) => path.replace(/^\//, '');

// ARCHITECTURE §7: the home is in the main bundle; every other screen loads lazily. The category's and the
// product's loaders stay in it, so their data is asked for while the screen's code loads (README "Server-rendered first HTML").
const lazyScreens = {
  category: async () => ({ Component: (await import('./routes/category')).CategoryRoute }),
  product: async () => ({ Component: (await import('./routes/product')).ProductRoute }),
  search: async () => {
    const { SearchRoute, searchLoader } = await import('./routes/search');
    return { Component: SearchRoute, loader: searchLoader };
  },
  fastSearch: async () => {
    const { FastSearchRoute, fastSearchLoader } = await import('./routes/fast-search');
    return { Component: FastSearchRoute, loader: fastSearchLoader };
  },
  login: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
  notFound: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
  serviceDown: async () => ({ Component: (await import('./routes/service-down')).ServiceDownRoute }),
  cookieCenter: async () => ({ Component: (await import('./routes/cookie-center')).CookieCenterRoute }),
  profileDashboard: async () => ({
    Component: (await import('./routes/profile-dashboard')).ProfileDashboardRoute,
  }),
  addressEdit: async () => ({ Component: (await import('./routes/address-edit')).AddressEditRoute }),
  // spec §2: registration, password reset and the account area.
  registrationUser: async () => ({
    Component: (await import('./routes/registration-user')).RegistrationUserRoute,
  }),
  registrationCompleted: async () => ({
    Component: (await import('./routes/registration-completed')).RegistrationCompletedRoute,
  }),
  registrationConfirm: async () => ({
    Component: (await import('./routes/registration-confirm')).RegistrationConfirmRoute,
  }),
  emailConfirmed: async () => ({ Component: (await import('./routes/email-confirmed')).EmailConfirmedRoute }),
  accountDeleted: async () => ({ Component: (await import('./routes/account-deleted')).AccountDeletedRoute }),
  resetPasswordRequest: async () => ({
    Component: (await import('./routes/reset-password-request')).ResetPasswordRequestRoute,
  }),
  resetPasswordSent: async () => ({
    Component: (await import('./routes/reset-password-sent')).ResetPasswordSentRoute,
  }),
  resetPassword: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
  resetPasswordCompleted: async () => ({
    Component: (await import('./routes/reset-password-completed')).ResetPasswordCompletedRoute,
  }),
  profileLayout: async () => ({ Component: (await import('./routes/profile-layout')).ProfileLayoutRoute }),
  profileUpdate: async () => ({ Component: (await import('./routes/profile-update')).ProfileUpdateRoute }),
  profileAddresses: async () => ({
    Component: (await import('./routes/profile-addresses')).ProfileAddressesRoute,
  }),
  profileLists: async () => ({ Component: (await import('./routes/profile-lists')).ProfileListsRoute }),
  profileFavourites: async () => ({
    Component: (await import('./routes/profile-favourites')).ProfileFavouritesRoute,
  }),
  profileListDetail: async () => ({
    Component: (await import('./routes/profile-list-detail')).ProfileListDetailRoute,
  }),
  timeslot: async () => ({ Component: (await import('./routes/timeslot')).TimeslotRoute }),
  sharedList: async () => ({ Component: (await import('./routes/shared-list')).SharedListRoute }),
  // spec §2: checkout, payment and orders.
  checkout: async () => ({ Component: (await import('./routes/checkout')).CheckoutRoute }),
  payment: async () => ({ Component: (await import('./routes/payment')).PaymentRoute }),
  paymentCompleted: async () => ({
    Component: (await import('./routes/payment-result')).PaymentCompletedRoute,
  }),
  paymentError: async () => ({ Component: (await import('./routes/payment-result')).PaymentErrorRoute }),
  orders: async () => ({ Component: (await import('./routes/orders')).OrdersRoute }),
  orderDetail: async () => ({ Component: (await import('./routes/order-detail')).OrderDetailRoute }),
  paymentDueDates: async () => ({
    Component: (await import('./routes/payment-due-dates')).PaymentDueDatesRoute,
  }),
  // spec §2 content routes: static pages, flyers, FAQ, awards and the customer-service form.
  contentPage: async () => ({ Component: (await import('./routes/content-page')).ContentPageRoute }),
  flyers: async () => ({ Component: (await import('./routes/flyers')).FlyersRoute }),
  flyer: async () => ({ Component: (await import('./routes/flyer')).FlyerRoute }),
  faq: async () => ({ Component: (await import('./routes/faq')).FaqRoute }),
  awards: async () => ({ Component: (await import('./routes/awards')).AwardsRoute }),
  customerService: async () => ({
    Component: (await import('./routes/customer-service')).CustomerServiceRoute,
  }),
};

/**
 * The lazily loaded screens a first HTML may show (ARCHITECTURE §7), by route id, with the module Vite's
 * manifest names each by: the server lists their code in the page's head, so it loads beside the main bundle
 * instead of after it, before the hydration that waits for it.
 */
export const SERVER_RENDERED_SCREENS = {
  category: 'src/app/routes/category.tsx',
  product: 'src/app/routes/product.tsx',
  search: 'src/app/routes/search.tsx',
  contentPage: 'src/app/routes/content-page.tsx',
} as const;

/** Loads the code of every screen of SERVER_RENDERED_SCREENS: the server render loads them once, at start. */
export function loadServerRenderedScreens(): Promise<unknown> {
  const ids = Object.keys(SERVER_RENDERED_SCREENS) as (keyof typeof SERVER_RENDERED_SCREENS)[];
  return Promise.all(ids.map((id) => lazyScreens[id]()));
}

export function createAppRoutes(
  queryClient: QueryClient,
  navigate: (to: string) => void,
  config: TenantPublicConfig,
): RouteObject[] {
  return [
    // README "Back-office": the staff's app, without the storefront's shell, loaded only at /admin.
    { path: 'admin/*', lazy: () => import('./routes/admin'), hydrateFallbackElement: <PageSkeleton /> },
    {
      element: <AppShell />,
      children: [
        {
          errorElement: <RouteError />,
          hydrateFallbackElement: <PageSkeleton />,
          children: [
            { index: true, loader: homeLoader(queryClient, config), element: <HomeRoute /> },
            {
              path: relative(paths.category.path),
              loader: categoryLoader(queryClient),
              shouldRevalidate: categoryShouldRevalidate,
              id: 'category',
              lazy: lazyScreens.category,
            },
            {
              path: relative(paths.product.path),
              loader: productLoader(queryClient),
              id: 'product',
              lazy: lazyScreens.product,
            },
            { path: relative(paths.search.path), id: 'search', lazy: lazyScreens.search },
            { path: relative(paths.fastSearch.path), lazy: lazyScreens.fastSearch },
            { path: relative(paths.login.path), lazy: lazyScreens.login },
            { path: relative(paths.notFound.path), lazy: lazyScreens.notFound },
            { path: relative(paths.serviceDown.path), lazy: lazyScreens.serviceDown },
            { path: relative(paths.cookieCenter.path), lazy: lazyScreens.cookieCenter },
            { path: relative(paths.registrationUser.path), lazy: lazyScreens.registrationUser },
            { path: relative(paths.registrationCompleted.path), lazy: lazyScreens.registrationCompleted },
            { path: relative(paths.registrationConfirmLink.path), lazy: lazyScreens.registrationConfirm },
            { path: relative(paths.registrationConfirm.path), lazy: lazyScreens.registrationConfirm },
            { path: relative(paths.emailConfirmed.path), lazy: lazyScreens.emailConfirmed },
            { path: relative(paths.accountDeleted.path), lazy: lazyScreens.accountDeleted },
            { path: relative(paths.resetPasswordRequest.path), lazy: lazyScreens.resetPasswordRequest },
            { path: relative(paths.resetPasswordSent.path), lazy: lazyScreens.resetPasswordSent },
            { path: relative(paths.resetPassword.path), lazy: lazyScreens.resetPassword },
            { path: relative(paths.registrationResetPassword.path), lazy: lazyScreens.resetPassword },
            { path: relative(paths.resetPasswordCompleted.path), lazy: lazyScreens.resetPasswordCompleted },
            { path: relative(paths.page.path), id: 'contentPage', lazy: lazyScreens.contentPage },
            { path: relative(paths.flyers.path), lazy: lazyScreens.flyers },
            { path: relative(paths.flyer.path), lazy: lazyScreens.flyer },
            { path: relative(paths.faq.path), lazy: lazyScreens.faq },
            { path: relative(paths.faqCategory.path), lazy: lazyScreens.faq },
            { path: relative(paths.awards.path), lazy: lazyScreens.awards },
            { path: relative(paths.customerService.path), lazy: lazyScreens.customerService },
            { path: relative(paths.sharedList.path), lazy: lazyScreens.sharedList },
            {
              loader: requireAuthLoader(queryClient, navigate),
              hydrateFallbackElement: <PageSkeleton />,
              children: [
                {
                  // spec §2 "/profile with children": the four sections of the account area.
                  lazy: lazyScreens.profileLayout,
                  children: [
                    { path: relative(paths.profileHome.path), lazy: lazyScreens.profileDashboard },
                    { path: relative(paths.profileDashboard.path), lazy: lazyScreens.profileDashboard },
                    { path: relative(paths.profileUpdate.path), lazy: lazyScreens.profileUpdate },
                    { path: relative(paths.profileConfirmed.path), lazy: lazyScreens.profileUpdate },
                    { path: relative(paths.profileAddresses.path), lazy: lazyScreens.profileAddresses },
                    { path: relative(paths.profileLists.path), lazy: lazyScreens.profileLists },
                    { path: relative(paths.profileFavourites.path), lazy: lazyScreens.profileFavourites },
                    { path: relative(paths.profileList.path), lazy: lazyScreens.profileListDetail },
                    { path: relative(paths.profileOrders.path), lazy: lazyScreens.orders },
                    { path: relative(paths.profileOrder.path), lazy: lazyScreens.orderDetail },
                    { path: relative(paths.paymentDueDates.path), lazy: lazyScreens.paymentDueDates },
                  ],
                },
                { path: relative(paths.addressNew.path), lazy: lazyScreens.addressEdit },
                { path: relative(paths.addressEdit.path), lazy: lazyScreens.addressEdit },
                { path: relative(paths.timeslot.path), lazy: lazyScreens.timeslot },
                // A /profile/… address that names no section: the guard runs first, then not-found shows.
                { path: relative(paths.profile.path), lazy: lazyScreens.notFound },
                { path: relative(paths.checkout.path), lazy: lazyScreens.checkout },
                { path: relative(paths.payment.path), lazy: lazyScreens.payment },
                { path: relative(paths.paymentError.path), lazy: lazyScreens.paymentError },
                { path: relative(paths.paymentCompleted.path), lazy: lazyScreens.paymentCompleted },
              ],
            },
            { path: '*', lazy: lazyScreens.notFound },
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** `loaderData`: a server-rendered page's, so the first address's loaders do not run again. */
export function createAppRouter(
  queryClient: QueryClient,
  config: TenantPublicConfig,
  loaderData?: Record<string, unknown>,
): AppRouter {
  const router = createBrowserRouter(
    createAppRoutes(
      queryClient,
      (to) => {
        void router.navigate(to);
      },
      config,
    ),
    loaderData ? { hydrationData: { loaderData } } : undefined,
  );
  return router;
}

/** Resolves once the router has loaded the first address's lazy screen and data. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
