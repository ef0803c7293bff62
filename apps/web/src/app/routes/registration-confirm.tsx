import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useConfirmRegistration } from '../../features/account/api/confirm-registration';
import { useResendRegistrationEmail } from '../../features/account/api/resend-registration-email';
import { AccountPage } from '../../features/account/components/account-page';
import { RegistrationConfirmForm } from '../../features/account/components/registration-confirm-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-account';

export interface EmailConfirmedState {
  message: string;
}

/**
 * spec §2 `/registration/confirm` (the link of the e-mail, confirmed as soon as it opens) and
 * `/registration-confirm` (the e-mail and the code typed by hand).
 */
export function RegistrationConfirmRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('e_mail') ?? '';
  const code = searchParams.get('reg_control_code') ?? '';
  const isLink = pathname === paths.registrationConfirmLink.path && email !== '' && code !== '';
  const linkMutation = useConfirmRegistration();
  const resendMutation = useResendRegistrationEmail();
  const hasStarted = useRef(false);
  useDocumentTitle(
    t('common.documentTitle', { page: t('registration.confirmTitle'), brandName: t('tenant.brandName') }),
  );

  const onConfirmed = (message: string) => {
    const state: EmailConfirmedState = { message };
    void navigate(paths.emailConfirmed.getHref(), { replace: true, state });
  };

  useEffect(() => {
    // Once: the code works a single time, and a second call would answer that it is no longer valid.
    if (!isLink || hasStarted.current) return;
    hasStarted.current = true;
    linkMutation.mutate({ email, code }, { onSuccess: onConfirmed });
  });

  if (isLink && !linkMutation.isError) {
    return (
      <AccountPage title={t('registration.confirmTitle')}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>{t('registration.confirming')}</Typography>
        </Box>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('registration.confirmTitle')} intro={t('registration.confirmIntro')}>
      {linkMutation.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {linkMutation.error.message}
        </Alert>
      )}
      <RegistrationConfirmForm defaultEmail={email} defaultCode={code} onConfirmed={onConfirmed} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {email && (
          <Button loading={resendMutation.isPending} onClick={() => resendMutation.mutate(email)}>
            {t('registration.resend')}
          </Button>
        )}
        <Button component={RouterLink} to={paths.registrationUser.getHref()}>
          {t('registration.registerAgain')}
        </Button>
      </Box>
    </AccountPage>
  );
}
