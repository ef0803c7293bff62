import MenuIcon from '@mui/icons-material/Menu';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { PlainIconButton } from '../../components/plain-controls';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { AccountButton } from '../../features/auth/components/account-button';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { CartButton } from '../../features/cart/components/cart-button';
import { useCartItemCount } from '../../features/cart/hooks/use-cart-item-count';
import { SearchField } from '../../features/search/components/search-field';
import { useTenantConfig } from '../../lib/tenant-config-context';
import { useGlobalCss } from '../../lib/use-global-css';
import { openDrawer } from '../../lib/ui-store';
import { preloadOverlay } from './shell-overlays';

/**
 * MUI's sticky AppBar (elevation 2) and Toolbar in plain elements and one stylesheet, like the top bar's buttons
 * (components/plain-controls.tsx): the home route's code carries neither (UX.md "Speed").
 */
const TOP_BAR_CSS = `
.sp-topbar{position:sticky;top:0;z-index:1100;display:flex;flex-direction:column;flex-shrink:0;box-sizing:border-box;
  width:100%;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
.sp-topbar__bar{display:flex;align-items:center;gap:4px;min-height:56px;padding:0 8px}
.sp-topbar__home{display:flex;align-items:center;flex:none;min-height:44px}
.sp-topbar__logo{display:block;height:40px;width:auto;max-width:140px}
.sp-topbar__search{flex:1;max-width:560px;margin:0 auto}
.sp-topbar__spacer{flex:1}
.sp-topbar__search-row{padding:0 12px 8px}
@media (min-width:960px){
  .sp-topbar__bar{gap:16px;min-height:64px;padding:0 24px}
  .sp-topbar__logo{max-width:180px}
}
`;

/** spec §2 "Shell layout": menu, logo, search (under the bar on phones), account and cart. */
export function TopBar() {
  useGlobalCss('top-bar', TOP_BAR_CSS);
  const { t } = useTranslation();
  const tenantConfig = useTenantConfig();
  const tenantTheme = tenantConfig.theme;
  const theme = useTheme();
  const { data: user } = useUser();
  const cartItemCount = useCartItemCount(isLoggedIn(user) || tenantConfig.settings.anonymousCart);
  // Read on the first render (a server-rendered page answers for the screen it was drawn for, spec §2).
  const isWide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <header
      className="sp-topbar"
      style={{ background: tenantTheme.headerBackground, color: tenantTheme.headerText }}
    >
      <div className="sp-topbar__bar">
        <PlainIconButton
          aria-label={t('shell.openCategories')}
          onClick={() => openDrawer('categories')}
          onPointerEnter={() => preloadOverlay('categories')}
          onFocus={() => preloadOverlay('categories')}
        >
          <MenuIcon />
        </PlainIconButton>
        <RouterLink
          className="sp-topbar__home"
          to={paths.home.getHref()}
          aria-label={t('shell.homeLink', { brandName: t('tenant.brandName') })}
        >
          <img className="sp-topbar__logo" src={tenantTheme.logoUrl} alt="" height={40} />
        </RouterLink>
        {isWide ? (
          <div className="sp-topbar__search">
            <SearchField />
          </div>
        ) : (
          <div className="sp-topbar__spacer" />
        )}
        <AccountButton onPreload={() => preloadOverlay('login')} />
        <CartButton
          itemCount={cartItemCount}
          onClick={() => openDrawer('cart')}
          onPreload={() => preloadOverlay('cart')}
        />
      </div>
      {!isWide && (
        <div className="sp-topbar__search-row">
          <SearchField />
        </div>
      )}
    </header>
  );
}
