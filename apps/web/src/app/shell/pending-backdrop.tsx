import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../lib/use-translation';

/** spec §4 "Pending requests": the overlay itself, loaded with the first wait the shopper would notice. */
export function PendingBackdrop({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop
      open={open}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, bgcolor: 'rgba(255, 255, 255, 0.45)' })}
    >
      <CircularProgress aria-label={t('common.pending')} />
    </Backdrop>
  );
}
