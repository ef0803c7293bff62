import { lazy, Suspense, useEffect, useState } from 'react';
import { usePendingRequestCount } from '../../lib/pending-requests';

/** Quick answers should not flash an overlay; only a wait the shopper would notice shows it. */
const SHOW_AFTER_MS = 400;

// UX.md "Speed": the overlay's code is not part of the first load; it starts loading as a request starts
// waiting, well before the overlay shows.
const loadBackdrop = () => import('./pending-backdrop');
const PendingBackdrop = lazy(() => loadBackdrop().then((module) => ({ default: module.PendingBackdrop })));

/** spec §4 "Pending requests": an overlay while the counter is above 0. */
export function PendingOverlay() {
  const isPending = usePendingRequestCount() > 0;
  const [hasWaited, setWaited] = useState(false);
  // Once shown, the overlay stays mounted so it can fade out.
  const [isMounted, setMounted] = useState(false);

  useEffect(() => {
    if (!isPending) return;
    void loadBackdrop();
    const timer = setTimeout(() => {
      setWaited(true);
      setMounted(true);
    }, SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [isPending]);

  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <PendingBackdrop open={isPending && hasWaited} />
    </Suspense>
  );
}
