import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import '../../lib/messages-it-not-found';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('tenant.pages.notFound.title'));
  return (
    <StatusScreen
      icon={<SentimentDissatisfied />}
      title={t('notFoundPage.title')}
      text={t('notFoundPage.text')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
