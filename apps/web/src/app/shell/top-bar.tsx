import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { AccountButton } from '../../features/auth/components/account-button';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { CartButton } from '../../features/cart/components/cart-button';
import { useCartItemCount } from '../../features/cart/hooks/use-cart-item-count';
import { SearchField } from '../../features/search/components/search-field';
import { useTenantConfig } from '../../lib/tenant-config-context';
import { openDrawer } from '../../lib/ui-store';
import { preloadOverlay } from './shell-overlays';

/** spec §2 "Shell layout": menu, logo, search (under the bar on phones), account and cart. */
export function TopBar() {
  const { t } = useTranslation();
  const tenantConfig = useTenantConfig();
  const tenantTheme = tenantConfig.theme;
  const theme = useTheme();
  const { data: user } = useUser();
  const cartItemCount = useCartItemCount(isLoggedIn(user) || tenantConfig.settings.anonymousCart);
  // Read on the first render (a server-rendered page answers for the screen it was drawn for, spec §2).
  const isWide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <AppBar position="sticky" elevation={2} sx={{ bgcolor: 'header.background', color: 'header.text' }}>
      <Toolbar
        disableGutters
        sx={{ gap: { xs: 0.5, md: 2 }, minHeight: { xs: 56, md: 64 }, px: { xs: 1, md: 3 } }}
      >
        <IconButton
          color="inherit"
          aria-label={t('shell.openCategories')}
          onClick={() => openDrawer('categories')}
          onPointerEnter={() => preloadOverlay('categories')}
          onFocus={() => preloadOverlay('categories')}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.home.getHref()}
          aria-label={t('shell.homeLink', { brandName: t('tenant.brandName') })}
          sx={{ display: 'flex', alignItems: 'center', minHeight: 44, flex: 'none' }}
        >
          <Box
            component="img"
            src={tenantTheme.logoUrl}
            alt=""
            height={40}
            sx={{ display: 'block', height: 40, width: 'auto', maxWidth: { xs: 140, md: 180 } }}
          />
        </Link>
        {isWide ? (
          <Box sx={{ flex: 1, maxWidth: 560, mx: 'auto' }}>
            <SearchField />
          </Box>
        ) : (
          <Box sx={{ flex: 1 }} />
        )}
        <AccountButton onPreload={() => preloadOverlay('login')} />
        <CartButton
          itemCount={cartItemCount}
          onClick={() => openDrawer('cart')}
          onPreload={() => preloadOverlay('cart')}
        />
      </Toolbar>
      {!isWide && (
        <Box sx={{ px: 1.5, pb: 1 }}>
          <SearchField />
        </Box>
      )}
    </AppBar>
  );
}
