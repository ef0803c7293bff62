import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../lib/use-translation';

/** A part of the page that could not load, and the way to ask for it again. */
export function ErrorWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
