import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { paths } from '../../config/paths';
import { useUserDetail } from '../../features/account/api/get-user-detail';
import { AccountDeletion } from '../../features/account/components/account-deletion';
import { BillingForm } from '../../features/account/components/billing-form';
import { ConsentsForm } from '../../features/account/components/consents-form';
import { ContactForm } from '../../features/account/components/contact-form';
import { EmailChangeForm } from '../../features/account/components/email-change-form';
import { FiscalPersonList } from '../../features/account/components/fiscal-person-list';
import { PasswordChangeForm } from '../../features/account/components/password-change-form';
import { PersonForm } from '../../features/account/components/person-form';
import { ProfileCompletion } from '../../features/account/components/profile-completion';
import { ProfileSection } from '../../features/account/components/profile-section';
import { UsernameForm } from '../../features/account/components/username-form';
import { userQueryKey } from '../../features/auth/api/get-user';
import { clearSession } from '../../features/auth/api/logout';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTenantConfig } from '../../lib/tenant-config-context';
import '../../lib/messages-it-account';

const DELETION_SECTION_ID = 'elimina-account';

/**
 * spec §2 `/profile/profile-update` ('Il mio profilo') and `/profile/profile-confirmed` (the step that
 * completes the profile before an order): person, contacts, billing data, e-mail, password, consents and the
 * deletion of the account, whose e-mailed link opens this screen.
 */
export function ProfileUpdateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { settings } = useTenantConfig();
  const { data: detail, isPending, isError, refetch } = useUserDetail();
  const login = searchParams.get('login') ?? '';
  const token = searchParams.get('anonymize_token') ?? '';
  const deletionLink = useMemo(() => (login && token ? { login, token } : null), [login, token]);
  const isConfirmStep = pathname === paths.profileConfirmed.path;
  useDocumentTitle(
    t('common.documentTitle', { page: t('profileArea.profile'), brandName: t('tenant.brandName') }),
  );

  useEffect(() => {
    if (deletionLink && detail) document.getElementById(DELETION_SECTION_ID)?.scrollIntoView();
  }, [deletionLink, detail]);

  // The top bar greets the shopper by the name just saved.
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: userQueryKey });
  // The session ended with the account: its page is left first, so it asks nothing more of the server.
  const onDeleted = async () => {
    await navigate(paths.accountDeleted.getHref(), { replace: true });
    clearSession(queryClient);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('profileArea.profile')}</Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={480} aria-hidden="true" />
      ) : isError ? (
        <ErrorWithRetry message={t('profileArea.loadError')} onRetry={() => void refetch()} />
      ) : (
        <>
          {isConfirmStep && <Typography>{t('profileArea.confirmIntro')}</Typography>}
          <ProfileCompletion detail={detail} hasLink={false} />
          <ProfileSection title={t('profileArea.personTitle')}>
            <PersonForm
              detail={detail}
              fidelityCardPrefix={settings.fidelityCardPrefix}
              onSaved={refreshUser}
            />
          </ProfileSection>
          <ProfileSection title={t('profileArea.contactTitle')}>
            <ContactForm detail={detail} onSaved={refreshUser} />
          </ProfileSection>
          <ProfileSection title={t('profileArea.billingTitle')} intro={t('profileArea.billingIntro')}>
            <BillingForm detail={detail} />
          </ProfileSection>
          <ProfileSection title={t('profileArea.fiscalTitle')} intro={t('profileArea.fiscalIntro')}>
            <FiscalPersonList />
          </ProfileSection>
          <ProfileSection title={t('profileArea.consentsTitle')}>
            <ConsentsForm />
          </ProfileSection>
          <ProfileSection title={t('profileArea.accessTitle')}>
            <EmailChangeForm currentEmail={detail.email} />
            <Divider sx={{ my: 3 }} />
            <UsernameForm username={detail.username} />
            <Divider sx={{ my: 3 }} />
            <PasswordChangeForm />
          </ProfileSection>
          <ProfileSection id={DELETION_SECTION_ID} title={t('profileArea.deleteTitle')}>
            <AccountDeletion link={deletionLink} onDeleted={() => void onDeleted()} />
          </ProfileSection>
        </>
      )}
    </Stack>
  );
}
