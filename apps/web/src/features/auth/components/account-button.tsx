import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { PlainButton } from '../../../components/plain-controls';
import { paths, PROTECTED_PATHS } from '../../../config/paths';
import { openLoginDialog } from '../../../lib/ui-store';
import { useGlobalCss } from '../../../lib/use-global-css';
import { useUser } from '../api/get-user';
import { isLoggedIn } from '../utils/is-logged-in';

const loadAccountMenu = () => import('./account-menu');
// The menu (and MUI's popover machinery) is only needed once a signed-in shopper opens it.
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

/** The label shows from the md breakpoint (960 px); on phones only the icon, the text stays for screen readers. */
const ACCOUNT_BUTTON_CSS = `
.sp-btn.sp-account{min-width:44px}
.sp-account .sp-btn__icon{margin:0}
.sp-account__label{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;
  clip:rect(0 0 0 0);white-space:nowrap}
@media (min-width:960px){
  .sp-btn.sp-account{padding:6px 12px}
  .sp-account .sp-btn__icon{margin:0 8px 0 -4px}
  .sp-account__label{position:static;width:auto;height:auto;margin:0;overflow:visible;clip:auto}
}
`;

function LabelText({ children }: { children: string }) {
  return <span className="sp-account__label">{children}</span>;
}

interface AccountButtonProps {
  /** Starts loading the login dialog's code when the visitor is about to open it. */
  onPreload?: () => void;
}

/** Top bar: the login button for a visitor, the account menu (name, "Esci") for a signed-in shopper. */
export function AccountButton({ onPreload }: AccountButtonProps) {
  const { t } = useTranslation();
  useGlobalCss('account-button', ACCOUNT_BUTTON_CSS);
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  // A protected page is left before the session's data is cleared: it asks nothing more of the server.
  const leave = async () => {
    if (PROTECTED_PATHS.some((pattern) => matchPath(pattern, location.pathname))) {
      await navigate(paths.home.getHref());
    }
  };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isMenuMounted, setMenuMounted] = useState(false);
  const menuId = useId();

  if (!isLoggedIn(user)) {
    return (
      <PlainButton
        className="sp-account"
        onClick={() => void openLoginDialog()}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        startIcon={<PersonOutlined />}
        // Until the session is known the place is kept but empty, so a signed-in shopper never sees "Accedi".
        style={{ visibility: isPending ? 'hidden' : 'visible' }}
      >
        <LabelText>{t('account.login')}</LabelText>
      </PlainButton>
    );
  }

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login || '';
  const shortName = user.firstName || fullName;

  return (
    <>
      <PlainButton
        className="sp-account"
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
      >
        <LabelText>{shortName}</LabelText>
      </PlainButton>
      {isMenuMounted && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            anchor={anchor}
            user={user}
            fullName={fullName}
            onClose={() => setAnchor(null)}
            leave={leave}
          />
        </Suspense>
      )}
    </>
  );
}
