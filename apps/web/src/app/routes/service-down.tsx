import CloudOff from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/use-translation';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ServiceDownRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('serviceDown.title'));
  return (
    <StatusScreen
      icon={<CloudOff />}
      title={t('serviceDown.title')}
      text={t('serviceDown.text')}
      actions={
        <Button variant="contained" onClick={() => window.location.assign(paths.home.getHref())}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
