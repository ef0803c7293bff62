import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { usePasswordResetToken } from '../../features/account/api/check-password-reset-token';
import { AccountPage } from '../../features/account/components/account-page';
import { NewPasswordForm } from '../../features/account/components/new-password-form';
import { userQueryKey } from '../../features/auth/api/get-user';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-account';

export interface ResetPasswordCompletedState {
  message: string;
}

/**
 * spec §2 `/reset-password` and `/registration/reset-password`: the link of the reset e-mail (e_mail,
 * reset_token) is checked first, then the new password is chosen.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('e_mail') ?? searchParams.get('login') ?? '';
  const token = searchParams.get('reset_token') ?? searchParams.get('token') ?? '';
  const check = usePasswordResetToken(email, token);
  useDocumentTitle(
    t('common.documentTitle', { page: t('passwordReset.newTitle'), brandName: t('tenant.brandName') }),
  );

  if (!token || check.isError) {
    return (
      <StatusScreen
        icon={<LinkOffOutlined />}
        title={t('passwordReset.invalidTitle')}
        text={check.error?.message ?? t('passwordReset.invalidText')}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.resetPasswordRequest.getHref()}>
            {t('passwordReset.requestAgain')}
          </Button>
        }
      />
    );
  }

  return (
    <AccountPage
      title={t('passwordReset.newTitle')}
      intro={email ? t('passwordReset.newIntro', { email }) : undefined}
    >
      {check.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>{t('passwordReset.checking')}</Typography>
        </Box>
      ) : (
        <NewPasswordForm
          email={email}
          token={token}
          onDone={(message) => {
            const state: ResetPasswordCompletedState = { message };
            // The reset ended every session of the account, this one too if the shopper was logged in.
            void queryClient.invalidateQueries({ queryKey: userQueryKey });
            void navigate(paths.resetPasswordCompleted.getHref(), { replace: true, state });
          }}
        />
      )}
    </AccountPage>
  );
}
