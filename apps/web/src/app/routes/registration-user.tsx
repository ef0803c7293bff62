import OpenInNew from '@mui/icons-material/OpenInNew';
import PersonAddDisabledOutlined from '@mui/icons-material/PersonAddDisabledOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { AccountPage } from '../../features/account/components/account-page';
import { RegistrationForm } from '../../features/account/components/registration-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTenantConfig } from '../../lib/tenant-config-context';
import { openLoginDialog } from '../../lib/ui-store';
import '../../lib/messages-it-account';

export interface RegistrationCompletedState {
  email: string;
}

/** spec §2 `/registration-user`; spec §1: a chain may register its shoppers on its own site instead. */
export function RegistrationUserRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useTenantConfig();
  useDocumentTitle(
    t('common.documentTitle', { page: t('registration.title'), brandName: t('tenant.brandName') }),
  );

  if (!settings.registrationEnabled || settings.registrationUrl) {
    return (
      <StatusScreen
        icon={<PersonAddDisabledOutlined />}
        title={t('registration.disabledTitle')}
        text={
          settings.registrationUrl
            ? t('registration.externalText', { brandName: t('tenant.brandName') })
            : t('registration.disabledText')
        }
        actions={
          settings.registrationUrl ? (
            <Button
              variant="contained"
              href={settings.registrationUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNew />}
            >
              {t('registration.externalButton', { brandName: t('tenant.brandName') })}
            </Button>
          ) : (
            <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
              {t('common.backHome')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <AccountPage title={t('registration.title')} intro={t('registration.intro')} width="wide">
      <RegistrationForm
        fidelityCardPrefix={settings.fidelityCardPrefix}
        onRegistered={(email) => {
          const state: RegistrationCompletedState = { email };
          void navigate(paths.registrationCompleted.getHref(), { state });
        }}
      />
      <Typography sx={{ mt: 3 }}>
        {t('registration.haveAccount')}{' '}
        <Link component="button" type="button" onClick={() => void openLoginDialog()} sx={{ py: 1 }}>
          {t('registration.login')}
        </Link>
      </Typography>
    </AccountPage>
  );
}
