import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingRequestCount } from '../../lib/pending-requests';

/** Quick answers should not flash an overlay; only a wait the shopper would notice shows it. */
const SHOW_AFTER_MS = 400;

/** spec §4 "Pending requests": an overlay while the counter is above 0. */
export function PendingOverlay() {
  const { t } = useTranslation();
  const isPending = usePendingRequestCount() > 0;
  const [hasWaited, setWaited] = useState(false);

  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setWaited(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [isPending]);

  return (
    <Backdrop
      open={isPending && hasWaited}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, bgcolor: 'rgba(255, 255, 255, 0.45)' })}
    >
      <CircularProgress aria-label={t('common.pending')} />
    </Backdrop>
  );
}
