import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { paths, PROTECTED_PATHS } from '../../../config/paths';
import { openLoginDialog } from '../../../lib/ui-store';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useUser } from '../api/get-user';
import { useLogout } from '../api/logout';
import { isLoggedIn } from '../utils/is-logged-in';

const loadAccountMenu = () => import('./account-menu');
// The menu (and MUI's popover machinery) is only needed once a signed-in shopper opens it.
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

const buttonSx = {
  minWidth: 44,
  px: { xs: 1, md: 1.5 },
  '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
} as const;

/** Visible from the md breakpoint; on phones only the icon shows and the text stays for screen readers. */
function LabelText({ children }: { children: string }) {
  return (
    <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
      {children}
    </Box>
  );
}

interface AccountButtonProps {
  /** Starts loading the login dialog's code when the visitor is about to open it. */
  onPreload?: () => void;
}

/** Top bar: the login button for a visitor, the account menu (name, "Esci") for a signed-in shopper. */
export function AccountButton({ onPreload }: AccountButtonProps) {
  const { t } = useTranslation();
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  // A protected page is left before the session's data is cleared: it asks nothing more of the server.
  const logoutMutation = useLogout(async () => {
    if (PROTECTED_PATHS.some((pattern) => matchPath(pattern, location.pathname))) {
      await navigate(paths.home.getHref());
    }
  });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isMenuMounted, setMenuMounted] = useState(false);
  const menuId = useId();

  if (!isLoggedIn(user)) {
    return (
      <Button
        color="inherit"
        onClick={() => void openLoginDialog()}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        startIcon={<PersonOutlined />}
        // Until the session is known the place is kept but empty, so a signed-in shopper never sees "Accedi".
        sx={{ ...buttonSx, visibility: isPending ? 'hidden' : 'visible' }}
      >
        <LabelText>{t('account.login')}</LabelText>
      </Button>
    );
  }

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login || '';
  const shortName = user.firstName || fullName;

  const handleLogout = () => {
    setAnchor(null);
    logoutMutation.mutate();
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-label={t('account.openMenu', { name: shortName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={(event) => {
          setMenuMounted(true);
          setAnchor(event.currentTarget);
        }}
        sx={buttonSx}
      >
        <LabelText>{shortName}</LabelText>
      </Button>
      {isMenuMounted && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            anchor={anchor}
            user={user}
            fullName={fullName}
            onClose={() => setAnchor(null)}
            onLogout={handleLogout}
          />
        </Suspense>
      )}
    </>
  );
}
