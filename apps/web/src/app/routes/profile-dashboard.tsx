import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { useUserDetail } from '../../features/account/api/get-user-detail';
import { GiftCertificateList } from '../../features/account/components/gift-certificate-list';
import { LoyaltySummary } from '../../features/account/components/loyalty-summary';
import { ProfileCompletion } from '../../features/account/components/profile-completion';
import { useUser } from '../../features/auth/api/get-user';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-account';

/** `/profile` and `/profile/dashboard`: how complete the profile is, loyalty points and discount codes. */
export function ProfileDashboardRoute() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { data: detail, isPending, isError } = useUserDetail();
  const firstName = detail?.firstName ?? user?.firstName ?? '';
  useDocumentTitle(
    t('common.documentTitle', { page: t('account.dashboard'), brandName: t('tenant.brandName') }),
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h1">{t('profileArea.greeting', { firstName })}</Typography>
        {user?.login && (
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t('profileArea.signedInAs', { login: user.login })}
          </Typography>
        )}
      </Box>
      {isPending ? (
        <Skeleton variant="rounded" height={200} aria-hidden="true" />
      ) : isError ? (
        <Alert severity="error">{t('profileArea.loadError')}</Alert>
      ) : (
        <>
          <ProfileCompletion detail={detail} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <LoyaltySummary detail={detail} />
            <GiftCertificateList />
          </Box>
        </>
      )}
    </Stack>
  );
}
