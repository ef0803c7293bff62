import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { AccountPage } from '../../features/account/components/account-page';
import { PasswordResetRequestForm } from '../../features/account/components/password-reset-request-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-account';

export interface ResetPasswordSentState {
  email: string;
  message: string;
}

/** spec §2 `/reset-password-request`; the e-mail may come pre-filled from a link (`e_mail`). */
export function ResetPasswordRequestRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useDocumentTitle(
    t('common.documentTitle', { page: t('passwordReset.requestTitle'), brandName: t('tenant.brandName') }),
  );
  return (
    <AccountPage title={t('passwordReset.requestTitle')} intro={t('passwordReset.requestIntro')}>
      <PasswordResetRequestForm
        defaultEmail={searchParams.get('e_mail') ?? ''}
        onSent={(email, message) => {
          const state: ResetPasswordSentState = { email, message };
          void navigate(paths.resetPasswordSent.getHref(), { state });
        }}
      />
    </AccountPage>
  );
}
