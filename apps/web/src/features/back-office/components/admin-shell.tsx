import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { StaffMember, StaffRole } from '@spesa/shared/admin/staff.contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import '../../../lib/messages-it-admin';

/** One section of the back-office and the roles that use it (the server checks every call again). */
export interface AdminNavEntry {
  label: string;
  href: string;
  roles: readonly StaffRole[];
}

interface AdminShellProps {
  member: StaffMember;
  brandName: string;
  /** The name of the member's store, once the chain's stores are read. */
  storeName?: string;
  /** The sections; the next ones (slots) are added to the list the route gives. */
  nav: readonly AdminNavEntry[];
  isLoggingOut: boolean;
  onLogout: () => void;
  children: ReactNode;
}

/** README "Back-office": who is logged in, on which chain, the sections of their role and the way out. */
export function AdminShell({
  member,
  brandName,
  storeName,
  nav,
  isLoggingOut,
  onLogout,
  children,
}: AdminShellProps) {
  const { t } = useTranslation();
  const entries = nav.filter((entry) => entry.roles.includes(member.role));
  const scope =
    member.storeId === null
      ? t('admin.shell.wholeChain')
      : (storeName ?? t('admin.shell.storeOf', { storeId: member.storeId }));
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="p" noWrap>
              {t('admin.appName')} · {brandName}
            </Typography>
            <Typography
              variant="body2"
              component="p"
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="staff-who"
            >
              {member.email} — {member.roleLabel} — {scope}
            </Typography>
          </Box>
          <Button color="inherit" variant="outlined" onClick={onLogout} loading={isLoggingOut}>
            {t('admin.shell.logout')}
          </Button>
        </Toolbar>
        <Box component="nav" aria-label={t('admin.shell.navLabel')} sx={{ px: 1, pb: 1 }}>
          <Stack
            component="ul"
            direction="row"
            // One row that scrolls sideways on a phone, instead of a header taller than the screen's half.
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              columnGap: 1,
              flexWrap: { xs: 'nowrap', md: 'wrap' },
              overflowX: { xs: 'auto', md: 'visible' },
            }}
          >
            {entries.map((entry) => (
              <Box component="li" key={entry.href} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                <Button
                  component={NavLink}
                  to={entry.href}
                  color="inherit"
                  sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
                >
                  {entry.label}
                </Button>
              </Box>
            ))}
          </Stack>
        </Box>
      </AppBar>
      <Box
        component="main"
        sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 }, width: '100%', maxWidth: 1400, mx: 'auto' }}
      >
        {entries.length === 0 ? <Typography>{t('admin.shell.nothingYet')}</Typography> : children}
      </Box>
    </Box>
  );
}
