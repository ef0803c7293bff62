import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { openLoginDialog } from '../../lib/ui-store';
import type { ResetPasswordCompletedState } from './reset-password';
import '../../lib/messages-it-account';

/** spec §2 `/reset-password-completed`: every session ended with the reset, so the shopper logs in again. */
export function ResetPasswordCompletedRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as Partial<ResetPasswordCompletedState> | null;
  useDocumentTitle(
    t('common.documentTitle', { page: t('passwordReset.completedTitle'), brandName: t('tenant.brandName') }),
  );
  const login = async () => {
    if (await openLoginDialog()) void navigate(paths.profileHome.getHref());
  };
  return (
    <StatusScreen
      icon={<TaskAltOutlined />}
      title={t('passwordReset.completedTitle')}
      text={state?.message || t('passwordReset.completedText')}
      actions={
        <Button variant="contained" onClick={() => void login()}>
          {t('registration.login')}
        </Button>
      }
    />
  );
}
