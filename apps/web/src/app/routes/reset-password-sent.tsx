import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { ResetPasswordSentState } from './reset-password-request';
import '../../lib/messages-it-account';

/** spec §2 `/reset-password-sent`: the same words whether or not the address has an account. */
export function ResetPasswordSentRoute() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<ResetPasswordSentState> | null;
  useDocumentTitle(
    t('common.documentTitle', { page: t('passwordReset.sentTitle'), brandName: t('tenant.brandName') }),
  );
  return (
    <StatusScreen
      icon={<MarkEmailReadOutlined />}
      title={t('passwordReset.sentTitle')}
      text={`${state?.message || t('passwordReset.sentText')} ${t('passwordReset.sentHint')}`}
      actions={
        <>
          <Button variant="outlined" component={RouterLink} to={paths.resetPasswordRequest.getHref()}>
            {t('passwordReset.requestAgain')}
          </Button>
          <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
            {t('common.backHome')}
          </Button>
        </>
      }
    />
  );
}
