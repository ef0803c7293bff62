import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { paths } from '../config/paths';
import { requireAuthLoader } from './require-auth-loader';
import { CategoryRoute, categoryLoader, categoryShouldRevalidate } from './routes/category';
import { HomeRoute, homeLoader } from './routes/home';
import { ProductRoute, productLoader } from './routes/product';
import { RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

/** Drops the leading slash: child routes are relative to the shell. */
const relative = (path: string) => path.replace(/^\//, '');

// ARCHITECTURE §7: home, category and product are in the main bundle; every other screen loads lazily.
const lazyScreens = {
  search: async () => ({ Component: (await import('./routes/search')).SearchRoute }),
  fastSearch: async () => {
    const { FastSearchRoute, fastSearchLoader } = await import('./routes/fast-search');
    return { Component: FastSearchRoute, loader: fastSearchLoader };
  },
  login: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
  notFound: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
  serviceDown: async () => ({ Component: (await import('./routes/service-down')).ServiceDownRoute }),
  profileDashboard: async () => ({
    Component: (await import('./routes/profile-dashboard')).ProfileDashboardRoute,
  }),
  addressEdit: async () => ({ Component: (await import('./routes/address-edit')).AddressEditRoute }),
  timeslot: async () => ({ Component: (await import('./routes/timeslot')).TimeslotRoute }),
};

export function createAppRoutes(queryClient: QueryClient, navigate: (to: string) => void): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        {
          errorElement: <RouteError />,
          hydrateFallbackElement: <PageSkeleton />,
          children: [
            { index: true, loader: homeLoader(queryClient), element: <HomeRoute /> },
            {
              path: relative(paths.category.path),
              loader: categoryLoader(queryClient),
              shouldRevalidate: categoryShouldRevalidate,
              element: <CategoryRoute />,
            },
            {
              path: relative(paths.product.path),
              loader: productLoader(queryClient),
              element: <ProductRoute />,
            },
            { path: relative(paths.search.path), lazy: lazyScreens.search },
            { path: relative(paths.fastSearch.path), lazy: lazyScreens.fastSearch },
            { path: relative(paths.login.path), lazy: lazyScreens.login },
            { path: relative(paths.notFound.path), lazy: lazyScreens.notFound },
            { path: relative(paths.serviceDown.path), lazy: lazyScreens.serviceDown },
            {
              loader: requireAuthLoader(queryClient, navigate),
              hydrateFallbackElement: <PageSkeleton />,
              children: [
                { path: relative(paths.profileDashboard.path), lazy: lazyScreens.profileDashboard },
                { path: relative(paths.addressNew.path), lazy: lazyScreens.addressEdit },
                { path: relative(paths.addressEdit.path), lazy: lazyScreens.addressEdit },
                { path: relative(paths.timeslot.path), lazy: lazyScreens.timeslot },
                // Protected screens of later issues; until they exist the guard runs, then not-found shows.
                { path: relative(paths.profile.path), lazy: lazyScreens.notFound },
                { path: relative(paths.checkout.path), lazy: lazyScreens.notFound },
                { path: relative(paths.payment.path), lazy: lazyScreens.notFound },
                { path: relative(paths.paymentError.path), lazy: lazyScreens.notFound },
                { path: relative(paths.paymentCompleted.path), lazy: lazyScreens.notFound },
              ],
            },
            { path: '*', lazy: lazyScreens.notFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(
    createAppRoutes(queryClient, (to) => {
      void router.navigate(to);
    }),
  );
  return router;
}
