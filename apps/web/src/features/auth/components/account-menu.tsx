import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/logout';

interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  user: EnvelopeUser;
  fullName: string;
  onClose: () => void;
  /** Takes the shopper off a page that needs the session, before its data is cleared (useLogout). */
  leave: () => Promise<void>;
}

/**
 * The signed-in shopper's menu: name and e-mail, the account page, "Esci". The logout is here, loaded with the
 * menu: a visitor's first screen carries none of it (UX.md "Speed").
 */
export function AccountMenu({ id, anchor, user, fullName, onClose, leave }: AccountMenuProps) {
  const { t } = useTranslation();
  const logoutMutation = useLogout(leave);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <ListItemText
        primary={fullName}
        secondary={user.login}
        sx={{ px: 2, py: 1, m: 0 }}
        slotProps={{ primary: { sx: { fontWeight: 700 } } }}
      />
      <Divider />
      <MenuItem component={RouterLink} to={paths.profileDashboard.getHref()} onClick={onClose}>
        <ListItemIcon>
          <AccountCircle fontSize="small" />
        </ListItemIcon>
        {t('account.dashboard')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          logoutMutation.mutate();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('account.logout')}
      </MenuItem>
    </Menu>
  );
}
