import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useResendRegistrationEmail } from '../../features/account/api/resend-registration-email';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RegistrationCompletedState } from './registration-user';
import '../../lib/messages-it-account';

/** spec §2 `/registration-completed`: the e-mail is on its way; it can be sent again, or its code typed. */
export function RegistrationCompletedRoute() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<RegistrationCompletedState> | null;
  const email = state?.email;
  const resendMutation = useResendRegistrationEmail();
  useDocumentTitle(
    t('common.documentTitle', { page: t('registration.completedTitle'), brandName: t('tenant.brandName') }),
  );

  return (
    <StatusScreen
      icon={<MarkEmailReadOutlined />}
      title={t('registration.completedTitle')}
      text={[
        t('registration.sentText'),
        email ? t('registration.completedTo', { email }) : '',
        t('registration.completedHint'),
      ]
        .filter(Boolean)
        .join(' ')}
      actions={
        <>
          {email && (
            <Button
              variant="outlined"
              loading={resendMutation.isPending}
              onClick={() => resendMutation.mutate(email)}
            >
              {t('registration.resend')}
            </Button>
          )}
          <Button variant="contained" component={RouterLink} to={paths.registrationConfirm.getHref(email)}>
            {t('registration.typeCode')}
          </Button>
        </>
      }
    />
  );
}
