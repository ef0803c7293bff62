import CloudOff from '@mui/icons-material/CloudOff';
import { useTranslation } from '../../lib/use-translation';
import { PlainButton } from '../../components/plain-controls';
import { StatusScreen } from '../../components/status-screen';

/** A screen that failed to load (no connection, server down, a chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<CloudOff />}
      title={t('serviceDown.title')}
      text={t('serviceDown.text')}
      actions={
        <PlainButton variant="contained" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </PlainButton>
      }
    />
  );
}
