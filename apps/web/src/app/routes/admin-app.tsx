import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { matchPath, useLocation, useNavigate, useSearchParams } from 'react-router';
import { adminPaths } from '../../config/admin-paths';
import { AdminShell, type AdminNavEntry } from '../../features/back-office/components/admin-shell';
import { CatalogueScreen } from '../../features/back-office/components/catalogue-screen';
import { GiftCodesScreen } from '../../features/back-office/components/gift-codes-screen';
import { PromotionsScreen } from '../../features/back-office/components/promotions-screen';
import { BoardOrderDetail } from '../../features/back-office/components/board-order-detail';
import { OrderBoard } from '../../features/back-office/components/order-board';
import { SlotBoard } from '../../features/back-office/components/slot-board';
import { PICKING_ROLES, PickingScreen } from '../../features/back-office/components/picking-screen';
import { StaffLogin } from '../../features/back-office/components/staff-login';
import { AuditLog } from '../../features/back-office/components/audit-log';
import { STAFF_ADMIN_ROLES, StaffAdmin } from '../../features/back-office/components/staff-admin';
import { errorMessageOf, useStaffLogout, useStaffMe } from '../../features/back-office/api/staff-session';
import { useChainStores } from '../../features/back-office/api/order-board';
import { BOARD_ROLES } from '../../features/back-office/utils/board-status';
import { SLOT_ROLES } from '../../features/back-office/utils/slot-format';
import { CATALOGUE_ROLES } from '../../features/back-office/utils/catalogue-format';
import { ContentEditor } from '../../features/back-office/components/content-editor';
import { ContentHtml } from '../../features/content/components/content-html';
import { ContentList } from '../../features/back-office/components/content-list';
import { MenuEditor } from '../../features/back-office/components/menu-editor';
import { CONTENT_ROLES, postTypeOf } from '../../features/back-office/utils/content-roles';
import type { StaffMember } from '@spesa/shared/admin/staff.contract';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTenantConfig } from '../../lib/tenant-config-context';
import '../../lib/messages-it-admin';

/**
 * The screens inside the tree are chosen with the router's `matchPath`, which the storefront bundles anyway:
 * the router's `<Routes>` and `<Navigate>` would land in the shared React chunk the home route loads.
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function useAdminNav(): AdminNavEntry[] {
  const { t } = useTranslation();
  // The sections of the back-office.
  return [
    { label: t('admin.shell.orders'), href: adminPaths.orders.getHref(), roles: BOARD_ROLES },
    { label: t('admin.shell.slots'), href: adminPaths.slots.getHref(), roles: SLOT_ROLES },
    { label: t('admin.shell.picking'), href: adminPaths.picking.getHref(), roles: PICKING_ROLES },
    { label: t('admin.staff.nav'), href: adminPaths.staff.getHref(), roles: STAFF_ADMIN_ROLES },
    { label: t('admin.audit.nav'), href: adminPaths.audit.getHref(), roles: STAFF_ADMIN_ROLES },
    // README "Back-office", Catalogue screens.
    { label: t('admin.shell.catalogue'), href: adminPaths.catalogue.getHref(), roles: CATALOGUE_ROLES },
    { label: t('admin.shell.promotions'), href: adminPaths.promotions.getHref(), roles: CATALOGUE_ROLES },
    { label: t('admin.shell.giftCodes'), href: adminPaths.giftCodes.getHref(), roles: CATALOGUE_ROLES },
    { label: t('admin.content.title'), href: adminPaths.content.getHref(), roles: CONTENT_ROLES },
    { label: t('admin.content.menusTitle'), href: adminPaths.contentMenus.getHref(), roles: CONTENT_ROLES },
  ];
}

function useAdminTitle(page: string) {
  const config = useTenantConfig();
  const { t } = useTranslation();
  useDocumentTitle(t('admin.documentTitle', { page, brandName: config.texts.brandName }));
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      {children}
    </Box>
  );
}

/** README "Back-office": the staff's web app, lazily loaded at /admin, without the storefront's shell. */
export default function AdminApp() {
  const { t } = useTranslation();
  const me = useStaffMe();
  const { pathname } = useLocation();
  useAdminTitle(t('admin.appName'));
  if (me.isPending) {
    return (
      <Centered>
        <CircularProgress aria-label={t('admin.loading')} />
      </Centered>
    );
  }
  if (me.isError) {
    return (
      <Centered>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void me.refetch()}>
              {t('admin.board.retry')}
            </Button>
          }
        >
          {errorMessageOf(me.error)}
        </Alert>
      </Centered>
    );
  }
  const member = me.data;
  if (matchPath(adminPaths.login.path, pathname)) {
    return member ? <Redirect to={adminPaths.orders.getHref()} /> : <LoginScreen />;
  }
  return member ? <ShellScreens member={member} /> : <Redirect to={adminPaths.login.getHref()} />;
}

