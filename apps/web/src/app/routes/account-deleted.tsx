import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-account';

/** spec §7 `user_anonymize`: where the deletion of the account ends, with the way back to the shop. */
export function AccountDeletedRoute() {
  const { t } = useTranslation();
  useDocumentTitle(
    t('common.documentTitle', { page: t('profileArea.deletedTitle'), brandName: t('tenant.brandName') }),
  );
  return (
    <StatusScreen
      icon={<CheckCircleOutline />}
      title={t('profileArea.deletedTitle')}
      text={t('profileArea.deletedText')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
