import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useConfirmEmailChange } from '../../features/account/api/confirm-email-change';
import { useUser, userQueryKey } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { openLoginDialog } from '../../lib/ui-store';
import type { EmailConfirmedState } from './registration-confirm';
import '../../lib/messages-it-account';

/**
 * spec §2 `/email-confirmed`: after a registration is confirmed; with a `token` it is the link of a change of
 * e-mail, confirmed as soon as it opens.
 */
export function EmailConfirmedRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const state = useLocation().state as Partial<EmailConfirmedState> | null;
  const { data: user } = useUser();
  const changeMutation = useConfirmEmailChange();
  const hasStarted = useRef(false);
  useDocumentTitle(
    t('common.documentTitle', {
      page: t('registration.emailConfirmedTitle'),
      brandName: t('tenant.brandName'),
    }),
  );

  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    changeMutation.mutate(token, {
      // The shopper's login changed: the session's user is read again.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    });
  });

  const login = async () => {
    if (await openLoginDialog()) void navigate(paths.profileHome.getHref());
  };

  const actions = isLoggedIn(user) ? (
    <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
      {t('registration.startShopping')}
    </Button>
  ) : (
    <Button variant="contained" onClick={() => void login()}>
      {t('registration.login')}
    </Button>
  );

  if (token && (changeMutation.isPending || changeMutation.isIdle)) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 8 }}
      >
        <CircularProgress size={28} aria-hidden="true" />
        <Typography>{t('registration.emailChangingTitle')}</Typography>
      </Box>
    );
  }

  if (token && changeMutation.isError) {
    return (
      <StatusScreen
        icon={<ErrorOutline />}
        title={t('registration.emailChangeFailedTitle')}
        text={changeMutation.error.message}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.profileUpdate.getHref()}>
            {t('profileArea.profile')}
          </Button>
        }
      />
    );
  }

  return (
    <StatusScreen
      icon={<MarkEmailReadOutlined />}
      title={token ? t('registration.emailConfirmedTitle') : t('registration.confirmedTitle')}
      text={(token ? changeMutation.data : state?.message) || t('registration.confirmedText')}
      actions={actions}
    />
  );
}