function LoginScreen() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const navigate = useNavigate();
  useAdminTitle(t('admin.login.title'));
  return (
    <StaffLogin
      brandName={config.texts.brandName}
      onLoggedIn={() => void navigate(adminPaths.orders.getHref(), { replace: true })}
    />
  );
}

function ShellScreens({ member }: { member: StaffMember }) {
  const config = useTenantConfig();
  const navigate = useNavigate();
  const logout = useStaffLogout();
  const stores = useChainStores();
  return (
    <AdminShell
      member={member}
      brandName={config.texts.brandName}
      storeName={stores.data?.find((store) => store.storeId === member.storeId)?.name}
      nav={useAdminNav()}
      isLoggingOut={logout.isPending}
      onLogout={() =>
        logout.mutate(undefined, {
          onSettled: () => void navigate(adminPaths.login.getHref(), { replace: true }),
        })
      }
    >
      <ShellScreen member={member} />
    </AdminShell>
  );
}

function ShellScreen({ member }: { member: StaffMember }) {
  const { pathname } = useLocation();
  if (matchPath(adminPaths.orders.path, pathname)) {
    // The content editor has no orders: their first screen is the content.
    return member.role === 'content_editor' ? (
      <Redirect to={adminPaths.content.getHref()} />
    ) : (
      <BoardScreen member={member} />
    );
  }
  if (pathname.startsWith(adminPaths.content.path)) {
    return CONTENT_ROLES.includes(member.role) ? (
      <ContentRoute pathname={pathname} />
    ) : (
      <Redirect to={adminPaths.orders.getHref()} />
    );
  }
  if (matchPath(adminPaths.slots.path, pathname)) {
    return SLOT_ROLES.includes(member.role) ? (
      <SlotsScreen member={member} />
    ) : (
      <Redirect to={adminPaths.orders.getHref()} />
    );
  }
  if (matchPath(adminPaths.picking.path, pathname)) return <PickingRoute member={member} />;
  if (matchPath(adminPaths.staff.path, pathname) || matchPath(adminPaths.audit.path, pathname))
    return <ChainAdminRoute member={member} audit={Boolean(matchPath(adminPaths.audit.path, pathname))} />;
  const catalogue = catalogueScreenOf(pathname);
  if (catalogue) return <CatalogueRoute member={member} screen={catalogue} />;
  const order = matchPath(adminPaths.order.path, pathname);
  const orderId = Number(order?.params.orderId);
  if (Number.isInteger(orderId) && orderId > 0) return <OrderScreen member={member} orderId={orderId} />;
  // /admin itself, and any address the tree does not know: the board.
  return <Redirect to={adminPaths.orders.getHref()} />;
}

