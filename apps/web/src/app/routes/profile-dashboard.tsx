import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../features/auth/api/get-user';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ProfileDashboardRoute() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const firstName = user?.firstName ?? '';
  useDocumentTitle(
    t('common.documentTitle', { page: t('account.dashboard'), brandName: t('tenant.brandName') }),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
      <Typography variant="h1">{t('profile.greeting', { firstName })}</Typography>
      {user?.login && (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {t('profile.signedInAs', { login: user.login })}
        </Typography>
      )}
      <Typography sx={{ mt: 2 }}>{t('profile.intro')}</Typography>
    </Paper>
  );
}
