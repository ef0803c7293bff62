import ListAlt from '@mui/icons-material/ListAlt';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useUser } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { useDeliveryFlow } from '../../features/delivery/hooks/use-delivery-flow';
import { useIsDeliveryDialogOpen } from '../../features/delivery/utils/delivery-dialog-store';
import { useTenantConfig } from '../../lib/tenant-config-context';
import {
  closeDrawer,
  closeLoginDialog,
  openDrawer,
  openLoginDialog,
  showPopupMessage,
  useIsLoginDialogOpen,
  useOpenDrawer,
  usePopupMessage,
} from '../../lib/ui-store';
import { ChooseListHost } from './choose-list-host';

// ARCHITECTURE §7: dialogs and closed drawers load lazily, keeping them out of the home route's bundle.
const loaders = {
  categories: () => import('../../features/catalogue/components/category-drawer'),
  cart: () => import('../../features/cart/components/cart-drawer'),
  links: () => import('./links-drawer'),
  login: () => import('../../features/auth/components/login-dialog'),
  deliveryDialogs: () => import('../../features/delivery/components/delivery-dialogs'),
  cartDeliveryInfo: () => import('../../features/delivery/components/cart-delivery-info'),
  messagePopup: () => import('../../components/message-popup-dialog'),
};

const CategoryDrawer = lazy(() =>
  loaders.categories().then((module) => ({ default: module.CategoryDrawer })),
);
const CartDrawer = lazy(() => loaders.cart().then((module) => ({ default: module.CartDrawer })));
const LinksDrawer = lazy(() => loaders.links().then((module) => ({ default: module.LinksDrawer })));
const LoginDialog = lazy(() => loaders.login().then((module) => ({ default: module.LoginDialog })));
const DeliveryDialogs = lazy(() =>
  loaders.deliveryDialogs().then((module) => ({ default: module.DeliveryDialogs })),
);
const CartDeliveryInfo = lazy(() =>
  loaders.cartDeliveryInfo().then((module) => ({ default: module.CartDeliveryInfo })),
);
const MessagePopupDialog = lazy(() =>
  loaders.messagePopup().then((module) => ({ default: module.MessagePopupDialog })),
);

/**
 * The code a visitor is likely to open next, as Vite's manifest names its module (the module `loaders.login`
 * imports): a first HTML drawn by the server has its start prefetch it (apps/web/src/start-after-paint.ts),
 * fetched while the browser is idle and run only when the dialog opens.
 */
export const VISITOR_PREFETCH = ['src/features/auth/components/login-dialog.tsx'] as const;

/** Whether the page's start had the browser prefetch a visitor's next code (VISITOR_PREFETCH). */
function isPrefetchedByServer(): boolean {
  return document.head.querySelector('link[rel="prefetch"]') !== null;
}

/** Starts downloading an overlay's code when the shopper is about to open it. */
export function preloadOverlay(name: keyof typeof loaders): void {
  void loaders[name]();
}

/** Runs `task` once the browser has nothing else to do; returns its cancellation. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 2_000);
  return () => window.clearTimeout(timer);
}

/** Mounted from the first opening on, so the closing transition can run. */
function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}

/** UX.md "Cart": a visitor who logs in from the cart drawer comes back to it. */
async function loginFromCart(): Promise<void> {
  closeDrawer();
  if (await openLoginDialog()) openDrawer('cart');
}

export function ShellOverlays() {
  const { t } = useTranslation();
  const openDrawerName = useOpenDrawer();
  const isLoginOpen = useIsLoginDialogOpen();
  const { data: user } = useUser();
  const { settings } = useTenantConfig();
  const isCategoriesMounted = useHasOpened(openDrawerName === 'categories');
  const isCartMounted = useHasOpened(openDrawerName === 'cart');
  const isLinksMounted = useHasOpened(openDrawerName === 'links');
  const isLoginMounted = useHasOpened(isLoginOpen);
  const popupMessage = usePopupMessage();
  const isPopupMounted = useHasOpened(popupMessage !== null);
  const isDeliveryDialogOpen = useIsDeliveryDialogOpen();
  const isDeliveryDialogsMounted = useHasOpened(isDeliveryDialogOpen);
  const deliveryFlow = useDeliveryFlow(isLoggedIn(user));
  const isVisitor = user !== undefined && !isLoggedIn(user);

  // A visitor's next step is often "Accedi": its code arrives while the page is idle, so the dialog opens at
  // once even on a slow phone (UX.md "Feedback"). On a page the server drew, the browser prefetched it already,
  // without running it while the page starts (UX.md "Speed").
  useEffect(
    () => (isVisitor && !isPrefetchedByServer() ? whenIdle(() => preloadOverlay('login')) : undefined),
    [isVisitor],
  );

  return (
    <>
      {isCategoriesMounted && (
        <Suspense fallback={null}>
          <CategoryDrawer
            open={openDrawerName === 'categories'}
            onClose={closeDrawer}
            extraEntry={{
              label: t('tenant.linksMenuTitle'),
              icon: <ListAlt />,
              onClick: () => openDrawer('links'),
              onPreload: () => preloadOverlay('links'),
            }}
          />
        </Suspense>
      )}
      {isCartMounted && (
        <Suspense fallback={null}>
          <CartDrawer
            open={openDrawerName === 'cart'}
            onClose={closeDrawer}
            isLoggedIn={isLoggedIn(user)}
            hasCart={isLoggedIn(user) || settings.anonymousCart}
            onLogin={() => void loginFromCart()}
            deliveryInfo={
              <Suspense fallback={null}>
                <CartDeliveryInfo flow={deliveryFlow} />
              </Suspense>
            }
          />
        </Suspense>
      )}
      {isLinksMounted && (
        <Suspense fallback={null}>
          <LinksDrawer open={openDrawerName === 'links'} onClose={closeDrawer} />
        </Suspense>
      )}
      {isLoginMounted && (
        <Suspense fallback={null}>
          <LoginDialog open={isLoginOpen} onClose={closeLoginDialog} />
        </Suspense>
      )}
      {isDeliveryDialogsMounted && (
        <Suspense fallback={null}>
          <DeliveryDialogs />
        </Suspense>
      )}
      {isPopupMounted && (
        <Suspense fallback={null}>
          <MessagePopupDialog message={popupMessage} onClose={() => showPopupMessage(null)} />
        </Suspense>
      )}
      <ChooseListHost />
    </>
  );
}