function BoardScreen({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  useAdminTitle(t('admin.board.title'));
  return <OrderBoard member={member} orderHref={adminPaths.order.getHref} />;
}

function SlotsScreen({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  useAdminTitle(t('admin.slots.title'));
  return <SlotBoard member={member} />;
}

function PickingRoute({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  useAdminTitle(t('admin.picking.title'));
  if (!PICKING_ROLES.includes(member.role)) return <Redirect to={adminPaths.orders.getHref()} />;
  return <PickingScreen member={member} />;
}

/** README "Back-office" (Personale, Registro attività): the chain admin's only. */
function ChainAdminRoute({ member, audit }: { member: StaffMember; audit: boolean }) {
  const { t } = useTranslation();
  useAdminTitle(t(audit ? 'admin.audit.title' : 'admin.staff.title'));
  if (!STAFF_ADMIN_ROLES.includes(member.role)) return <Redirect to={adminPaths.orders.getHref()} />;
  return audit ? <AuditLog /> : <StaffAdmin />;
}

/** README "Back-office", Catalogue screens: the chain admin's Catalogo, Promozioni and Buoni sconto. */
const CATALOGUE_SCREENS = {
  catalogue: { path: adminPaths.catalogue.path, title: 'admin.catalogue.title', Screen: CatalogueScreen },
  promotions: { path: adminPaths.promotions.path, title: 'admin.promotions.title', Screen: PromotionsScreen },
  giftCodes: { path: adminPaths.giftCodes.path, title: 'admin.giftCodes.title', Screen: GiftCodesScreen },
} as const;
type CatalogueScreenKey = keyof typeof CATALOGUE_SCREENS;

function catalogueScreenOf(pathname: string): CatalogueScreenKey | undefined {
  return (Object.keys(CATALOGUE_SCREENS) as CatalogueScreenKey[]).find((key) =>
    matchPath(CATALOGUE_SCREENS[key].path, pathname),
  );
}

function CatalogueRoute({ member, screen }: { member: StaffMember; screen: CatalogueScreenKey }) {
  const { t } = useTranslation();
  const { title, Screen } = CATALOGUE_SCREENS[screen];
  useAdminTitle(t(title));
  if (!CATALOGUE_ROLES.includes(member.role)) return <Redirect to={adminPaths.orders.getHref()} />;
  return <Screen />;
}

function OrderScreen({ member, orderId }: { member: StaffMember; orderId: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  useAdminTitle(t('admin.order.documentTitle'));
  return (
    <BoardOrderDetail
      key={orderId}
      orderId={orderId}
      member={member}
      backHref={adminPaths.orders.getHref(new URLSearchParams(search))}
    />
  );
}

/**
 * README "Back-office", Content: the list by type, the menus, a new post and one post. The preview renders a
 * draft with the storefront's own content renderer.
 */
function ContentRoute({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation() as { state: { created?: boolean } | null };
  const justCreated = location.state?.created === true;
  const type = postTypeOf(search.get('type'));
  const isMenus = matchPath(adminPaths.contentMenus.path, pathname) !== null;
  useAdminTitle(isMenus ? t('admin.content.menusTitle') : t('admin.content.title'));
  if (isMenus) return <MenuEditor />;
  // The new post's address replaces the new one's, and its editor says it was created.
  const onCreated = (postId: number) =>
    void navigate(adminPaths.contentPost.getHref(postId), { replace: true, state: { created: true } });
  if (matchPath(adminPaths.contentNew.path, pathname))
    return (
      <ContentEditor key="new" postId={null} type={type} onCreated={onCreated} previewHtml={ContentHtml} />
    );
  const postId = Number(matchPath(adminPaths.contentPost.path, pathname)?.params.postId);
  if (Number.isInteger(postId) && postId > 0)
    return (
      <ContentEditor
        key={postId}
        postId={postId}
        type={type}
        justCreated={justCreated}
        onCreated={onCreated}
        previewHtml={ContentHtml}
      />
    );
  return (
    <ContentList
      type={type}
      onTypeChange={(next) => void navigate(adminPaths.content.getHref(next), { replace: true })}
    />
  );
}
